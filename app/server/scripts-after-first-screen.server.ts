// The first screen is the server's HTML, one stylesheet and one image; the page's
// JavaScript only makes it interactive, and every link and form works before it runs.

import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {textsVersion} from '~/i18n/page-texts';
import {indexOfBytes, pendingPrefixLength, rewrittenStream} from './byte-search.server';

/** A module preload's rel until release: an unknown link type, which browsers ignore. */
export const HELD_MODULE_PRELOAD_REL = 'modulepreload-after-first-screen';

/** The module script's type until release: browsers run no script of an unknown type. */
export const HELD_MODULE_SCRIPT_TYPE = 'module-after-first-screen';

/** The longest the scripts wait for the urgent image, in milliseconds. */
export const FIRST_SCREEN_WAIT_MAX_MS = 2500;

export const MODULE_PRELOADS_PER_TASK = 3;

const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_SCRIPT_TYPE = ' type="module" async=""';
const REMIX_CONTEXT = 'window.__remixContext = ';

/** Runs once the loader below has fetched it. */
export const FIRST_SCREEN_RELEASE = `(function(){
var scriptNonce=document.currentScript.nonce,released=false;
function release(){
if(released)return;
var held=document.querySelector('script[type="${HELD_MODULE_SCRIPT_TYPE}"]');
if(!held||(!held.nextSibling&&document.readyState==='loading')){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',release);return;}
released=true;
var links=[].slice.call(document.querySelectorAll('link[rel="${HELD_MODULE_PRELOAD_REL}"]'));
setTimeout(function(){new Intl.NumberFormat().format(0);});
(function next(){
links.splice(0,${MODULE_PRELOADS_PER_TASK}).forEach(function(link){link.rel='modulepreload';});
if(links.length){setTimeout(next);return;}
var script=document.createElement('script');
script.type='module';script.nonce=scriptNonce;script.textContent=held.textContent;
document.head.appendChild(script);
})();
}
function afterNextPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(release);});});}
setTimeout(release,${FIRST_SCREEN_WAIT_MAX_MS});
var urgent=document.querySelector('img[fetchpriority="high"]');
if(urgent&&urgent.decode)urgent.decode().then(afterNextPaint,afterNextPaint);else afterNextPaint();
})();`;

/** Where the page fetches the release; the version names its text. */
export const FIRST_SCREEN_RELEASE_PATH = '/first-screen.js';
export const FIRST_SCREEN_RELEASE_VERSION = textsVersion(FIRST_SCREEN_RELEASE);

/** A year: a new release comes under a new version. */
const RELEASE_MAX_AGE_SECONDS = 31_536_000;

/**
 * What Remix's context script starts with: it adds the release as a script of its own,
 * with the context script's nonce (the release gives it to the module script it makes).
 */
export const FIRST_SCREEN_LOADER = `(function(s){s.src="${FIRST_SCREEN_RELEASE_PATH}?v=${FIRST_SCREEN_RELEASE_VERSION}";s.nonce=document.currentScript.nonce;document.head.appendChild(s)})(document.createElement("script"));`;

/** GET /first-screen.js: the release, the same for every page and shopper. */
export function firstScreenReleaseLoader({request}: LoaderFunctionArgs) {
  const version = new URL(request.url).searchParams.get('v');
  return new Response(FIRST_SCREEN_RELEASE, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Only today's release is kept under its version: an older page asking with its own
      // version must not have this text cached as if it were that one.
      'Cache-Control':
        version === FIRST_SCREEN_RELEASE_VERSION
          ? `public, max-age=${RELEASE_MAX_AGE_SECONDS}, immutable`
          : 'no-cache',
    },
  });
}

const encoder = new TextEncoder();

function concatBytes(parts: readonly Uint8Array[], length: number): Uint8Array {
  const joined = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/**
 * Replaces every pattern in a stream of UTF-8 bytes with its replacement, in one pass,
 * also where a chunk boundary falls inside a pattern.
 */
export function replaceInStream(
  source: ReadableStream<Uint8Array>,
  replacements: ReadonlyArray<readonly [pattern: string, replacement: string]>,
): ReadableStream<Uint8Array> {
  const encoded = replacements.map(([pattern, replacement]) => ({
    pattern: encoder.encode(pattern),
    replacement: encoder.encode(replacement),
    next: -1,
  }));
  let pending: Uint8Array | undefined;

  /** The chunk with its patterns replaced, less an end that could begin one. */
  function replaced(chunk: Uint8Array): Uint8Array | undefined {
    const bytes = pending
      ? concatBytes([pending, chunk], pending.length + chunk.length)
      : chunk;
    pending = undefined;
    const parts: Uint8Array[] = [];
    let length = 0;
    let cursor = 0;
    for (const each of encoded) each.next = indexOfBytes(bytes, each.pattern, 0);
    for (;;) {
      let earliest: (typeof encoded)[number] | undefined;
      for (const each of encoded) {
        if (each.next !== -1 && (!earliest || each.next < earliest.next)) earliest = each;
      }
      if (!earliest) break;
      parts.push(bytes.subarray(cursor, earliest.next), earliest.replacement);
      length += earliest.next - cursor + earliest.replacement.length;
      cursor = earliest.next + earliest.pattern.length;
      for (const each of encoded) {
        if (each.next !== -1 && each.next < cursor) {
          each.next = indexOfBytes(bytes, each.pattern, cursor);
        }
      }
    }
    const kept = Math.max(
      0,
      ...encoded.map(({pattern}) => pendingPrefixLength(bytes, pattern, cursor)),
    );
    const end = bytes.length - kept;
    if (kept > 0) pending = bytes.slice(end);
    if (end > cursor) {
      parts.push(bytes.subarray(cursor, end));
      length += end - cursor;
    }
    if (length === 0) return undefined;
    return cursor === 0 && end === bytes.length ? bytes : concatBytes(parts, length);
  }

  return rewrittenStream(source, replaced, () => pending);
}

/** Made once per isolate; each render's stream applies them in a single stage. */
const FIRST_SCREEN_REPLACEMENTS = [
  [MODULE_PRELOAD, `<link rel="${HELD_MODULE_PRELOAD_REL}"`],
  [MODULE_SCRIPT_TYPE, ` type="${HELD_MODULE_SCRIPT_TYPE}" async=""`],
  [REMIX_CONTEXT, `${FIRST_SCREEN_LOADER}${REMIX_CONTEXT}`],
] as const;

/** A rendered HTML stream whose scripts wait for its first screen. */
export function withScriptsAfterFirstScreen(
  html: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  return replaceInStream(html, FIRST_SCREEN_REPLACEMENTS);
}
