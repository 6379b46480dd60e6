import {describe, expect, it} from 'vitest';
import {
  MANIFEST_START,
  compactJson,
  withCompactManifest,
} from '~/features/shell/compact-manifest.server';

/**
 * Remix's manifest in a page's module script, written compactly (decision 0125): the same
 * object, and every other byte of the page as it was, wherever the stream's chunks break.
 */

const MANIFEST = {
  entry: {module: '/assets/entry.client-x.js', imports: ['/assets/vendor-x.js'], css: []},
  routes: {
    root: {id: 'root', path: '', hasLoader: true, module: '/assets/root-x.js', css: []},
    'routes/products.$handle': {
      id: 'routes/products.$handle',
      parentId: 'root',
      path: 'products/:handle',
      module: '/assets/products._handle-x.js',
      imports: ['/assets/vendor-x.js', '/assets/Price-x.js'],
    },
  },
  url: '/assets/manifest-53ac0b0a.js',
  version: '53ac0b0a',
};

/** The module script as Remix writes it, between parts of a page. */
function page(manifest: string): string {
  return [
    '<!DOCTYPE html><html><head></head><body><p>Kumo · 24,00 €</p>',
    '<script type="module" async="">;\nimport * as route0 from "/assets/root-x.js";\n',
    `  ${MANIFEST_START}${manifest};\n`,
    '  window.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.client-x.js");</script>',
    '<script>window.__remixContext = {"state":{"loaderData":{}}};</script></body></html>',
  ].join('');
}

const INDENTED = page(JSON.stringify(MANIFEST, null, 2));
const COMPACT = page(JSON.stringify(MANIFEST));

/** A stream of the text's bytes in chunks of `size` bytes. */
function chunked(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function read(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("Remix's manifest in the page", () => {
  it.each([1, 2, 7, 25, 64, 4096])(
    'is written without indentation, the rest unchanged (chunks of %i bytes)',
    async (size) => {
      const out = await read(withCompactManifest(chunked(INDENTED, size)));
      expect(out).toBe(COMPACT);
      const written =
        /window\.__remixManifest = (.*);\n {2}window\.__remixRouteModules/.exec(out);
      expect(JSON.parse(written?.[1] ?? 'null')).toEqual(MANIFEST);
    },
  );

  it('leaves a page without a manifest as it is', async () => {
    const html = '<!DOCTYPE html><p>window.__remix</p><p>\n};</p>';
    expect(await read(withCompactManifest(chunked(html, 3)))).toBe(html);
  });

  it('leaves text that is not JSON as it is', () => {
    expect(compactJson('{\n  "entry": oops\n}')).toBe('{\n  "entry": oops\n}');
  });
});
