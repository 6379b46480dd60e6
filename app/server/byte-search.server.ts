/** Searches in a streamed render's bytes, for the transforms that rewrite it in passing. */

/** Bytes an HTML page is full of, most frequent first. */
const COMMON_HTML_BYTES = new TextEncoder().encode(' "=<>/-etaoinsrlcdhu.:');

const anchors = new WeakMap<Uint8Array, number>();

/** The index in `pattern` of its least common byte in HTML. */
export function anchorIndex(pattern: Uint8Array): number {
  let anchor = anchors.get(pattern);
  if (anchor === undefined) {
    anchor = 0;
    let rarity = -1;
    pattern.forEach((byte, index) => {
      const common = COMMON_HTML_BYTES.indexOf(byte);
      const rank = common === -1 ? COMMON_HTML_BYTES.length : common;
      if (rank > rarity) {
        rarity = rank;
        anchor = index;
      }
    });
    anchors.set(pattern, anchor);
  }
  return anchor;
}

/** Where `pattern` (not empty) next occurs in `bytes` from `from` on, or -1. */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0): number {
  const anchor = anchorIndex(pattern);
  const anchorByte = pattern[anchor] ?? 0;
  const last = bytes.length - pattern.length;
  for (let found = bytes.indexOf(anchorByte, from + anchor); found !== -1; ) {
    const at = found - anchor;
    if (at > last) return -1;
    let length = 0;
    while (length < pattern.length && bytes[at + length] === pattern[length]) length += 1;
    if (length === pattern.length) return at;
    found = bytes.indexOf(anchorByte, found + 1);
  }
  return -1;
}

/** The longest end of `bytes` after `from` that could be the start of `pattern`. */
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

/** `source` rewritten chunk by chunk: `next` answers what a chunk lets go of now. */
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
