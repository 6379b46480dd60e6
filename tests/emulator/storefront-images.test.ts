import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {
  acceptsMediaType,
  ImageCdn,
  outputSize,
  parseImageRequest,
  RENDITION_WIDTHS,
  renditionBox,
} from '../../emulators/commerce/src/images/cdn';
import {sharedStorefront} from './storefront-platform';

const client = sharedStorefront();

const PORTRAIT = {width: 1200, height: 1500};
/** What Chromium sends for an <img>. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('output size, as Shopify sizes images', () => {
  it.each([
    [
      {width: 300, height: null, crop: null},
      {width: 300, height: 375, fit: 'inside'},
    ],
    [
      {width: null, height: 300, crop: null},
      {width: 240, height: 300, fit: 'inside'},
    ],
    [
      {width: 300, height: 300, crop: 'center'},
      {width: 300, height: 300, fit: 'cover'},
    ],
    [
      {width: 300, height: 300, crop: null},
      {width: 240, height: 300, fit: 'inside'},
    ],
    [
      {width: 5000, height: null, crop: null},
      {width: 1200, height: 1500, fit: 'inside'},
    ],
    [
      {width: 2400, height: 2400, crop: 'top'},
      {width: 1200, height: 1200, fit: 'cover'},
    ],
    [
      {width: null, height: null, crop: null},
      {width: 1200, height: 1500, fit: 'inside'},
    ],
  ] as const)('%o -> %o', (request, expected) => {
    expect(outputSize(PORTRAIT, request)).toEqual(expected);
  });

  it.each([
    ['/cdn/shop/files/a-1.png?width=10', {name: 'a-1', format: 'png', width: 48}],
    ['/cdn/shop/files/a-1.png?format=webp', {name: 'a-1', format: 'webp'}],
    ['/cdn/shop/files/a-1.jpeg?crop=left', {name: 'a-1', format: 'jpg', crop: 'left'}],
    ['/cdn/shop/files/a-1.png?width=-3&crop=sideways', {width: null, crop: null}],
  ])('reads %s', (path, expected) => {
    expect(parseImageRequest(new URL(path, 'http://127.0.0.1'))).toMatchObject(expected);
  });

  it.each([
    ['/cdn/shop/files/a-1.png', BROWSER_ACCEPT, 'webp', true],
    ['/cdn/shop/files/a-1.jpg?width=10', BROWSER_ACCEPT, 'webp', true],
    ['/cdn/shop/files/a-1.png', 'image/*,*/*;q=0.8', 'png', true],
    ['/cdn/shop/files/a-1.png', 'image/webp;q=0, image/png', 'png', true],
    ['/cdn/shop/files/a-1.png', '', 'png', true],
    ['/cdn/shop/files/a-1.png?format=pjpg', BROWSER_ACCEPT, 'jpg', false],
    ['/cdn/shop/files/a-1.png?format=png', BROWSER_ACCEPT, 'png', false],
    ['/cdn/shop/files/a-1.webp', '', 'webp', false],
    ['/cdn/shop/files/a-1.svg', BROWSER_ACCEPT, 'svg', false],
  ])(
    'answers %s to Accept "%s" in %s (varies by Accept: %s)',
    (path, accept, format, varies) => {
      expect(parseImageRequest(new URL(path, 'http://127.0.0.1'), accept)).toMatchObject({
        format,
        variesByAccept: varies,
      });
    },
  );

  it.each([
    ['image/webp', true],
    ['IMAGE/WEBP;Q=0.5', true],
    ['image/avif, image/webp ;q=0.9', true],
    ['image/webp;q=0', false],
    ['image/webp;q=0.0', false],
    ['image/*', false],
    ['*/*', false],
    ['image/webpx', false],
  ])('Accept "%s" accepts WebP: %s', (accept, accepted) => {
    expect(acceptsMediaType(accept, 'image/webp')).toBe(accepted);
  });

  it.each(['/cdn/shop/files/a-1.gif', '/cdn/shop/files/../x.png', '/cdn/shop/files/a'])(
    'refuses %s',
    (path) => {
      expect(
        parseImageRequest(new URL(`http://127.0.0.1${path.replace('..', '%2E%2E')}`)),
      ).toBeNull();
    },
  );
});

async function image(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${client.url}${path}`, {headers});
  const body = Buffer.from(await response.arrayBuffer());
  const metadata = response.status === 200 ? await sharp(body).metadata() : null;
  return {response, body, metadata};
}

describe('the sizes the CDN renders', () => {
  it('renders every width the storefront asks for, and nothing between them', () => {
    expect(RENDITION_WIDTHS).toEqual([
      48, 72, 88, 96, 100, 144, 176, 192, 200, 216, 264, 288, 400, 600, 800, 960, 1000,
      1200, 1400, 1600, 1800, 1920, 2000, 2200, 2400, 2600, 2800, 2880, 3000,
    ]);
  });

  it.each([
    [300, null, {width: 400, height: null}],
    [10, null, {width: 48, height: null}],
    [5000, null, {width: 3000, height: null}],
    [200, 250, {width: 200, height: 250}],
    [200, 83, {width: 200, height: 83}],
    [176, 220, {width: 176, height: 220}],
    [300, 300, {width: 400, height: 400}],
    [333, 1000, {width: 400, height: 500}],
    [1001, 1, {width: 1200, height: 500}],
    [null, 300, {width: null, height: 400}],
    [null, null, {width: null, height: null}],
  ] as const)('a %s x %s box is rendered as %o', (width, height, expected) => {
    expect(renditionBox(width, height)).toEqual(expected);
  });
});

describe('the image CDN', () => {
  it('serves PNG and WebP of the allowed size, with immutable caching', async () => {
    const png = await image('/cdn/shop/files/kumo-blending-brush-1.png?width=300');
    expect(png.response.headers.get('content-type')).toBe('image/png');
    expect(png.response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(png.metadata).toMatchObject({format: 'png', width: 400, height: 500});

    const webp = await image(
      '/cdn/shop/files/kumo-blending-brush-1.webp?width=200&height=200&crop=center',
    );
    expect(webp.metadata).toMatchObject({format: 'webp', width: 200, height: 200});

    const jpg = await image(
      '/cdn/shop/files/yuki-powder-brush-wide.png?width=1200&format=pjpg',
    );
    expect(jpg.metadata).toMatchObject({format: 'jpeg', width: 1200, height: 500});
  });

  it('answers a flood of odd sizes with the few renditions it allows', async () => {
    const etags = new Set<string>();
    for (let width = 401; width <= 440; width += 1) {
      const {response} = await image(
        `/cdn/shop/files/sora-kabuki-1.png?width=${width}&height=${width + 7}&crop=center`,
      );
      expect(response.status).toBe(200);
      etags.add(response.headers.get('etag') ?? '');
    }
    expect(etags.size).toBe(1);
  });

  it('remembers no name it does not hold, however many are asked for', async () => {
    const before = client.platform.core.images.sourcesInMemory;
    for (let n = 0; n < 50; n += 1) {
      expect((await fetch(`${client.url}/cdn/shop/files/nothing-${n}.png`)).status).toBe(
        404,
      );
    }
    expect(client.platform.core.images.sourcesInMemory).toBe(before);
  });

  it('answers a browser that accepts WebP in WebP at the same address, and others in PNG (Vary: Accept)', async () => {
    const path = '/cdn/shop/files/kumo-blending-brush-1.png?width=600';
    const webp = await image(path, {Accept: BROWSER_ACCEPT});
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.response.headers.get('vary')).toBe('Accept');
    expect(webp.metadata).toMatchObject({format: 'webp', width: 600, height: 750});

    const png = await image(path, {Accept: 'image/png,image/*;q=0.8'});
    expect(png.response.headers.get('content-type')).toBe('image/png');
    expect(png.response.headers.get('vary')).toBe('Accept');
    expect(png.metadata).toMatchObject({format: 'png', width: 600, height: 750});

    // The largest image of a product page: WebP is a small fraction of the PNG.
    expect(webp.body.length * 5).toBeLessThan(png.body.length);
    // Each rendition has its own validator, so a cache never answers one with the other.
    expect(webp.response.headers.get('etag')).not.toBe(png.response.headers.get('etag'));
    const revalidated = await fetch(`${client.url}${path}`, {
      headers: {
        Accept: BROWSER_ACCEPT,
        'If-None-Match': png.response.headers.get('etag') ?? '',
      },
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps a format the address asks for, whatever the browser accepts', async () => {
    const jpg = await image(
      '/cdn/shop/files/kumo-blending-brush-1.png?width=100&format=pjpg',
      {
        Accept: BROWSER_ACCEPT,
      },
    );
    expect(jpg.metadata).toMatchObject({format: 'jpeg'});
    expect(jpg.response.headers.get('vary')).toBeNull();
  });

  it('answers 304 to a matching If-None-Match and 404 to an unknown file', async () => {
    const first = await image('/cdn/shop/files/sora-kabuki-2.png?width=100');
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(
      `${client.url}/cdn/shop/files/sora-kabuki-2.png?width=100`,
      {
        headers: {'If-None-Match': etag},
      },
    );
    expect(again.status).toBe(304);
    expect((await fetch(`${client.url}/cdn/shop/files/no-such-brush-1.png`)).status).toBe(
      404,
    );
  });

  it('gives Image.url(transform:) the transformed URL on the platform origin', async () => {
    const {data} = await client.query(`{
      product(handle: "kumo-blending-brush") {
        featuredImage {
          url
          small: url(transform: {maxWidth: 300, maxHeight: 300, crop: CENTER, preferredContentType: WEBP})
          double: url(transform: {maxWidth: 100, scale: 2})
          transformedSrc(maxWidth: 50)
          width
          height
        }
      }
    }`);
    const featured = data?.product.featuredImage;
    expect(featured).toEqual({
      url: `${client.url}/cdn/shop/files/kumo-blending-brush-1.png`,
      small: `${client.url}/cdn/shop/files/kumo-blending-brush-1.webp?width=300&height=300&crop=center`,
      double: `${client.url}/cdn/shop/files/kumo-blending-brush-1.png?width=200`,
      transformedSrc: `${client.url}/cdn/shop/files/kumo-blending-brush-1.png?width=50`,
      width: 1200,
      height: 1500,
    });
    const small = new URL(featured.small);
    const served = await image(small.pathname + small.search);
    expect(served.metadata).toMatchObject({format: 'webp', width: 400, height: 400});
  });

  it('keeps no more renditions on disk than its limit, dropping the least recently used', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cdn-cache-'));
    try {
      const source = client.platform.db
        .prepare('SELECT name, width, height, body FROM files WHERE name = ?')
        .get('sora-kabuki-1') as {
        name: string;
        width: number;
        height: number;
        body: string;
      };
      const cdn = new ImageCdn(client.platform.db, folder, 3);
      for (const width of [48, 72, 88, 96]) {
        await cdn.render(source, {
          name: source.name,
          format: 'png',
          width,
          height: null,
          crop: null,
          variesByAccept: false,
        });
      }
      expect(readdirSync(folder)).toHaveLength(3);

      // A platform started with a lower limit trims what an earlier run left.
      new ImageCdn(client.platform.db, folder, 2);
      expect(readdirSync(folder)).toHaveLength(2);
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  });

  it('draws three distinct pictures per product, and a different one for each handle colour', async () => {
    // 60 products hold the seed's catalog.
    const {data} = await client.query(`{
      products(first: 60) { nodes { handle images(first: 10) { nodes { url } } } }
      product(handle: "hana-angled-brow") { variants(first: 10) { nodes { sku image { url } } } }
    }`);
    for (const product of data?.products.nodes ?? []) {
      expect(product.images.nodes).toHaveLength(3);
    }
    const bodies = client.platform.db
      .prepare("SELECT body FROM files WHERE name LIKE '%-1'")
      .all() as {body: string}[];
    expect(new Set(bodies.map((row) => row.body)).size).toBe(bodies.length);

    const byHandle = new Map<string, string>(
      data?.product.variants.nodes.map((v: {sku: string; image: {url: string}}) => [
        v.sku,
        v.image.url,
      ]),
    );
    expect(byHandle.get('EB06-US')).toMatch(/hana-angled-brow-1\.png$/);
    expect(byHandle.get('EB06N-US')).toMatch(/hana-angled-brow-2\.png$/);
  });
});

describe('product videos', () => {
  it('serves the custom.video URL, whole or by byte range', async () => {
    const {data} = await client.query(`{
      product(handle: "saibikoho-white-cheek-brush") { metafield(namespace: "custom", key: "video") { value } }
    }`);
    const url: string = data?.product.metafield.value;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await whole.arrayBuffer());
    // An MP4 starts with its ftyp box.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const part = await fetch(url, {headers: {Range: 'bytes=0-99'}});
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    expect((await fetch(url.replace('.mp4', '.webm'))).headers.get('content-type')).toBe(
      'video/webm',
    );
    expect((await fetch(`${client.url}/cdn/shop/videos/nothing.mp4`)).status).toBe(404);
  });
});
