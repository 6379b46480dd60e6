/**
 * Our analytics batch and Hydrogen's for the same visit (the wire test): the visit's context,
 * its pages, what Hydrogen posts for an event (caught at fetch) and ours, made comparable.
 */
import {expect, vi} from 'vitest';
import {AnalyticsEventName, sendShopifyAnalytics} from '@shopify/hydrogen-react';
import {
  ANALYTICS_ASSET_VERSION,
  analyticsBatch,
  SALES_CHANNEL,
  type AnalyticsBatch,
  type AnalyticsContext,
  type AnalyticsEventName as OurEventName,
  type AnalyticsProduct,
  type PageAnalytics,
} from '@brush/rules/analytics';

export const SHOP_DOMAIN = 'shop.example';
const NOW = 1_700_000_000_000;
/** Fields that differ on every call by design: random ids and clocks. */
const PER_CALL = ['event_id', 'microSessionId', 'event_time'];

const CONTEXT: Omit<AnalyticsContext, 'eventId'> = {
  shopId: 'gid://shopify/Shop/55',
  storefrontId: '1000000001',
  currency: 'EUR',
  language: 'FR',
  uniqueToken: 'unique-1',
  visitToken: 'visit-1',
  url: `https://${SHOP_DOMAIN}/products/kumo?variant=11`,
  path: '/products/kumo',
  search: '?variant=11',
  referrer: `https://${SHOP_DOMAIN}/`,
  title: 'Kumo Blending Brush',
  userAgent: 'wire-test',
  navigationType: 'navigate',
  navigationApi: 'PerformanceNavigationTiming',
};

export const PRODUCT: AnalyticsProduct = {
  productGid: 'gid://shopify/Product/1',
  variantGid: 'gid://shopify/ProductVariant/11',
  name: 'Kumo Blending Brush',
  variantName: 'Standard',
  brand: 'Fude',
  price: '24.5',
  sku: 'EB01-US',
  quantity: 2,
};
export const CART_ID = 'gid://shopify/Cart/c1?key=k1';

/** The same visit as Hydrogen's analytics take it. */
const HYDROGEN_BASE = {
  shopifySalesChannel: SALES_CHANNEL,
  assetVersionId: ANALYTICS_ASSET_VERSION,
  hasUserConsent: true,
  shopId: CONTEXT.shopId,
  currency: CONTEXT.currency,
  acceptedLanguage: CONTEXT.language,
  hydrogenSubchannelId: CONTEXT.storefrontId,
  uniqueToken: CONTEXT.uniqueToken,
  visitToken: CONTEXT.visitToken,
  url: CONTEXT.url,
  path: CONTEXT.path,
  search: CONTEXT.search,
  referrer: CONTEXT.referrer,
  title: CONTEXT.title,
  userAgent: CONTEXT.userAgent,
  navigationType: CONTEXT.navigationType,
  navigationApi: CONTEXT.navigationApi,
  analyticsAllowed: true,
  marketingAllowed: true,
  saleOfDataAllowed: true,
  ccpaEnforced: false,
  gdprEnforced: false,
};

interface Sent {
  url: string;
  contentType: string | null;
  batch: AnalyticsBatch;
}

/** What Hydrogen posts for one event, caught at fetch. */
export async function hydrogenSends(
  eventName: keyof typeof AnalyticsEventName,
  payload: Record<string, unknown>,
): Promise<Sent> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({result: []})));
  vi.stubGlobal('fetch', fetchMock);
  await sendShopifyAnalytics(
    {
      eventName: AnalyticsEventName[eventName],
      payload: {...HYDROGEN_BASE, ...payload},
    } as never,
    SHOP_DOMAIN,
  );
  expect(fetchMock).toHaveBeenCalledOnce();
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return {
    url,
    contentType: new Headers(init.headers).get('content-type'),
    batch: JSON.parse(init.body as string) as AnalyticsBatch,
  };
}

export function ours(
  page: PageAnalytics,
  events: OurEventName[],
  cart?: {products: AnalyticsProduct[]; cartId: string},
): AnalyticsBatch {
  let id = 0;
  const context = {...CONTEXT, eventId: () => `id-${(id += 1)}`};
  return JSON.parse(
    JSON.stringify(analyticsBatch(context, page, events, NOW, cart)),
  ) as AnalyticsBatch;
}

/** An event as compared: its schema and payload, products read back from their strings. */
export function comparable(batch: AnalyticsBatch) {
  return batch.events.map(({schema_id, payload, metadata}) => {
    const fields = Object.fromEntries(
      Object.entries(payload).filter(([key]) => !PER_CALL.includes(key)),
    );
    if (Array.isArray(fields.products)) {
      fields.products = fields.products.map((product: string) => JSON.parse(product));
    }
    return {schema_id, payload: fields, metadataKeys: Object.keys(metadata)};
  });
}

export const PRODUCT_PAGE = {
  pageType: 'product',
  resourceId: PRODUCT.productGid,
  products: [PRODUCT],
} satisfies PageAnalytics;
export const COLLECTION_PAGE = {
  pageType: 'collection',
  resourceId: 'gid://shopify/Collection/7',
  collectionHandle: 'eye-brushes',
} satisfies PageAnalytics;
export const SEARCH_PAGE = {
  pageType: 'search',
  searchString: 'kumo',
} satisfies PageAnalytics;
