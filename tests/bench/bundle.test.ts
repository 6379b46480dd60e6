import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {firstLoadScripts, gzipSize, pageBundle, workerBundle} from '../../bench/bundle';

let build: string;
let client: string;

const files: Record<string, string> = {
  'client/assets/entry.client-a.js': 'import{r}from"./components-b.js";r();',
  'client/assets/components-b.js': 'export const r=()=>1;',
  'client/assets/root-c.js':
    'import"./components-b.js";import{f}from"./search-d.js";const later=import("./account-e.js");',
  'client/assets/search-d.js':
    'export const f=()=>{throw new Error("Pattern length exceeds max of 32.")};',
  'client/assets/account-e.js': 'const name="@firebase/app";',
  'client/assets/app-f.css': 'body{margin:0}',
  'server/index.js': 'export default {fetch(){}}',
  'server/assets/chunk-g.js': 'export const g=1;',
};

beforeAll(() => {
  build = mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  client = path.join(build, 'client');
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
    writeFileSync(path.join(build, file), contents);
  }
});

afterAll(() => {
  rmSync(build, {recursive: true, force: true});
});

const html = `<html><head>
  <link rel="stylesheet" href="/assets/app-f.css"/>
  <link rel="modulepreload" href="/assets/entry.client-a.js"/>
  </head><body>
  <script type="module">import * as route0 from "/assets/root-c.js";</script>
  </body></html>`;

describe('firstLoadScripts', () => {
  it('follows static imports, not import()', () => {
    expect(
      firstLoadScripts(client, html).map((file) => path.relative(client, file)),
    ).toEqual([
      'assets/entry.client-a.js',
      'assets/root-c.js',
      'assets/components-b.js',
      'assets/search-d.js',
    ]);
  });

  it('fails on a reference the build lacks', () => {
    expect(() =>
      firstLoadScripts(client, '<link rel="modulepreload" href="/assets/gone.js">'),
    ).toThrow(/gone\.js/);
  });
});

describe('pageBundle', () => {
  it('sums gzip sizes and names the screen-only libraries it carries', () => {
    const bundle = pageBundle(client, 'home', html);
    expect(bundle.screenOnlyLibraries).toEqual(['fuse']);
    expect(
      bundle.scripts.find((chunk) => chunk.file === 'assets/search-d.js')?.libraries,
    ).toEqual(['fuse']);
    const expectedJs = [
      'entry.client-a.js',
      'root-c.js',
      'components-b.js',
      'search-d.js',
    ].reduce((sum, name) => sum + gzipSize(files[`client/assets/${name}`] ?? ''), 0);
    expect(bundle.jsGzipBytes).toBe(expectedJs);
    expect(bundle.cssGzipBytes).toBe(gzipSize(files['client/assets/app-f.css'] ?? ''));
  });
});

describe('workerBundle', () => {
  it('counts every script of the server build', () => {
    const worker = workerBundle(path.join(build, 'server'));
    expect(worker.files.map((file) => file.file).sort()).toEqual([
      'assets/chunk-g.js',
      'index.js',
    ]);
    expect(worker.gzipBytes).toBe(
      gzipSize(files['server/index.js'] ?? '') +
        gzipSize(files['server/assets/chunk-g.js'] ?? ''),
    );
  });
});
