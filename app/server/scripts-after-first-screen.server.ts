// The first screen is the server's HTML, one stylesheet and one image; the page's
// JavaScript only makes it interactive, and every link and form works before it runs.

import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {textsVersion} from '~/i18n/page-texts';

/** A module preload's rel until release: an unknown link type, which browsers ignore. */
export const HELD_MODULE_PRELOAD_REL = 'modulepreload-after-first-screen';

/** The module script's type until release: browsers run no script of an unknown type. */
export const HELD_MODULE_SCRIPT_TYPE = 'module-after-first-screen';

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

/** A pattern as bytes, with its Horspool shifts: how far a byte lets the search jump. */
interface BytePattern {
  bytes: Uint8Array;
  replacement: Uint8Array;
  shifts: Uint16Array;
}

function bytePattern(pattern: string, replacement: string, encoder: TextEncoder) {
  const bytes = encoder.encode(pattern);
  const shifts = new Uint16Array(256).fill(bytes.length);
  for (let index = 0; index < bytes.length - 1; index += 1) {
    shifts[bytes[index]!] = bytes.length - 1 - index;
  }
  return {bytes, replacement: encoder.encode(replacement), shifts};
}

/** Where the pattern next occurs whole in the bytes from `from` on, or -1. */
function indexOfPattern(
  bytes: Uint8Array,
  {bytes: pattern, shifts}: BytePattern,
  from: number,
) {
  const last = pattern.length - 1;
  for (let end = from + last; end < bytes.length; end += shifts[bytes[end]!]!) {
    let offset = 0;
    while (offset <= last && bytes[end - offset] === pattern[last - offset]) offset += 1;
    if (offset > last) return end - last;
  }
  return -1;
}

/** Whether the bytes end with the start of a pattern `length` bytes long. */
function endsWithStart(
  bytes: Uint8Array,
  length: number,
  patterns: readonly BytePattern[],
) {
  const at = bytes.length - length;
  return patterns.some(({bytes: pattern}) => {
    if (pattern.length <= length) return false;
    for (let index = 0; index < length; index += 1) {
      if (bytes[at + index] !== pattern[index]) return false;
    }
    return true;
  });
}

function concatenated(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Replaces every pattern in a stream of UTF-8 bytes with its replacement, in one pass,
 * also where a chunk boundary falls inside a pattern. It searches the bytes themselves:
 * in UTF-8 a character's bytes never match another's, and a chunk with nothing to replace
 * goes out as it came, not decoded and encoded again.
 */
export function replaceInStream(
  source: ReadableStream<Uint8Array>,
  replacements: ReadonlyArray<readonly [pattern: string, replacement: string]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const patterns = replacements.map(([pattern, replacement]) =>
    bytePattern(pattern, replacement, encoder),
  );
  const longestStart = Math.max(...patterns.map(({bytes}) => bytes.length - 1));
  const reader = source.getReader();
  let pending = new Uint8Array(0);
  let cancelled = false;

  /** The bytes with their patterns replaced, less an end that could begin one. */
  function replaced(bytes: Uint8Array): Uint8Array {
    const parts: Uint8Array[] = [];
    // Where each pattern next occurs: the earliest wins, the first listed on a tie.
    const next = patterns.map((pattern) => indexOfPattern(bytes, pattern, 0));
    let cursor = 0;
    for (;;) {
      let found = -1;
      next.forEach((at, index) => {
        if (at !== -1 && (found === -1 || at < next[found]!)) found = index;
      });
      if (found === -1) break;
      const {bytes: pattern, replacement} = patterns[found]!;
      const at = next[found]!;
      parts.push(bytes.subarray(cursor, at), replacement);
      cursor = at + pattern.length;
      next.forEach((nextAt, index) => {
        if (nextAt !== -1 && nextAt < cursor) {
          next[index] = indexOfPattern(bytes, patterns[index]!, cursor);
        }
      });
    }
    let held = Math.min(bytes.length - cursor, longestStart);
    while (held > 0 && !endsWithStart(bytes, held, patterns)) held -= 1;
    pending = bytes.slice(bytes.length - held);
    const rest = bytes.subarray(cursor, bytes.length - held);
    if (parts.length === 0) return rest;
    parts.push(rest);
    return concatenated(parts);
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const {done, value} = await reader.read();
        if (cancelled) return;
        if (done) {
          if (pending.length > 0) controller.enqueue(pending);
          controller.close();
          return;
        }
        const out = replaced(pending.length > 0 ? concatenated([pending, value]) : value);
        if (out.length > 0) {
          controller.enqueue(out);
          return;
        }
      }
    },
    cancel(reason) {
      cancelled = true;
      return reader.cancel(reason);
    },
  });
}

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
