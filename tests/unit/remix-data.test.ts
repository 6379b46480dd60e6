// @vitest-environment happy-dom
import {encode} from 'turbo-stream';
import {afterEach, describe, expect, it} from 'vitest';
import {remixDataDecoded} from '~/ui/remix-data';

/**
 * The page's data is decoded by Remix itself before hydration starts, so that the root never
 * suspends while it hydrates (a tap then would leave the page dead). These run Remix's own
 * `RemixBrowser` on a page context like the one the server streams.
 */

const STATE = {loaderData: {root: {language: 'fr'}}, actionData: null, errors: null};

function pageContext(singleFetch: boolean): typeof window.__remixContext {
  return {
    state: undefined as unknown as typeof window.__remixContext.state,
    future: {v3_singleFetch: singleFetch} as typeof window.__remixContext.future,
    isSpaMode: false,
    stream: encode(STATE),
    streamController: undefined as unknown as ReadableStreamDefaultController<Uint8Array>,
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, '__remixContext');
});

describe('remixDataDecoded', () => {
  it('leaves a page without single fetch to Remix', async () => {
    const context = pageContext(false);
    window.__remixContext = context;
    await remixDataDecoded();
    expect(context.stream).toBeDefined();
    expect(context.state).toBeUndefined();
  });

  it('has nothing to do once Remix has taken the stream', async () => {
    const context = {...pageContext(true), stream: undefined};
    window.__remixContext = context;
    await remixDataDecoded();
    expect(context.state).toBeUndefined();
  });

  it('resolves once Remix has decoded the streamed state, which hydration then reads', async () => {
    const context = pageContext(true);
    window.__remixContext = context;
    await remixDataDecoded();
    expect(context.stream).toBeUndefined();
    expect(context.state).toEqual(STATE);
  });
});
