import {createHash} from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import type Database from 'better-sqlite3';
import sharp from 'sharp';

/** Shopify's CDN does not render larger than this on either side. */
export const MAX_IMAGE_DIMENSION = 5760;

/** Rendered images kept in memory, by total size. */
const MEMORY_CACHE_BYTES = 64 * 1024 * 1024;

/** Rendered images kept on disk (about 40 KB each), the least recently used going first. */
export const DISK_CACHE_RENDITIONS = 4000;

/** Hydrogen's Image component: its placeholder width and its responsive srcset steps. */
const IMAGE_PLACEHOLDER_WIDTH = 100;
const RESPONSIVE_WIDTHS = Array.from({length: 15}, (_, step) => 200 + step * 200);

/**
 * The storefront's fixed-size images, which Hydrogen asks for at 1x, 2x and 3x: search
 * suggestions (48), gallery thumbnails (72), cart lines (88), checkout lines (96) and the
 * product video's poster (960).
 */
const FIXED_IMAGE_WIDTHS = [48, 72, 88, 96, 960];
const DENSITIES = [1, 2, 3];

/**
 * The only sizes the CDN renders, so that a stranger cannot make it draw (0.25–0.4 s each) and
 * store (about 40 KB each) a new image per request. Any other size is answered with the next
 * allowed one up, which a browser scales like any srcset candidate.
 */
export const RENDITION_WIDTHS: readonly number[] = [
  ...new Set([
    IMAGE_PLACEHOLDER_WIDTH,
    ...RESPONSIVE_WIDTHS,
    ...FIXED_IMAGE_WIDTHS.flatMap((width) => DENSITIES.map((density) => width * density)),
  ]),
].sort((a, b) => a - b);

/**
 * The box shapes (height over width) the CDN renders: the storefront's image aspect ratios
 * 12/5, 4/3, 1/1 and 4/5. A box of another shape is answered in the nearest of these.
 */
export const RENDITION_SHAPES: readonly number[] = [5 / 12, 3 / 4, 1, 5 / 4];

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Format = 'png' | 'webp' | 'jpg' | 'svg';

const CONTENT_TYPES: Record<Format, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

const FORMAT_NAMES: Record<string, Format> = {
  png: 'png',
  webp: 'webp',
  jpg: 'jpg',
  jpeg: 'jpg',
  pjpg: 'jpg',
  svg: 'svg',
};

const CROP_POSITIONS: Record<string, string> = {
  center: 'centre',
  top: 'north',
  bottom: 'south',
  left: 'west',
  right: 'east',
};

interface StoredFile {
  name: string;
  width: number;
  height: number;
  body: string;
}

interface Rendered {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface ImageRequest {
  name: string;
  format: Format;
  width: number | null;
  height: number | null;
  crop: string | null;
  /**
   * The URL names no format of its own (a .png or .jpg without ?format=), so the answer
   * depends on the browser's Accept header, as on Shopify's CDN: caches must keep one copy
   * per Accept (Vary).
   */
  variesByAccept: boolean;
}

function dimension(value: string | null): number | null {
  if (value === null) return null;
  const number = Math.round(Number(value));
  return Number.isFinite(number) && number > 0
    ? Math.min(number, MAX_IMAGE_DIMENSION)
    : null;
}

/** The smallest allowed size at least as large as the one asked for, else the largest. */
export function renditionSize(asked: number): number {
  return (
    RENDITION_WIDTHS.find((width) => width >= asked) ??
    (RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1] as number)
  );
}

/** A requested width and height brought onto the allowed sizes and shapes. */
export function renditionBox(
  width: number | null,
  height: number | null,
): {width: number | null; height: number | null} {
  if (width === null)
    return {width, height: height === null ? null : renditionSize(height)};
  const allowedWidth = renditionSize(width);
  if (height === null) return {width: allowedWidth, height};
  const shape = height / width;
  const nearest = RENDITION_SHAPES.reduce((best, candidate) =>
    Math.abs(candidate - shape) < Math.abs(best - shape) ? candidate : best,
  );
  return {width: allowedWidth, height: Math.round(allowedWidth * nearest)};
}

/** Addresses of these formats are answered in WebP to a browser that accepts it. */
const NEGOTIABLE: ReadonlySet<Format> = new Set(['png', 'jpg']);

/**
 * Whether an Accept header names this media type with a quality above zero. Wildcard
 * ranges (image/* or any type) do not count: browsers that send only those may not decode WebP.
 */
export function acceptsMediaType(accept: string, mediaType: string): boolean {
  return accept.split(',').some((range) => {
    const [name, ...parameters] = range
      .split(';')
      .map((part) => part.trim().toLowerCase());
    if (name !== mediaType) return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * Reads /cdn/shop/files/<name>.<ext>?width=&height=&crop=&format= into a render request.
 * Without ?format=, a browser that accepts WebP gets WebP for a .png or .jpg address, as
 * Shopify's CDN does; the address stays the same.
 */
export function parseImageRequest(url: URL, accept = ''): ImageRequest | null {
  const match = /^\/cdn\/shop\/files\/([\w.-]+?)\.(\w+)$/.exec(url.pathname);
  if (!match) return null;
  const asked = FORMAT_NAMES[(url.searchParams.get('format') ?? '').toLowerCase()];
  const own = FORMAT_NAMES[(match[2] ?? '').toLowerCase()];
  if (!asked && !own) return null;
  const variesByAccept = !asked && own !== undefined && NEGOTIABLE.has(own);
  const format =
    asked ??
    (variesByAccept && acceptsMediaType(accept, CONTENT_TYPES.webp) ? 'webp' : own);
  if (!format) return null;
  const crop = (url.searchParams.get('crop') ?? '').toLowerCase();
  return {
    name: match[1] ?? '',
    format,
    ...renditionBox(
      dimension(url.searchParams.get('width')),
      dimension(url.searchParams.get('height')),
    ),
    crop: crop in CROP_POSITIONS ? crop : null,
    variesByAccept,
  };
}

/**
 * The output size, as Shopify's CDN sizes: width and height with a crop fill the box exactly;
 * without a crop the image fits inside the box; one side keeps the aspect ratio; and nothing
 * is enlarged beyond the original.
 */
export function outputSize(
  file: {width: number; height: number},
  request: Pick<ImageRequest, 'width' | 'height' | 'crop'>,
): {width: number; height: number; fit: 'cover' | 'inside'} {
  const ratio = file.width / file.height;
  let {width, height} = request;
  const fit = width && height && request.crop ? 'cover' : 'inside';
  if (width && height && fit === 'inside') {
    if (width / height > ratio) width = Math.round(height * ratio);
    else height = Math.round(width / ratio);
  } else if (width && !height) {
    height = Math.round(width / ratio);
  } else if (height && !width) {
    width = Math.round(height * ratio);
  } else if (!width && !height) {
    width = file.width;
    height = file.height;
  }
  let w = width as number;
  let h = height as number;
  const shrink = Math.min(1, file.width / w, file.height / h);
  w = Math.max(1, Math.round(w * shrink));
  h = Math.max(1, Math.round(h * shrink));
  return {width: w, height: h, fit};
}

/**
 * The platform's image CDN: the drawn SVGs, rasterised with sharp to the requested size and
 * format. Rendered bytes are cached in memory (and on disk when a cache folder is given), both
 * bounded, and concurrent requests for the same rendition share one render.
 */
export class ImageCdn {
  private readonly select: Database.Statement;
  /** Only files that exist: a name that is not stored costs one indexed lookup, never memory. */
  private readonly files = new Map<string, StoredFile>();
  private readonly memory = new Map<string, Rendered>();
  private memoryBytes = 0;
  /** Files in the disk cache, oldest use first. */
  private readonly onDisk = new Map<string, true>();
  private readonly inFlight = new Map<string, Promise<Rendered>>();

  constructor(
    db: Database.Database,
    private readonly diskCache: string | null,
    private readonly diskLimit = DISK_CACHE_RENDITIONS,
  ) {
    this.select = db.prepare(
      'SELECT name, width, height, body FROM files WHERE name = ?',
    );
    if (diskCache) {
      mkdirSync(diskCache, {recursive: true});
      const stored = readdirSync(diskCache).map((name) => ({
        name,
        used: statSync(path.join(diskCache, name)).mtimeMs,
      }));
      for (const {name} of stored.sort((a, b) => a.used - b.used))
        this.onDisk.set(name, true);
      this.trimDisk();
    }
  }

  /** How many source drawings are held in memory (never more than the stored files). */
  get sourcesInMemory(): number {
    return this.files.size;
  }

  /** Forgets cached sources (after a re-seed); rendered bytes stay valid, drawings are deterministic. */
  clearSources(): void {
    this.files.clear();
  }

  private file(name: string): StoredFile | null {
    let file = this.files.get(name);
    if (file === undefined) {
      file = this.select.get(name) as StoredFile | undefined;
      if (file) this.files.set(name, file);
    }
    return file ?? null;
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const request = parseImageRequest(url, req.headers.accept);
    const file = request ? this.file(request.name) : null;
    if (!request || !file) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Not Found');
      return;
    }
    const rendered = await this.render(file, request);
    const headers = {
      'Content-Type': rendered.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: rendered.etag,
      'Access-Control-Allow-Origin': '*',
      'Timing-Allow-Origin': '*',
      ...(request.variesByAccept ? {Vary: 'Accept'} : {}),
    };
    if (req.headers['if-none-match'] === rendered.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {...headers, 'Content-Length': rendered.body.length});
    res.end(req.method === 'HEAD' ? undefined : rendered.body);
  }

  render(file: StoredFile, request: ImageRequest): Promise<Rendered> {
    const size = outputSize(file, request);
    const key = `${file.name}|${size.width}x${size.height}|${size.fit}|${request.crop ?? ''}|${request.format}`;
    const cached = this.memory.get(key);
    if (cached) {
      this.memory.delete(key);
      this.memory.set(key, cached);
      return Promise.resolve(cached);
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.produce(file, request, size, key).finally(() =>
        this.inFlight.delete(key),
      );
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async produce(
    file: StoredFile,
    request: ImageRequest,
    size: {width: number; height: number; fit: 'cover' | 'inside'},
    key: string,
  ): Promise<Rendered> {
    const etag = `"${createHash('sha1').update(key).update(file.body).digest('hex').slice(0, 20)}"`;
    const diskName = `${etag.slice(1, -1)}.${request.format}`;
    const diskPath = this.diskCache ? path.join(this.diskCache, diskName) : null;
    let body: Buffer | null = null;
    if (diskPath) {
      try {
        body = readFileSync(diskPath);
      } catch {
        body = null;
      }
    }
    if (!body) {
      body =
        request.format === 'svg'
          ? Buffer.from(file.body)
          : await rasterise(file, request, size);
      if (diskPath) writeFileSync(diskPath, body);
    }
    if (diskPath) {
      this.onDisk.delete(diskName);
      this.onDisk.set(diskName, true);
      this.trimDisk();
    }
    const rendered = {body, contentType: CONTENT_TYPES[request.format], etag};
    this.remember(key, rendered);
    return rendered;
  }

  private trimDisk(): void {
    if (!this.diskCache) return;
    for (const name of this.onDisk.keys()) {
      if (this.onDisk.size <= this.diskLimit) break;
      this.onDisk.delete(name);
      try {
        unlinkSync(path.join(this.diskCache, name));
      } catch {
        // Already gone (another process sharing the folder): the count is what matters.
      }
    }
  }

  private remember(key: string, rendered: Rendered): void {
    this.memory.set(key, rendered);
    this.memoryBytes += rendered.body.length;
    for (const [oldKey, old] of this.memory) {
      if (this.memoryBytes <= MEMORY_CACHE_BYTES) break;
      this.memory.delete(oldKey);
      this.memoryBytes -= old.body.length;
    }
  }
}

async function rasterise(
  file: StoredFile,
  request: ImageRequest,
  size: {width: number; height: number; fit: 'cover' | 'inside'},
): Promise<Buffer> {
  // Rendering the vector at the density the output needs keeps small sizes cheap and large sizes sharp.
  const scale = Math.max(size.width / file.width, size.height / file.height);
  const density = Math.min(Math.max(72 * scale * 1.05, 1), 72 * 8);
  const image = sharp(Buffer.from(file.body), {density}).resize(size.width, size.height, {
    fit: size.fit,
    position: CROP_POSITIONS[request.crop ?? 'center'],
  });
  switch (request.format) {
    case 'webp':
      return image.webp({quality: 82}).toBuffer();
    case 'jpg':
      return image
        .flatten({background: '#ffffff'})
        .jpeg({quality: 84, progressive: true})
        .toBuffer();
    default:
      return image.png({compressionLevel: 6}).toBuffer();
  }
}
