import {createStorefrontClient} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {sharedStorefront} from './storefront-platform';

/**
 * What Hydrogen 2025.1 asks of the Storefront API beyond 2025-01, read through Hydrogen's own
 * code: the consent query its `useShopifyCookies` posts to the `unstable` version through the
 * storefront's proxy, and the `_y`, `_s` and `_cmp` Server-Timing values it passes on to the
 * page for its tracking cookies.
 */

const client = sharedStorefront();

/** The query Hydrogen's useShopifyCookies sends, word for word as it builds it. */
const ENSURE_COOKIES =
  'query ensureCookies { consentManagement { cookies(visitorConsent:{}) { cookieDomain } } }';

const STOREFRONT_PAGE = 'http://localhost:3000';

function hydrogen(cookie: string | null) {
  return createStorefrontClient({
    storeDomain: client.url,
    publicStorefrontToken: LOCAL_STOREFRONT_TOKEN,
    storefrontApiVersion: '2025-01',
    i18n: {language: 'EN', country: 'US'},
    storefrontHeaders: {
      requestGroupId: null,
      buyerIp: null,
      buyerIpSig: null,
      cookie,
      purpose: null,
    },
  }).storefront;
}

/**
 * The browser's request to the `unstable` version, as Hydrogen's proxy passes it on from the
 * page: to the URL Hydrogen's client builds for that version, with the page's Origin.
 */
async function unstableRequest(query: string): Promise<Response> {
  const storefront = hydrogen(null);
  const fromPage = new Request(`${STOREFRONT_PAGE}/api/unstable/graphql.json`, {
    method: 'POST',
  });
  expect(storefront.isStorefrontApiUrl(fromPage)).toBe(true);
  return fetch(storefront.getApiUrl({storefrontApiVersion: 'unstable'}), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
      Origin: STOREFRONT_PAGE,
    },
    body: JSON.stringify({query}),
  });
}

describe('the unstable version', () => {
  it("answers Hydrogen's consent query from the page, with the page's domain", async () => {
    const response = await unstableRequest(ENSURE_COOKIES);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Shopify-API-Version')).toBe('unstable');
    expect(await response.json()).toEqual({
      data: {consentManagement: {cookies: {cookieDomain: 'localhost'}}},
    });
  });

  it('answers as a shop without Customer Privacy configured: no banner, every purpose', async () => {
    const response = await unstableRequest(
      '{ consentManagement { cookies(visitorConsent: {analytics: true, marketing: false}) { trackingConsentCookie shopifyAnalyticsCookie landingPageCookie } } }',
    );
    const {data} = (await response.json()) as {
      data: {
        consentManagement: {
          cookies: {
            trackingConsentCookie: string;
            shopifyAnalyticsCookie: null;
            landingPageCookie: null;
          };
        };
      };
    };
    const {trackingConsentCookie, ...others} = data.consentManagement.cookies;
    expect(others).toEqual({shopifyAnalyticsCookie: null, landingPageCookie: null});
    expect(JSON.parse(decodeURIComponent(trackingConsentCookie))).toMatchObject({
      con: {CMP: {a: '1', m: '0', p: '', s: ''}},
      v: '2.1',
      region: 'US',
      purposes: {a: true, p: true, m: true, t: true},
      display_banner: false,
      sale_of_data_region: false,
    });
  });

  it('answers the rest of the API as 2025-01 does', async () => {
    const response = await unstableRequest('{ shop { name } }');
    expect(await response.json()).toEqual({data: {shop: {name: 'Fude Atelier'}}});
  });

  it('is the only version with the consent query, as on Shopify', async () => {
    const {errors} = await client.query(ENSURE_COOKIES);
    expect(errors?.[0]?.extensions?.code).toBe('undefinedField');
  });
});

describe('the tracking values of every answer', () => {
  it("gives Hydrogen the visitor's own tokens back, with the consent, for the page", async () => {
    const storefront = hydrogen('_shopify_y=visitor-1; _shopify_s=visit-1');
    await storefront.query('query ShopName { shop { name } }', {
      cache: storefront.CacheNone(),
    });
    const page = new Response('<!doctype html>', {
      headers: {'Content-Type': 'text/html'},
    });
    storefront.setCollectedSubrequestHeaders(page);
    const timing = page.headers.get('Server-Timing') ?? '';
    expect(timing).toContain('_y;desc=visitor-1');
    expect(timing).toContain('_s;desc=visit-1');
    expect(timing).toMatch(/_cmp;desc=3\.AMPS_US_f_f_[\w-]{22}(,|$)/);
  });

  it('gives a visitor without tokens new ones, and one consent id per visitor', async () => {
    const timings = async (headers: Record<string, string>) => {
      const response = await client.post(
        JSON.stringify({query: '{ shop { name } }'}),
        headers,
      );
      return response.headers.get('Server-Timing') ?? '';
    };
    const fresh = await timings({});
    expect(fresh).toMatch(/_y;desc="[0-9a-f-]{36}", _s;desc="[0-9a-f-]{36}"/);
    const known = {
      'X-Shopify-UniqueToken': 'visitor-2',
      'X-Shopify-VisitToken': 'visit-2',
    };
    const consent = (timing: string) => /_cmp;desc="([^"]+)"/.exec(timing)?.[1];
    expect(consent(await timings(known))).toBe(consent(await timings(known)));
    expect(consent(await timings(known))).not.toBe(consent(fresh));
  });
});
