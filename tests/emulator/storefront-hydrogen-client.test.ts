import {createStorefrontClient} from '@shopify/hydrogen';
import {describe, expect, it, vi} from 'vitest';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {PRODUCT_WITH_SELECTION, SHOP_AND_MARKET} from './fixtures/conformance-documents';
import {sharedStorefront} from './storefront-platform';

/** Hydrogen's own Storefront API client, pointed at the platform as the storefront points it. */

const client = sharedStorefront();

function hydrogen(country: 'US' | 'GB' | 'DE') {
  return createStorefrontClient({
    storeDomain: client.url,
    publicStorefrontToken: LOCAL_STOREFRONT_TOKEN,
    storefrontApiVersion: '2025-01',
    i18n: {language: 'EN', country},
    storefrontHeaders: {
      requestGroupId: null,
      buyerIp: null,
      buyerIpSig: null,
      cookie: null,
      purpose: null,
    },
  }).storefront;
}

describe("Hydrogen's Storefront client", () => {
  it('reads the layout and a product in the market of its i18n', async () => {
    const storefront = hydrogen('GB');
    const layout = await storefront.query(SHOP_AND_MARKET, {
      cache: storefront.CacheNone(),
    });
    expect(layout.shop.primaryDomain.url).toBe(client.url);
    expect(layout.localization.country.currency.isoCode).toBe('GBP');
    const {product: kumo} = await storefront.query(PRODUCT_WITH_SELECTION, {
      variables: {handle: 'kumo-blending-brush', selection: []},
      cache: storefront.CacheNone(),
    });
    expect(kumo.selectedOrFirstAvailableVariant.price).toEqual({
      amount: '21.0',
      currencyCode: 'GBP',
    });
  });

  it('hands the errors of a refused query back to the loader', async () => {
    const storefront = hydrogen('US');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = (await storefront.query('query Broken { nope }', {
        cache: storefront.CacheNone(),
      })) as {errors?: {message: string}[]};
      expect(result.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    } finally {
      quiet.mockRestore();
    }
  });
});
