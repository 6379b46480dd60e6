/**
 * Personal pages are never stored by a shared cache: walked signed in, every route of the app
 * answers `private, no-store`, as a page and as a navigation's data, except the shared pages
 * (decision 0106), which render without the session and say so with their cache status.
 */
import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  PAGE_CACHE_STATUS_HEADER,
  PERSONAL_CACHE_CONTROL,
} from '~/server/page-cache.server';
import {localPlatformUpstream} from './support/upstream';
import {signedSessionCookie, workerAgainst} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

/** An address for each route file; a route added without one fails the walk. */
const ROUTE_PATHS: Readonly<Record<string, string>> = {
  '$.tsx': '/no-such-page',
  '[first-screen.js].ts': '/first-screen.js',
  '[robots.txt].tsx': '/robots.txt',
  '[sitemap.xml].tsx': '/sitemap.xml',
  '_index.tsx': '/',
  'account.action.tsx': '/account/action',
  'account.delete.tsx': '/account/delete',
  'account.feedback.tsx': '/account/feedback',
  'account.login.tsx': '/account/login',
  'account.logout.tsx': '/account/logout',
  'account.orders.tsx': '/account/orders',
  'account.signup.tsx': '/account/signup',
  'api.country.ts': '/api/country',
  'api.errors.ts': '/api/errors',
  'api.predictive-search.ts': '/api/predictive-search?q=kumo',
  'api.recommendations.ts': '/api/recommendations',
  'api.shopper.ts': '/api/shopper',
  'api.subscribe-sendgrid.ts': '/api/subscribe-sendgrid',
  'api.texts.$language.ts': '/api/texts/en',
  'api.tracking-consent.ts': '/api/tracking-consent',
  'auth.multipass.ts': '/auth/multipass',
  'auth.reset-password.ts': '/auth/reset-password',
  'auth.send-sign-in-link.ts': '/auth/send-sign-in-link',
  'auth.send-verification-email.ts': '/auth/send-verification-email',
  'auth.sign-up.ts': '/auth/sign-up',
  cart: '/cart',
  'collections.$handle.tsx': '/collections/eye-brushes',
  'collections._index.tsx': '/collections',
  'concept-store.tsx': '/concept-store',
  'country.tsx': '/country',
  'discounts.tsx': '/discounts',
  'healthz.ts': '/healthz',
  'pages.$handle.tsx': '/pages/faq',
  'pro.$.tsx': '/pro',
  'products.$handle.tsx': '/products/kumo-blending-brush',
  'pwyw-products.$handle.tsx': '/pwyw-products/kumo-blending-brush',
  'pwyw-products._index.tsx': '/pwyw-products',
  'reviews.tsx': '/reviews',
  'search.tsx': '/search?q=kumo',
  'secret.$.tsx': '/secret/kumo',
  'secret._index.tsx': '/secret',
  'secret.shared.$token.tsx': '/secret/shared/not-a-token',
  'sitemap.$type.$page[.xml].tsx': '/sitemap/products/1.xml',
  'survey.tsx': '/survey',
  'vote.tsx': '/vote',
  'webhooks.ts': '/webhooks',
  'welcome-offer.tsx': '/welcome-offer',
  'yosegi-signup.tsx': '/yosegi-signup',
};

async function signedInCookie(): Promise<string> {
  const customerAccessToken = await storefront.signIn(
    `cache-walk-${Date.now()}@example.com`,
  );
  return signedSessionCookie({country: 'US', customerAccessToken});
}

describe('a signed-in customer walking every route', () => {
  it('has a path for every route file', () => {
    const files = readdirSync(new URL('../../app/routes', import.meta.url));
    expect(files.filter((file) => !(file in ROUTE_PATHS))).toEqual([]);
  });

  it('gets private, no-store on every page and its data, but the shared pages', async () => {
    const cookie = await signedInCookie();
    const wrong: string[] = [];
    for (const path of Object.values(ROUTE_PATHS)) {
      const [pathname = '', query] = path.split('?');
      const data = `${pathname === '/' ? '/_root' : pathname}.data${query ? `?${query}` : ''}`;
      for (const address of [path, data]) {
        const response = await worker.fetch(address, {
          headers: {Cookie: cookie},
          redirect: 'manual',
        });
        await response.arrayBuffer();
        const shared = response.headers.has(PAGE_CACHE_STATUS_HEADER);
        const cacheControl = response.headers.get('Cache-Control') ?? 'none';
        // A route's own no-store (health, sign-in links) keeps it out of every cache too.
        const stored =
          cacheControl !== PERSONAL_CACHE_CONTROL && !/no-store/.test(cacheControl);
        if (!shared && stored && !isPublicFile(address))
          wrong.push(`${address} (${response.status}): ${cacheControl}`);
      }
    }
    await worker.settle();
    expect(wrong).toEqual([]);
    // About a hundred renders one after another: a bound against a hang, not a measure.
  }, 60_000);
});

/** Files the same for everyone, which say their own public lifetime. */
function isPublicFile(address: string): boolean {
  return (
    /^\/(first-screen\.js|robots\.txt|sitemap[./]|api\/texts\/)/.test(address) &&
    !address.includes('.data')
  );
}
