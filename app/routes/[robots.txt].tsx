import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CART_PATH} from '~/lib/navigation';

/** Crawlers read it at most daily; a changed rule reaches them within a day. */
const ROBOTS_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Paths a crawler should not index. */
const DISALLOWED_PATHS = [
  CART_PATH,
  '/account',
  '/secret',
  '/search?',
  '/checkouts',
  '/api/',
] as const;

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function loader({request}: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`,
    },
  });
}
