import {readdirSync, readFileSync} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {fileURLToPath} from 'node:url';

/**
 * Product videos (the custom.video metafield): short clips of a brush, rendered once from the
 * seed drawings with ffmpeg and kept in assets/videos, since nothing on a machine without
 * ffmpeg can encode video. Served with byte ranges, as video elements ask for them.
 */
const VIDEO_DIR = fileURLToPath(new URL('../../assets/videos/', import.meta.url));

const VIDEO_PATH = /^\/cdn\/shop\/videos\/([\w-]+)\.(mp4|webm)$/;

const CONTENT_TYPES = {mp4: 'video/mp4', webm: 'video/webm'} as const;

/** The clips, read once: a name that is not among them is refused without being remembered. */
let clips: Map<string, Buffer> | null = null;

function video(file: string): Buffer | null {
  clips ??= new Map(
    readdirSync(VIDEO_DIR).map((name) => [name, readFileSync(VIDEO_DIR + name)]),
  );
  return clips.get(file) ?? null;
}

export function isVideoPath(pathname: string): boolean {
  return VIDEO_PATH.test(pathname);
}

export function serveVideo(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): void {
  const match = VIDEO_PATH.exec(pathname);
  const extension = match?.[2] as keyof typeof CONTENT_TYPES | undefined;
  const body = match && extension ? video(`${match[1]}.${extension}`) : null;
  if (!body || !extension) {
    res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Not Found');
    return;
  }
  const headers = {
    'Content-Type': CONTENT_TYPES[extension],
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const size = body.length;
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      res.writeHead(416, {...headers, 'Content-Range': `bytes */${size}`});
      res.end();
      return;
    }
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': end - start + 1,
    });
    res.end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1));
    return;
  }
  res.writeHead(200, {...headers, 'Content-Length': body.length});
  res.end(req.method === 'HEAD' ? undefined : body);
}
