import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import {createElement, type ReactNode} from 'react';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type * as ReactDomServer from 'react-dom/server';
import type {ConfigEnv} from 'vite';
import {
  KEPT_STRINGS_LIMIT,
  KEPT_STRING_MAX_LENGTH,
  reactChunkMemo,
  withKeptStringChunks,
} from '../../dev/react-chunk-memo';

type Renderer = Pick<typeof ReactDomServer, 'renderToReadableStream'>;

const require = createRequire(import.meta.url);
const rendererFile = path.join(
  path.dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-server.browser.production.min.js',
);
const source = readFileSync(rendererFile, 'utf8');

/** Inside the project (its git-ignored cache), so the copies resolve React from node_modules. */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../.cache');

let dir: string;
let original: Renderer;
let kept: Renderer;

beforeAll(() => {
  mkdirSync(CACHE_DIR, {recursive: true});
  dir = mkdtempSync(path.join(CACHE_DIR, 'react-chunk-memo-'));
  const load = (name: string, code: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, code);
    return createRequire(file)(file) as Renderer;
  };
  original = load('original.cjs', source);
  kept = load('kept.cjs', withKeptStringChunks(source));
});

afterAll(() => rmSync(dir, {recursive: true, force: true}));

async function html(renderer: Renderer, node: ReactNode): Promise<string> {
  const stream = await renderer.renderToReadableStream(node);
  return new Response(stream).text();
}

interface Tree {
  tag: 'div' | 'a' | 'span' | 'p' | 'li';
  className: string;
  title: string;
  children: (Tree | string)[];
}

/** Short and long strings, with characters of one to four bytes, repeated across the tree. */
const text = fc.oneof(
  fc.constantFrom(
    'price',
    'add to cart',
    'Pinceau estompeur',
    '€ 12,00',
    '刷子',
    '🖌️ brush',
  ),
  fc.string({unit: 'binary', maxLength: 2 * KEPT_STRING_MAX_LENGTH}),
  fc.string({unit: 'grapheme', minLength: KEPT_STRING_MAX_LENGTH, maxLength: 400}),
);

const tree: fc.Arbitrary<Tree> = fc.letrec<{node: Tree}>((of) => ({
  node: fc.record({
    tag: fc.constantFrom('div', 'a', 'span', 'p', 'li'),
    className: text,
    title: text,
    children: fc.array(fc.oneof({depthSize: 'small'}, text, of('node')), {maxLength: 6}),
  }),
})).node;

function element(node: Tree | string, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(
    node.tag,
    {key, className: node.className, title: node.title},
    ...node.children.map((child, index) => element(child, index)),
  );
}

describe('react-chunk-memo', () => {
  it('renders the same bytes as React, render after render', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tree, {minLength: 1, maxLength: 4}), async (trees) => {
        const page = createElement(
          'main',
          null,
          ...trees.map((node, index) => element(node, index)),
        );
        const expected = await html(original, page);
        expect(await html(kept, page)).toBe(expected);
        expect(await html(kept, page)).toBe(expected);
      }),
      {seed: 0x5eed, numRuns: 150},
    );
  });

  it('renders two pages at once as React does', async () => {
    const page = (words: string) =>
      createElement(
        'ul',
        null,
        ...[...words].map((word, index) =>
          createElement('li', {key: index, className: `c${word}`}, word),
        ),
      );
    const [first, second] = await Promise.all([
      html(kept, page('brushes')),
      html(kept, page('pinceaux')),
    ]);
    expect(first).toBe(await html(original, page('brushes')));
    expect(second).toBe(await html(original, page('pinceaux')));
  });

  it('stays right as the oldest kept strings are let go', async () => {
    const labels = (from: number) =>
      Array.from({length: KEPT_STRINGS_LIMIT}, (_, index) => `label ${from + index}`);
    const page = (words: string[]) =>
      createElement(
        'div',
        null,
        ...words.map((word, index) =>
          createElement('span', {key: index, title: word}, word),
        ),
      );
    const recurring = page(labels(0));
    for (let round = 1; round <= 3; round++) {
      const fresh = page(labels(round * KEPT_STRINGS_LIMIT));
      expect(await html(kept, fresh)).toBe(await html(original, fresh));
      expect(await html(kept, recurring)).toBe(await html(original, recurring));
    }
  });

  it('refuses a React whose stringToChunk or writeChunk changed, and applies to the worker build only', () => {
    expect(() =>
      withKeptStringChunks(
        source.replace('function u(a){return ca.encode(a)}', 'function u(a){return a}'),
      ),
    ).toThrow(/needs a look/);
    expect(() =>
      withKeptStringChunks(source.replace('if(512<b.length)', 'if(2048<b.length)')),
    ).toThrow(/needs a look/);
    expect(() => withKeptStringChunks(`${source};x.enqueue(y)`)).toThrow(/needs a look/);

    const plugin = reactChunkMemo();
    const apply = plugin.apply as (config: object, env: ConfigEnv) => boolean;
    expect(apply({}, {command: 'build', mode: 'production', isSsrBuild: true})).toBe(
      true,
    );
    expect(apply({}, {command: 'build', mode: 'production', isSsrBuild: false})).toBe(
      false,
    );
    expect(apply({}, {command: 'serve', mode: 'development'})).toBe(false);
  });
});
