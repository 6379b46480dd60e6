// Remix's `<Scripts>` writes the page's route manifest into the module script that the
// page holds until its first screen is painted (decision 0110) with `JSON.stringify`'s
// two-space indentation: a line per key, some 60 bytes gzip of every cold page the
// browser cannot cache (decision 0125).

import {
  indexOfBytes,
  pendingPrefixLength,
  rewrittenStream,
} from '~/server/byte-search.server';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What Remix writes before the manifest. */
export const MANIFEST_START = 'window.__remixManifest = ';

// Where the manifest ends: indented JSON closes its outer object on a line of its own,
// and no line inside it starts with a closing brace followed by the statement's end (a
// JSON string never holds a raw line break).
const MANIFEST_END = '\n};';

const START = encoder.encode(MANIFEST_START);
const END = encoder.encode(MANIFEST_END);

function joined(head: Uint8Array, tail: Uint8Array): Uint8Array {
  if (head.length === 0) return tail;
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}

/** The manifest's JSON text without indentation; as it was if it does not parse. */
export function compactJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** The rendered HTML stream with Remix's manifest written compactly. */
export function withCompactManifest(
  html: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  let state: 'seeking' | 'collecting' | 'done' = 'seeking';
  let held = new Uint8Array(0);

  /** What the chunk lets go of now; the rest is held until the next one. */
  function next(chunk: Uint8Array): Uint8Array | undefined {
    if (state === 'done') return chunk;
    const bytes = joined(held, chunk);
    if (state === 'seeking') {
      const start = indexOfBytes(bytes, START);
      if (start === -1) {
        const kept = pendingPrefixLength(bytes, START);
        held = bytes.slice(bytes.length - kept);
        return bytes.subarray(0, bytes.length - kept);
      }
      state = 'collecting';
      held = bytes.slice(start + START.length);
      const before = bytes.subarray(0, start + START.length);
      const rest = next(new Uint8Array(0));
      return rest ? joined(before, rest) : before;
    }
    const end = indexOfBytes(bytes, END);
    if (end === -1) {
      held = bytes.slice();
      return undefined;
    }
    state = 'done';
    held = new Uint8Array(0);
    // The closing brace is the manifest's; the statement's end follows it.
    const close = end + END.length - 1;
    const manifest = compactJson(decoder.decode(bytes.subarray(0, close)));
    return joined(encoder.encode(manifest), bytes.subarray(close));
  }

  return rewrittenStream(html, next, () => held);
}
