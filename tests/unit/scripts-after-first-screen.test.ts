import {describe, expect, it} from 'vitest';
import {
  FIRST_SCREEN_LOADER,
  HELD_MODULE_PRELOAD_REL,
  HELD_MODULE_SCRIPT_TYPE,
  replaceInStream,
  withScriptsAfterFirstScreen,
} from '~/server/scripts-after-first-screen.server';

async function collect<T>(stream: ReadableStream<T>): Promise<T[]> {
  const chunks: T[] = [];
  const reader = stream.getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

function streamOf<T>(chunks: readonly T[]): ReadableStream<T> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The texts as the bytes a render streams, and the bytes out as texts. */
async function replacedChunks(
  chunks: readonly string[],
  replacements: ReadonlyArray<readonly [string, string]>,
): Promise<string[]> {
  const out = await collect(
    replaceInStream(streamOf(chunks.map((chunk) => encoder.encode(chunk))), replacements),
  );
  return out.map((chunk) => decoder.decode(chunk));
}

const replaced = async (chunks: string[]) =>
  (await replacedChunks(chunks, [['<ab', '<ab!']])).join('');

describe('replaceInStream', () => {
  it.each([
    [['x<aby<ab'], 'x<ab!y<ab!'],
    [['x<', 'aby'], 'x<ab!y'],
    [['x<a', 'by'], 'x<ab!y'],
    [['x', '<', 'a', 'b'], 'x<ab!'],
    [['<a', 'c<', 'ab'], '<ac<ab!'],
    [['x<a'], 'x<a'],
    [['<<', 'ab<a'], '<<ab!<a'],
    [[''], ''],
    [['no match'], 'no match'],
    [['é<a', 'bé'], 'é<ab!é'],
    [['<ab<ab'], '<ab!<ab!'],
  ])('%j becomes %j', async (chunks, expected) => {
    expect(await replaced(chunks)).toBe(expected);
  });

  it('holds back only what could begin the pattern', async () => {
    const chunks = await replacedChunks(
      ['first <', 'ab second <a', 'x'],
      [['<ab', '<ab!']],
    );
    expect(chunks).toEqual(['first ', '<ab! second ', '<ax']);
  });
});

describe('replaceInStream with several patterns', () => {
  it.each([
    [['x<a', 'b y#c', 'd'], 'x<ab! y#cd?'],
    [['#', 'cd<', 'ab'], '#cd?<ab!'],
    [['x#c'], 'x#c'],
  ])('%j becomes %j', async (chunks, expected) => {
    const out = await replacedChunks(chunks, [
      ['<ab', '<ab!'],
      ['#cd', '#cd?'],
    ]);
    expect(out.join('')).toBe(expected);
  });

  it('finds a longer pattern split past the shorter one’s length', async () => {
    const out = await replacedChunks(
      ['x<a', 'b y#cdef', 'g z'],
      [
        ['<ab', '<ab!'],
        ['#cdefg', '#cdefg?'],
      ],
    );
    expect(out.join('')).toBe('x<ab! y#cdefg? z');
  });
});

describe('withScriptsAfterFirstScreen', () => {
  it('holds every module and adds the release to the context script, whatever the byte boundaries', async () => {
    const html =
      '<link rel="stylesheet" href="/assets/shop.css"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
      '<link rel="modulepreload" href="/assets/root.js"/><p>é</p>' +
      '<script nonce="n">window.__remixContext = {};</script>' +
      '<script nonce="n" type="module" async="">import "/assets/root.js";</script>';
    const bytes = new TextEncoder().encode(html);
    const chunks = Array.from({length: Math.ceil(bytes.length / 7)}, (_, index) =>
      bytes.slice(index * 7, index * 7 + 7),
    );
    const out = await collect(withScriptsAfterFirstScreen(streamOf(chunks)));
    const text = new TextDecoder().decode(
      new Uint8Array(out.flatMap((chunk) => Array.from(chunk))),
    );
    expect(text).toBe(
      '<link rel="stylesheet" href="/assets/shop.css"/>' +
        `<link rel="${HELD_MODULE_PRELOAD_REL}" href="/assets/entry.client.js"/>` +
        `<link rel="${HELD_MODULE_PRELOAD_REL}" href="/assets/root.js"/><p>é</p>` +
        `<script nonce="n">${FIRST_SCREEN_LOADER}window.__remixContext = {};</script>` +
        `<script nonce="n" type="${HELD_MODULE_SCRIPT_TYPE}" async="">import "/assets/root.js";</script>`,
    );
  });
});

describe('replaceInStream and its source', () => {
  it('cancels the render when the response is cancelled', async () => {
    const reasons: unknown[] = [];
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode('<p>'));
      },
      cancel(reason) {
        reasons.push(reason);
      },
    });
    const reader = replaceInStream(source, [['<ab', '<ab!']]).getReader();
    await reader.read();
    await reader.cancel('shopper left');
    expect(reasons).toEqual(['shopper left']);
  });

  it('fails when the render fails', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('<p>'));
        controller.error(new Error('render failed'));
      },
    });
    await expect(collect(replaceInStream(source, [['<ab', '<ab!']]))).rejects.toThrow(
      'render failed',
    );
  });
});
