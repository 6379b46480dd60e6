import {RemixBrowser} from '@remix-run/react';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as {then?: unknown}).then === 'function'
  );
}

/**
 * Resolves once Remix has decoded the page's data for hydration.
 *
 * With single fetch, `<RemixBrowser>` decodes the data streamed into the page on its first
 * render and suspends the root until it is decoded. A tap that lands after hydration starts
 * and before that first render makes React 18 hydrate the page at once; the root then suspends
 * in a render that may not wait, React gives up on it ("Root did not complete"), and the page
 * stays as the server sent it, with nothing on it working. Decoding before hydration starts
 * means the root never suspends, so such a tap is answered.
 *
 * Called once outside React, `RemixBrowser` only starts the decode and throws the promise it
 * would suspend on: it reaches no hook before that. It is called only while the page's stream
 * is still untaken, the one state in which it does nothing else. If the call does anything
 * other than throw that promise, hydration goes ahead as before and Remix decodes as it
 * renders.
 */
export function remixDataDecoded(): Promise<void> {
  const context = window.__remixContext;
  if (!context?.future.v3_singleFetch || context.stream === undefined) {
    return Promise.resolve();
  }
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (isThenable(thrown)) return Promise.resolve(thrown).then(() => undefined);
  }
  return Promise.resolve();
}
