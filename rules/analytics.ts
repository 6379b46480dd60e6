/** Storefront analytics (docs/product/growth.md#analytics): posted to the shop's own domain. */
export const ANALYTICS_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

/** What the shopper's browser logs when a batch is refused (Hydrogen's own wording). */
export const ANALYTICS_FAILURE_MESSAGE = 'sendShopifyAnalytics request is unsuccessful';

export const ADD_TO_CART_EVENT = 'shop:add-to-cart';

export const ANALYTICS_EVENTS = {
  pageView: 'page_rendered',
  productView: 'product_page_rendered',
  collectionView: 'collection_page_rendered',
  searchView: 'search_submitted',
  addToCart: 'product_added_to_cart',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** A page view goes out in both schemas. */
const PAGE_VIEW_SCHEMA = 'trekkie_storefront_page_view/1.4';
const CUSTOMER_EVENT_SCHEMA = 'custom_storefront_customer_tracking/1.2';

export const SALES_CHANNEL = 'hydrogen';
const SALES_CHANNEL_APP_ID = '6167201';

/** The Hydrogen release whose batch this one copies. */
export const ANALYTICS_ASSET_VERSION = '2025.1.5';

export interface AnalyticsProduct {
  productGid: string;
  variantGid?: string;
  name: string;
  variantName?: string;
  brand?: string;
  price?: string;
  sku?: string | null;
  quantity: number;
}

export type PageAnalytics =
  | {pageType: 'product'; resourceId: string; products: AnalyticsProduct[]}
  | {pageType: 'collection'; resourceId: string; collectionHandle: string}
  | {pageType: 'search'; searchString: string}
  | {pageType: string};

const PAGE_TYPES: Readonly<Record<string, string>> = {
  'routes/_index': 'index',
  'routes/products.$handle': 'product',
  'routes/collections.$handle': 'collection',
  'routes/collections._index': 'list-collections',
  'routes/search': 'search',
  'routes/cart': 'cart',
  'routes/pages.$handle': 'page',
};

interface AnalyticsVariant {
  id?: string;
  title?: string | null;
  sku?: string | null;
  price?: {amount?: string} | null;
}

function analyticsProduct(
  product: {id: string; title: string; vendor?: string | null},
  variant: AnalyticsVariant | undefined,
  quantity: number,
): AnalyticsProduct {
  return {
    productGid: product.id,
    variantGid: variant?.id,
    name: product.title,
    variantName: variant?.title ?? undefined,
    brand: product.vendor ?? undefined,
    price: variant?.price?.amount,
    sku: variant?.sku,
    quantity,
  };
}

/** What the product, collection and search routes' loader data hold for analytics. */
type LeafData = {
  product?: {id?: string; title?: string; vendor?: string};
  variants?: AnalyticsVariant[];
  collection?: {id?: string; handle?: string};
  query?: string;
} | null;

export function pageAnalytics(routeId: string, data: unknown): PageAnalytics {
  const pageType = PAGE_TYPES[routeId] ?? 'page';
  const leaf = data as LeafData;
  if (pageType === 'product') {
    const {id, title, vendor} = leaf?.product ?? {};
    if (!id || !title) return {pageType};
    return {
      pageType,
      resourceId: id,
      products: [analyticsProduct({id, title, vendor}, leaf?.variants?.[0], 1)],
    };
  }
  if (pageType === 'collection') {
    const collection = leaf?.collection;
    if (!collection?.id || !collection.handle) return {pageType};
    return {pageType, resourceId: collection.id, collectionHandle: collection.handle};
  }
  if (pageType === 'search') {
    const searchString = leaf?.query ?? '';
    return searchString ? {pageType, searchString} : {pageType};
  }
  return {pageType};
}

export function pageViewEvents(page: PageAnalytics): AnalyticsEventName[] {
  const events: AnalyticsEventName[] = [ANALYTICS_EVENTS.pageView];
  if ('products' in page) events.push(ANALYTICS_EVENTS.productView);
  if ('collectionHandle' in page) events.push(ANALYTICS_EVENTS.collectionView);
  if ('searchString' in page) events.push(ANALYTICS_EVENTS.searchView);
  return events;
}

export interface AnalyticsContext {
  shopId: string;
  storefrontId: string;
  currency: string;
  /** The Storefront API's language code (EN, FR…). */
  language: string;
  uniqueToken: string;
  visitToken: string;
  url: string;
  path: string;
  search: string;
  referrer: string;
  title: string;
  userAgent: string;
  navigationType: string;
  navigationApi: string;
  eventId: () => string;
}

export interface AnalyticsEvent {
  schema_id: string;
  payload: Record<string, unknown>;
  metadata: {event_created_at_ms: number};
}

export interface AnalyticsBatch {
  events: AnalyticsEvent[];
  metadata: {event_sent_at_ms: number};
}

/** The schemas carry ids as the number at the end of a global id. */
function numericId(gid: string | null | undefined): number {
  return Number.parseInt(gid?.split('/').pop() ?? '', 10);
}

/** The schemas leave an unknown field out, not empty. */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => Boolean(value)));
}

function productField(product: AnalyticsProduct): string {
  return JSON.stringify({
    product_gid: product.productGid,
    name: product.name,
    variant: product.variantName ?? '',
    brand: product.brand,
    price: Number.parseFloat(product.price ?? ''),
    quantity: product.quantity,
    ...present({
      variant_gid: product.variantGid,
      sku: product.sku,
      product_id: numericId(product.productGid),
      variant_id: numericId(product.variantGid),
    }),
  });
}

function pageViewPayload(context: AnalyticsContext, page: PageAnalytics) {
  const resourceId = 'resourceId' in page ? page.resourceId : undefined;
  const hostname = new URL(context.url).hostname;
  return {
    appClientId: SALES_CHANNEL_APP_ID,
    // Hosts where the merchant previews their own shop.
    isMerchantRequest: hostname.includes('myshopify.dev') || hostname === 'localhost',
    hydrogenSubchannelId: context.storefrontId || '0',
    // A batch leaves only with consent, so the visitor's cookie is the persistent one.
    isPersistentCookie: true,
    uniqToken: context.uniqueToken,
    visitToken: context.visitToken,
    microSessionId: context.eventId(),
    microSessionCount: 1,
    url: context.url,
    path: context.path,
    search: context.search,
    referrer: context.referrer,
    title: context.title,
    shopId: numericId(context.shopId),
    currency: context.currency,
    contentLanguage: context.language,
    ...present({
      pageType: page.pageType,
      resourceType: resourceId?.split('/').at(-2)?.toLowerCase(),
      resourceId: numericId(resourceId),
    }),
  };
}

function customerEventPayload(
  context: AnalyticsContext,
  page: PageAnalytics,
  eventName: AnalyticsEventName,
  now: number,
  cart?: {products: AnalyticsProduct[]; cartId?: string | null},
) {
  const own: Record<string, unknown> = {event_name: eventName};
  // Views name the page they were on; an add to cart names only its products and cart.
  if (eventName !== ANALYTICS_EVENTS.addToCart) own.canonical_url = context.url;
  if (eventName === ANALYTICS_EVENTS.productView && 'products' in page) {
    own.products = page.products.map(productField);
  }
  if (eventName === ANALYTICS_EVENTS.collectionView && 'collectionHandle' in page) {
    own.collection_name = page.collectionHandle;
    own.collection_id = numericId(page.resourceId);
  }
  if (eventName === ANALYTICS_EVENTS.searchView && 'searchString' in page) {
    own.search_string = page.searchString;
  }
  if (eventName === ANALYTICS_EVENTS.addToCart && cart) {
    own.cart_token = cart.cartId?.split('/').pop() ?? null;
    own.products = cart.products.map(productField);
  }
  return {
    source: SALES_CHANNEL,
    asset_version_id: ANALYTICS_ASSET_VERSION,
    hydrogenSubchannelId: context.storefrontId || '0',
    is_persistent_cookie: true,
    deprecated_visit_token: context.visitToken,
    unique_token: context.uniqueToken,
    event_time: now,
    event_id: context.eventId(),
    event_source_url: context.url,
    referrer: context.referrer,
    user_agent: context.userAgent,
    navigation_type: context.navigationType,
    navigation_api: context.navigationApi,
    shop_id: numericId(context.shopId),
    currency: context.currency,
    // A batch leaves only with consent.
    ccpa_enforced: false,
    gdpr_enforced: false,
    gdpr_enforced_as_string: 'false',
    analytics_allowed: true,
    marketing_allowed: true,
    sale_of_data_allowed: true,
    ...present(own),
  };
}

export function analyticsBatch(
  context: AnalyticsContext,
  page: PageAnalytics,
  events: readonly AnalyticsEventName[],
  now: number,
  cart?: {products: AnalyticsProduct[]; cartId?: string | null},
): AnalyticsBatch {
  const metadata = {event_created_at_ms: now};
  return {
    events: events.flatMap((eventName) => {
      const customer: AnalyticsEvent = {
        schema_id: CUSTOMER_EVENT_SCHEMA,
        payload: customerEventPayload(context, page, eventName, now, cart),
        metadata,
      };
      if (eventName !== ANALYTICS_EVENTS.pageView) return [customer];
      const view: AnalyticsEvent = {
        schema_id: PAGE_VIEW_SCHEMA,
        payload: pageViewPayload(context, page),
        metadata,
      };
      return [view, customer];
    }),
    metadata: {event_sent_at_ms: now},
  };
}

/** The messages of the events the analytics endpoint did not take (status 200). */
export function refusedEvents(answer: unknown): string[] {
  const result = (answer as {result?: unknown} | null)?.result;
  if (!Array.isArray(result)) return [];
  return result.flatMap((entry: unknown) => {
    const {status, message} = (entry ?? {}) as {status?: unknown; message?: unknown};
    return status === 200 ? [] : [String(message ?? status)];
  });
}

export interface AnalyticsCartLine {
  quantity: number;
  merchandise: {
    id: string;
    title?: string | null;
    sku?: string | null;
    price?: {amount: string} | null;
    product: {id: string; title: string; vendor?: string | null};
  };
}

/** What an add put in the cart: each variant whose quantity grew between two readings. */
export function addedToCart(
  before: {id: string; lines: readonly AnalyticsCartLine[]} | null | undefined,
  after: {id: string; lines: readonly AnalyticsCartLine[]} | null,
): AnalyticsProduct[] | null {
  if (before === undefined || !after) return null;
  if (before !== null && before.id !== after.id) return null;
  const grown = new Map<
    string,
    {merchandise: AnalyticsCartLine['merchandise']; by: number}
  >();
  for (const {merchandise, quantity} of after.lines) {
    const by = (grown.get(merchandise.id)?.by ?? 0) + quantity;
    grown.set(merchandise.id, {merchandise, by});
  }
  for (const {merchandise, quantity} of before?.lines ?? []) {
    const entry = grown.get(merchandise.id);
    if (entry) entry.by -= quantity;
  }
  const added = [...grown.values()]
    .filter(({by}) => by > 0)
    .map(({merchandise, by}) => analyticsProduct(merchandise.product, merchandise, by));
  return added.length ? added : null;
}
