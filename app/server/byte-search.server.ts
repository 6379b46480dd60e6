/** Searches in a streamed render's bytes, for the transforms that rewrite it in passing. */

/** Where `pattern` (not empty) next occurs in `bytes` from `from` on, or -1. */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0): number {
  const [first = 0] = pattern;
  const last = bytes.length - pattern.length;
  for (let at = bytes.indexOf(first, from); at !== -1 && at <= last; ) {
    let length = 1;
    while (length < pattern.length && bytes[at + length] === pattern[length]) length += 1;
    if (length === pattern.length) return at;
    at = bytes.indexOf(first, at + 1);
  }
  return -1;
}

/**
 * The longest end of `bytes` after `from` that could be the start of `pattern` (shorter than
 * the pattern): what a transform keeps back until the next chunk says whether it matches.
 */
export function pendingPrefixLength(
  bytes: Uint8Array,
  pattern: Uint8Array,
  from = 0,
): number {
  const longest = Math.min(pattern.length - 1, bytes.length - from);
  for (let length = longest; length > 0; length -= 1) {
    const start = bytes.length - length;
    let matched = 0;
    while (matched < length && bytes[start + matched] === pattern[matched]) matched += 1;
    if (matched === length) return length;
  }
  return 0;
}

/**
 * `source` rewritten chunk by chunk: `next` answers what a chunk lets go of now (nothing while it
 * holds bytes back), and `rest` what is still held when the source ends. A shopper who goes
 * away cancels the response while a read is pending; the read then ends, and the cancelled
 * stream is not written to.
 */
export function rewrittenStream(
  source: ReadableStream<Uint8Array>,
  next: (chunk: Uint8Array) => Uint8Array | undefined,
  rest: () => Uint8Array | undefined,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const {done, value} = await reader.read();
        if (cancelled) return;
        if (done) {
          const held = rest();
          if (held && held.length > 0) controller.enqueue(held);
          controller.close();
          return;
        }
        const out = next(value);
        if (out && out.length > 0) {
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
