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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces every pattern in a stream of UTF-8 bytes with its replacement, in one pass,
 * also where a chunk boundary falls inside a pattern.
 */
export function replaceInStream(
  source: ReadableStream<Uint8Array>,
  replacements: ReadonlyArray<readonly [pattern: string, replacement: string]>,
): ReadableStream<Uint8Array> {
  const byPattern = new Map(replacements);
  const anyPattern = new RegExp(
    replacements.map(([pattern]) => escapeRegExp(pattern)).join('|'),
    'g',
  );
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const reader = source.getReader();
  let pending = '';
  let cancelled = false;

  /** The text with its patterns replaced, less an end that could begin one. */
  function replaced(text: string): string {
    let cursor = 0;
    const out = text.replace(anyPattern, (match: string, at: number) => {
      cursor = at + match.length;
      return byPattern.get(match) ?? match;
    });
    let held = Math.min(
      text.length - cursor,
      Math.max(...replacements.map(([pattern]) => pattern.length - 1)),
    );
    while (
      held > 0 &&
      !replacements.some(([pattern]) => pattern.startsWith(text.slice(-held)))
    ) {
      held -= 1;
    }
    pending = held > 0 ? text.slice(-held) : '';
    return out.slice(0, out.length - held);
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const {done, value} = await reader.read();
        if (cancelled) return;
        if (done) {
          const rest = pending + decoder.decode();
          if (rest) controller.enqueue(encoder.encode(rest));
          controller.close();
          return;
        }
        const out = replaced(pending + decoder.decode(value, {stream: true}));
        if (out) {
          controller.enqueue(encoder.encode(out));
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
