/**
 * The first screen is the server's HTML and one stylesheet; the page's JavaScript only makes it
 * interactive. Remix preloads every module of the page at the browser's default High priority,
 * so on a phone's connection twenty-odd files share the bandwidth with the stylesheet and the
 * LCP image, and paint waits (decision 0109). At low priority they follow what the first screen
 * needs. Remix's `<Scripts>` takes no priority for its preload links, so the rendered stream
 * gets it.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = `${MODULE_PRELOAD} fetchpriority="low"`;

/** The longest end of `text` that could be the start of `pattern` (shorter than the pattern). */
function pendingPrefixLength(text: string, pattern: string): number {
  for (let length = Math.min(pattern.length - 1, text.length); length > 0; length -= 1) {
    if (pattern.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/**
 * Replaces every `pattern` in a stream of text with `replacement`, also where a chunk boundary
 * falls inside it: a chunk's end that could begin the pattern waits for the next chunk.
 */
export function replaceInStream(
  pattern: string,
  replacement: string,
): TransformStream<string, string> {
  let pending = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = pending + chunk;
      const complete = text.split(pattern).join(replacement);
      const kept = pendingPrefixLength(complete, pattern);
      pending = complete.slice(complete.length - kept);
      const ready = complete.slice(0, complete.length - kept);
      if (ready) controller.enqueue(ready);
    },
    flush(controller) {
      if (pending) controller.enqueue(pending);
    },
  });
}

/** A rendered HTML stream whose module preloads ask for low priority. */
export function withLowPriorityModulePreloads(
  html: ReadableStream<BufferSource>,
): ReadableStream<Uint8Array> {
  return html
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(replaceInStream(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD))
    .pipeThrough(new TextEncoderStream());
}
