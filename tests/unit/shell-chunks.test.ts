import path from 'node:path';
import type {Rollup} from 'vite';
import {describe, expect, it} from 'vitest';
import {shellChunks} from '../../dev/shell-chunks';

const app = (file: string) => path.resolve('app', file);
const pkg = (name: string) => path.resolve('node_modules', name, 'index.js');
const hydrogenReact = (file: string) =>
  path.resolve('node_modules/@shopify/hydrogen-react/dist/browser-prod', file);

/** A build's static imports: the entry and root, the shell they share, a route and a lazy dialog. */
const IMPORTS: Record<string, string[]> = {
  [app('entry.client.tsx')]: [pkg('react-dom')],
  [app('root.tsx')]: [
    app('features/shell/Header.tsx'),
    pkg('@remix-run/react'),
    pkg('@shopify/hydrogen'),
  ],
  [pkg('@shopify/hydrogen')]: [
    hydrogenReact('Image.mjs'),
    hydrogenReact('useShopifyCookies.mjs'),
  ],
  [hydrogenReact('useShopifyCookies.mjs')]: [hydrogenReact('cookies-utils.mjs')],
  [app('features/shell/Header.tsx')]: [app('rules/limits.ts'), pkg('react')],
  [app('routes/products.$handle.tsx')]: [
    app('features/catalog/Price.tsx'),
    app('rules/limits.ts'),
  ],
  [app('features/catalog/Price.tsx')]: [pkg('react')],
  [app('features/cart/Dialog.tsx')]: [pkg('focus-trap')],
};

const getModuleInfo = ((id: string) =>
  ({
    importedIds: IMPORTS[id] ?? [],
  }) as unknown as Rollup.ModuleInfo) as Rollup.GetModuleInfo;

describe('shellChunks', () => {
  it.each([
    ['the entry keeps its own chunk', app('entry.client.tsx'), null],
    ['the root route keeps its own chunk', app('root.tsx'), null],
    ["the root's own import", app('features/shell/Header.tsx'), 'shell'],
    ['a module the root reaches through another', app('rules/limits.ts'), 'shell'],
    ['a package the entry imports', pkg('react-dom'), 'vendor'],
    ["a package the root's modules import", pkg('react'), 'vendor'],
    ["a route's own module", app('features/catalog/Price.tsx'), null],
    ['a lazily loaded module', app('features/cart/Dialog.tsx'), null],
    ['a package only a lazily loaded module imports', pkg('focus-trap'), null],
    ["a package module Hydrogen's bundle imports", hydrogenReact('Image.mjs'), 'vendor'],
    [
      'what a package module of the shell imports',
      hydrogenReact('cookies-utils.mjs'),
      'vendor',
    ],
  ])('%s (%#)', (_case, id, chunk) => {
    const manualChunks = shellChunks();
    expect(
      manualChunks(id, {getModuleInfo, getModuleIds: () => [][Symbol.iterator]()}),
    ).toBe(chunk);
  });
});
