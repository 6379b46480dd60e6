/**
 * Bytes a page costs before it is interactive, read from the build the stack serves: every
 * script the HTML loads or preloads and every module those import statically (the browser
 * fetches them all before hydrating), gzip-compressed as a CDN would serve them; the same for
 * stylesheets; and the worker bundle's size.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {build, type Rollup} from 'vite';
import {SCREEN_ONLY_LIBRARIES} from './config';
import {pageAssets, staticImports} from './html';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Screen-only libraries found in this chunk (config SCREEN_ONLY_LIBRARIES). */
  libraries: string[];
}

export interface PageBundle {
  page: string;
  scripts: ChunkSize[];
  jsGzipBytes: number;
  jsBytes: number;
  stylesheets: ChunkSize[];
  cssGzipBytes: number;
  cssBytes: number;
  screenOnlyLibraries: string[];
}

export function gzipSize(contents: Buffer | string): number {
  return gzipSync(contents).length;
}

function chunkSize(file: string, contents: Buffer): ChunkSize {
  const text = contents.toString('utf8');
  return {
    file,
    bytes: contents.length,
    gzipBytes: gzipSize(contents),
    libraries: SCREEN_ONLY_LIBRARIES.filter(({marker}) => marker.test(text)).map(
      ({name}) => name,
    ),
  };
}

/** `/assets/x.js` (or a URL on the storefront) to the build's client file. */
function clientFile(clientDir: string, reference: string): string | null {
  const pathname = new URL(reference, 'http://storefront.invalid').pathname;
  const file = path.join(clientDir, decodeURIComponent(pathname));
  return file.startsWith(clientDir + path.sep) && existsSync(file) ? file : null;
}

/**
 * Every script a page loads first: the HTML's own references, then the static imports of each
 * (relative to the importing chunk), each file once.
 */
export function firstLoadScripts(clientDir: string, html: string): string[] {
  const pending = pageAssets(html).scripts.map((reference) => {
    const file = clientFile(clientDir, reference);
    if (!file) throw new Error(`the page references ${reference}, which the build lacks`);
    return file;
  });
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
      const imported = specifier.startsWith('/')
        ? clientFile(clientDir, specifier)
        : path.resolve(path.dirname(file), specifier);
      if (imported && existsSync(imported)) pending.push(imported);
    }
  }
  return [...seen];
}

export function pageBundle(clientDir: string, page: string, html: string): PageBundle {
  const relative = (file: string) => path.relative(clientDir, file);
  const scripts = firstLoadScripts(clientDir, html).map((file) =>
    chunkSize(relative(file), readFileSync(file)),
  );
  const stylesheets = pageAssets(html).stylesheets.map((reference) => {
    const file = clientFile(clientDir, reference);
    if (!file) throw new Error(`the page references ${reference}, which the build lacks`);
    return chunkSize(relative(file), readFileSync(file));
  });
  const sum = (chunks: ChunkSize[], key: 'bytes' | 'gzipBytes') =>
    chunks.reduce((total, chunk) => total + chunk[key], 0);
  return {
    page,
    scripts,
    jsGzipBytes: sum(scripts, 'gzipBytes'),
    jsBytes: sum(scripts, 'bytes'),
    stylesheets,
    cssGzipBytes: sum(stylesheets, 'gzipBytes'),
    cssBytes: sum(stylesheets, 'bytes'),
    screenOnlyLibraries: [...new Set(scripts.flatMap((chunk) => chunk.libraries))],
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

export interface WorkerBundle {
  files: {file: string; bytes: number; gzipBytes: number}[];
  bytes: number;
  gzipBytes: number;
}

/** The worker's JavaScript: index.js and any chunks beside it. */
export function workerBundle(serverDir: string): WorkerBundle {
  const files = filesUnder(serverDir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => {
      const contents = readFileSync(file);
      return {
        file: path.relative(serverDir, file),
        bytes: contents.length,
        gzipBytes: gzipSize(contents),
      };
    });
  return {
    files,
    bytes: files.reduce((total, file) => total + file.bytes, 0),
    gzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0),
  };
}

/** The stack's fixed i18n pair, which the first-load budget allows beside the skeleton's JS. */
export const I18N_PAIR = ['i18next', 'react-i18next'] as const;
const PAIR_ENTRY = '\0i18n-pair';

/**
 * i18next and react-i18next whole, with what they import but React, built and minified as
 * Vite builds the shop's browser code, gzip-compressed as served: what the pair can add to a
 * page's first load.
 */
export async function i18nPairGzipBytes(): Promise<number> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.resolve(import.meta.dirname, '..'),
    plugins: [
      {
        name: 'i18n-pair',
        resolveId: (id) => (id === PAIR_ENTRY ? id : null),
        load: (id) =>
          id === PAIR_ENTRY
            ? I18N_PAIR.map(
                (name, index) => `export * as pair${index} from '${name}';`,
              ).join('\n')
            : null,
      },
    ],
    build: {
      write: false,
      rollupOptions: {
        input: PAIR_ENTRY,
        external: [/^react(-dom)?(\/|$)/],
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rollup.RollupOutput[];
  return outputs
    .flatMap(({output}) => output)
    .reduce(
      (total, file) => total + (file.type === 'chunk' ? gzipSize(file.code) : 0),
      0,
    );
}
