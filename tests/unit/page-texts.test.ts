import {readFileSync} from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';
import {describe, expect, it} from 'vitest';
import {resources} from '~/i18n';
import {AREAS, areasOfRoutes, ROUTE_AREAS, type Area} from '~/i18n/areas';
import {pageTextsJson, serverPageTexts, textsVersion} from '~/i18n/page-texts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A key's text in the source: a string that starts with an area's name and a dot. */
const AREA_KEY = new RegExp(`['"\`](${AREAS.join('|')})\\.[A-Za-z]`, 'g');

/**
 * The areas whose keys appear in the modules the browser loads for a route: its module and
 * everything it imports, lazily loaded dialogs included. Server modules are left out, as the
 * client build leaves them out: they render with the server's every text.
 */
async function areasUsedBy(routeFile: string): Promise<Set<Area>> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [routeFile],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    packages: 'external',
    alias: {'~': './app', '@brush/rules': './app/rules', '#graphql': './graphql'},
    plugins: [
      {
        name: 'server-and-assets-outside',
        setup(builder) {
          builder.onResolve(
            {filter: /\.server(\.tsx?)?$|\?url$|\.css$|\.svg$/},
            (args) => ({
              path: args.path,
              external: true,
            }),
          );
        },
      },
    ],
  });
  const used = new Set<Area>();
  for (const file of Object.keys(result.metafile.inputs)) {
    // The texts themselves are not their uses.
    if (/^app\/i18n\/[a-z]+\.ts$/.test(file)) continue;
    for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(AREA_KEY)) {
      used.add(match[1] as Area);
    }
  }
  return used;
}

const ROUTE_FILES: Record<string, string> = {
  root: 'app/root.tsx',
  'routes/_index': 'app/routes/_index.tsx',
  'routes/products.$handle': 'app/routes/products.$handle.tsx',
  'routes/collections.$handle': 'app/routes/collections.$handle.tsx',
  'routes/collections._index': 'app/routes/collections._index.tsx',
  'routes/cart': 'app/routes/cart.tsx',
};

describe('the texts a page carries', () => {
  it('names a file for every route given areas', () => {
    expect(Object.keys(ROUTE_FILES).sort()).toEqual(Object.keys(ROUTE_AREAS).sort());
  });

  it('names every area of the texts', () => {
    expect([...AREAS].sort()).toEqual(Object.keys(resources.en.translation).sort());
  });

  for (const [id, file] of Object.entries(ROUTE_FILES)) {
    it(`holds every area that ${id} renders`, async () => {
      const page = id === 'root' ? ['root'] : ['root', id];
      const carried = new Set(areasOfRoutes(page));
      const missing = [...(await areasUsedBy(file))].filter((area) => !carried.has(area));
      expect(missing).toEqual([]);
    }, 30_000);
  }

  it('gives a route it does not know every area', () => {
    expect(areasOfRoutes(['root', 'routes/account.orders'])).toEqual(AREAS);
  });

  it('sends a product page in French its areas in French and no other', () => {
    const server = {of: () => resources.fr.translation, version: 'v'};
    const {json} = serverPageTexts(server as never, 'fr', [
      'root',
      'routes/products.$handle',
    ]);
    const texts = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(texts).sort()).toEqual(
      ['cart', 'catalog', 'errors', 'footer', 'growth', 'promos', 'shell'].sort(),
    );
    expect(texts.promos).toEqual(resources.fr.translation.promos);
  });

  it('names the texts by a version that changes when one text changes', () => {
    const changed = {
      ...resources,
      fr: {translation: {...resources.fr.translation, x: 'y'}},
    };
    expect(textsVersion(resources)).toBe(textsVersion(structuredClone(resources)));
    expect(textsVersion(changed)).not.toBe(textsVersion(resources));
  });

  it('never closes its script element early', () => {
    const json = pageTextsJson(
      {...resources.en.translation, shell: {x: '</script><b>'}} as never,
      ['shell'],
    );
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({shell: {x: '</script><b>'}});
  });
});
