import {afterEach, describe, expect, it, vi} from 'vitest';
import {AnalyticsEventName, sendShopifyAnalytics} from '@shopify/hydrogen-react';
import {
  ANALYTICS_ASSET_VERSION,
  ANALYTICS_EVENTS,
  ANALYTICS_PATH,
  analyticsBatch,
  SALES_CHANNEL,
  type AnalyticsBatch,
  type AnalyticsContext,
  type AnalyticsEventName as OurEventName,
  type AnalyticsProduct,
  type PageAnalytics,
} from '@brush/rules/analytics';

/**
 * Our batch against the one Hydrogen's own analytics write (decision 0122): the installed
 * @shopify/hydrogen-react builds a batch from the same page, its fetch is caught, and both must
 * name the same endpoint, schemas and events and carry the same fields with the same values. An
 * upgrade that moves a schema version, renames an event or adds, drops or reshapes a field fails
 * here, and the batch in app/rules/analytics.ts follows it.
 */

const SHOP_DOMAIN = 'shop.example';
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

const PRODUCT: AnalyticsProduct = {
  productGid: 'gid://shopify/Product/1',
  variantGid: 'gid://shopify/ProductVariant/11',
  name: 'Kumo Blending Brush',
  variantName: 'Standard',
  brand: 'Fude',
  price: '24.5',
  sku: 'EB01-US',
  quantity: 2,
};
const CART_ID = 'gid://shopify/Cart/c1?key=k1';

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
async function hydrogenSends(
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

function ours(
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
function comparable(batch: AnalyticsBatch) {
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

afterEach(() => {
  vi.unstubAllGlobals();
});

const PRODUCT_PAGE: PageAnalytics = {
  pageType: 'product',
  resourceId: PRODUCT.productGid,
  products: [PRODUCT],
};
const COLLECTION_PAGE: PageAnalytics = {
  pageType: 'collection',
  resourceId: 'gid://shopify/Collection/7',
  collectionHandle: 'eye-brushes',
};
const SEARCH_PAGE: PageAnalytics = {pageType: 'search', searchString: 'kumo'};

describe('our analytics batch is the one Hydrogen writes', () => {
  it('posts to the same endpoint as text/plain, with the same envelope', async () => {
    const sent = await hydrogenSends('PAGE_VIEW_2', {pageType: 'index'});
    expect(sent.url).toBe(`https://${SHOP_DOMAIN}${ANALYTICS_PATH}`);
    expect(sent.contentType).toBe('text/plain');
    const batch = ours({pageType: 'index'}, [ANALYTICS_EVENTS.pageView]);
    expect(Object.keys(batch).sort()).toEqual(Object.keys(sent.batch).sort());
    expect(Object.keys(batch.metadata)).toEqual(Object.keys(sent.batch.metadata));
  });

  it.each([
    [
      'a page view',
      'PAGE_VIEW_2' as const,
      {pageType: 'product', resourceId: PRODUCT.productGid},
      PRODUCT_PAGE,
      ANALYTICS_EVENTS.pageView,
    ],
    [
      'a product view',
      'PRODUCT_VIEW' as const,
      {pageType: 'product', resourceId: PRODUCT.productGid, products: [PRODUCT]},
      PRODUCT_PAGE,
      ANALYTICS_EVENTS.productView,
    ],
    [
      'a collection view',
      'COLLECTION_VIEW' as const,
      {
        pageType: 'collection',
        resourceId: COLLECTION_PAGE.resourceId,
        collectionHandle: 'eye-brushes',
        collectionId: 'gid://shopify/Collection/7',
      },
      COLLECTION_PAGE,
      ANALYTICS_EVENTS.collectionView,
    ],
    [
      'a search',
      'SEARCH_VIEW' as const,
      {pageType: 'search', searchString: 'kumo'},
      SEARCH_PAGE,
      ANALYTICS_EVENTS.searchView,
    ],
  ])('%s', async (_label, hydrogenEvent, hydrogenPayload, page, ourEvent) => {
    const sent = await hydrogenSends(hydrogenEvent, hydrogenPayload);
    expect(comparable(ours(page, [ourEvent]))).toEqual(comparable(sent.batch));
  });

  it('an add to cart', async () => {
    const sent = await hydrogenSends('ADD_TO_CART', {
      pageType: 'product',
      cartId: CART_ID,
      products: [PRODUCT],
    });
    const batch = ours(PRODUCT_PAGE, [ANALYTICS_EVENTS.addToCart], {
      products: [PRODUCT],
      cartId: CART_ID,
    });
    expect(comparable(batch)).toEqual(comparable(sent.batch));
  });
});
