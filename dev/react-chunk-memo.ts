import type {Plugin} from 'vite';

/**
 * React 18's streaming renderer for workers encodes every attribute's name and value and every
 * text to bytes with its own `TextEncoder.encode` call, one small `Uint8Array` each: about 1,200
 * calls for a product page, the same strings render after render (class names, attribute names,
 * the shell's links and labels). In a profile of a cold product render that was the largest
 * single cost outside React's own code, with the garbage it leaves (decision 0125). The worker
 * build keeps the bytes of short strings for the isolate's life instead.
 *
 * The kept bytes are only ever copied into React's write buffer: React enqueues a chunk itself
 * only when it is longer than the buffer (512 bytes), and a kept string's bytes are at most
 * three times `KEPT_STRING_MAX_LENGTH`. At most `KEPT_STRINGS_LIMIT` are kept, the oldest let go
 * first: strings met once (a nonce, a cart's id) pass through, a page's recurring ones come back
 * at their next render, and the isolate's memory for them stays the same once it is full (the
 * soak judges the worker's heap by its growth, decision 0124).
 */
const REACT_SERVER_MODULE =
  /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.browser\.production\.min\.js$/;

export const KEPT_STRING_MAX_LENGTH = 64;
export const KEPT_STRINGS_LIMIT = 2000;

/** React 18.3's `stringToChunk` in its minified browser build. */
const STRING_TO_CHUNK = 'function u(a){return ca.encode(a)}';

const KEPT_STRING_TO_CHUNK = `var keptChunks=new Map();function u(a){if(a.length>${KEPT_STRING_MAX_LENGTH})return ca.encode(a);var b=keptChunks.get(a);void 0===b&&(b=ca.encode(a),keptChunks.size>=${KEPT_STRINGS_LIMIT}&&keptChunks.delete(keptChunks.keys().next().value),keptChunks.set(a,b));return b}`;

/**
 * What the memo relies on: React's writeChunk, which enqueues a chunk itself only above its
 * 512-byte buffer and copies the rest, and its flush; between them the renderer's only five
 * enqueues.
 */
const WRITE_CHUNK =
  'function p(a,b){if(0!==b.length)if(512<b.length)0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(512),n=0),a.enqueue(b);else{var c=l.length-n;c<b.length&&(0===c?a.enqueue(l):(l.set(b.subarray(0,c),n),a.enqueue(l),b=b.subarray(c)),l=new Uint8Array(512),n=0);l.set(b,n);n+=b.length}}';
const FLUSH =
  'function ba(a){l&&0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=null,n=0)}';
const ENQUEUES = 5;

/**
 * React's server renderer with short strings' bytes kept. Throws when the source is not the one
 * this was written for (an upgrade changed it), so a build never ships it unnoticed.
 */
export function withKeptStringChunks(source: string): string {
  const at = source.indexOf(STRING_TO_CHUNK);
  if (
    at < 0 ||
    source.indexOf(STRING_TO_CHUNK, at + 1) >= 0 ||
    !source.includes(WRITE_CHUNK) ||
    !source.includes(FLUSH) ||
    source.split('.enqueue(').length !== ENQUEUES + 1
  ) {
    throw new Error(
      "react-dom's server renderer changed its stringToChunk or writeChunk: dev/react-chunk-memo.ts needs a look",
    );
  }
  return source.replace(STRING_TO_CHUNK, KEPT_STRING_TO_CHUNK);
}

/** The worker build's plugin: the browser renders no markup to bytes. */
export function reactChunkMemo(): Plugin {
  return {
    name: 'brush:react-chunk-memo',
    apply: (_config, {command, isSsrBuild}) => command === 'build' && isSsrBuild === true,
    transform(code, id) {
      return REACT_SERVER_MODULE.test(id)
        ? {code: withKeptStringChunks(code), map: null}
        : null;
    },
  };
}
