import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CART_PATH} from '~/lib/navigation';

/** Crawlers read it at most daily; a changed rule reaches them within a day. */
const ROBOTS_MAX_AGE_SECONDS = 24 * 60 * 60;

const DISALLOWED_PATHS = [
  CART_PATH,
  '/account',
  '/secret',
  '/search?',
  '/checkouts',
  '/api/',
] as const;

export function loader({request}: LoaderFunctionArgs) {
  const robotsTxt = [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(request.url).origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(robotsTxt, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`,
    },
  });
}
