/**
 * The build's static files for MiniOxygen's worker. MiniOxygen's own asset server listens on
 * every interface, with no option to change it, so the stack serves the files itself, on
 * loopback only: the only client is the workerd process on this machine.
 */
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {LOCAL_HOST} from './local-env';

/** The types the build's client folder holds; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.webmanifest': 'application/manifest+json',
};

/** The file a request path names inside `root`, or null when it names none there. */
export function assetFile(root: string, requestPath: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(requestPath.split('?', 1)[0] ?? '');
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

export interface AssetServer {
  /** The origin MiniOxygen fetches the files from, with a trailing slash. */
  origin: string;
  address: AddressInfo;
  close(): Promise<void>;
}

export async function startAssetServer(
  directory: string,
  port = 0,
  host = LOCAL_HOST,
): Promise<AssetServer> {
  const root = path.resolve(directory);
  const server = http.createServer((request, response) => {
    void (async () => {
      const file = assetFile(root, request.url ?? '/');
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile() || !['GET', 'HEAD'].includes(request.method ?? '')) {
        response.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
        response.end('not found');
        return;
      }
      response.writeHead(200, {
        'Content-Type':
          CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': String(info.size),
        'X-Content-Type-Options': 'nosniff',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${address.port}/`,
    address,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
