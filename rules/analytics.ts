/**
 * Storefront analytics (docs/product/growth.md#analytics): which events a page sends, and the body
 * posted to the commerce platform's analytics endpoint (Shopify's monorail batch, as text/plain).
 * Sent only with consent (`analyticsAllowed` in ./consent).
 *
 * The batch is written here rather than by Hydrogen's Analytics.Provider, which would add its
 * code to every page's first load and fetches Shopify's consent script from its CDN (decision
 * 0122). It is the batch Hydrogen writes, event for event and field for field:
 * tests/unit/analytics-wire.test.ts fails when an upgrade of Hydrogen changes a schema, an event
 * or a field.
 */

/** The endpoint on the shop's own Storefront domain that takes a batch of events. */
export const ANALYTICS_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';

/** What the shopper's browser logs when a batch is refused (Hydrogen's own wording). */
export const ANALYTICS_FAILURE_MESSAGE = 'sendShopifyAnalytics request is unsuccessful';

/**
 * The custom browser event an add to cart dispatches, its detail the products added; the
 * analytics listen for it rather than the cart knowing about analytics.
 */
export const ADD_TO_CART_EVENT = 'shop:add-to-cart';

/** Shopify's event names, as its customer-tracking schema spells them. */
export const ANALYTICS_EVENTS = {
  pageView: 'page_rendered',
  productView: 'product_page_rendered',
  collectionView: 'collection_page_rendered',
  searchView: 'search_submitted',
  addToCart: 'product_added_to_cart',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** A page view goes out twice: once in this schema, once as the customer event page_rendered. */
export const PAGE_VIEW_SCHEMA = 'trekkie_storefront_page_view/1.4';
export const CUSTOMER_EVENT_SCHEMA = 'custom_storefront_customer_tracking/1.2';

/** The sales channel the events name, and Shopify's app id for it in the page-view schema. */
export const SALES_CHANNEL = 'hydrogen';
const SALES_CHANNEL_APP_ID = '6167201';

/** The Hydrogen release whose batch this one is, sent as the events' asset version. */
export const ANALYTICS_ASSET_VERSION = '2025.1.5';

/** Hosts where a page is the merchant looking at their own preview, not a shopper. */
const MERCHANT_PREVIEW_DOMAIN = 'myshopify.dev';
const LOCAL_HOST = 'localhost';

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

/** What a page's route tells the analytics about itself. */
export type PageAnalytics =
  | {pageType: 'product'; resourceId: string; products: AnalyticsProduct[]}
  | {pageType: 'collection'; resourceId: string; collectionHandle: string}
  | {pageType: 'search'; searchString: string}
  | {pageType: string};

/** Route ids whose page type is their own name; anything else is a plain page. */
const PAGE_TYPES: Readonly<Record<string, string>> = {
  'routes/_index': 'index',
  'routes/products.$handle': 'product',
  'routes/collections.$handle': 'collection',
  'routes/collections._index': 'list-collections',
  'routes/search': 'search',
  'routes/cart': 'cart',
  'routes/pages.$handle': 'page',
};

interface ProductData {
  product?: {id?: string; title?: string; vendor?: string};
  variants?: {
    id?: string;
    title?: string;
    sku?: string | null;
    price?: {amount?: string};
  }[];
}
interface CollectionData {
  collection?: {id?: string; handle?: string};
}
interface SearchData {
  query?: string;
}

/** The page's analytics from its leaf route and that route's loader data. */
export function pageAnalytics(routeId: string, data: unknown): PageAnalytics {
  const pageType = PAGE_TYPES[routeId] ?? 'page';
  if (pageType === 'product') {
    const product = (data as ProductData | null)?.product;
    if (!product?.id || !product.title) return {pageType};
    const variant = (data as ProductData).variants?.[0];
    return {
      pageType,
      resourceId: product.id,
      products: [
        {
          productGid: product.id,
          variantGid: variant?.id,
          name: product.title,
          variantName: variant?.title,
          brand: product.vendor,
          price: variant?.price?.amount,
          sku: variant?.sku,
          quantity: 1,
        },
      ],
    };
  }
  if (pageType === 'collection') {
    const collection = (data as CollectionData | null)?.collection;
    if (!collection?.id || !collection.handle) return {pageType};
    return {pageType, resourceId: collection.id, collectionHandle: collection.handle};
  }
  if (pageType === 'search') {
    const searchString = (data as SearchData | null)?.query ?? '';
    return searchString ? {pageType, searchString} : {pageType};
  }
  return {pageType};
}

/** The events a page view sends: the page view, then the page's own view event. */
export function pageViewEvents(page: PageAnalytics): AnalyticsEventName[] {
  const events: AnalyticsEventName[] = [ANALYTICS_EVENTS.pageView];
  if ('products' in page) events.push(ANALYTICS_EVENTS.productView);
  if ('collectionHandle' in page) events.push(ANALYTICS_EVENTS.collectionView);
  if ('searchString' in page) events.push(ANALYTICS_EVENTS.searchView);
  return events;
}

/** Who and where: the shop, the visitor's tokens and the page as the browser sees it. */
export interface AnalyticsContext {
  shopId: string;
  storefrontId: string;
  currency: string;
  /** The Storefront API's language code of the page (EN, FR…). */
  language: string;
  uniqueToken: string;
  visitToken: string;
  url: string;
  path: string;
  search: string;
  referrer: string;
  title: string;
  userAgent: string;
  /** How the document was reached (navigate, reload…) and which browser API said so. */
  navigationType: string;
  navigationApi: string;
  /** A fresh identifier for each event. */
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

/** The number at the end of a Shopify global id, as the schemas carry ids. */
function numericId(gid: string | null | undefined): number {
  return Number.parseInt(gid?.split('/').pop() ?? '', 10);
}

/** Only the fields that have a value: the schemas leave an unknown one out, not empty. */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => Boolean(value)));
}

/** A product as the customer-tracking schema takes it: one JSON string per product. */
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
    isMerchantRequest:
      hostname.includes(MERCHANT_PREVIEW_DOMAIN) || hostname === LOCAL_HOST,
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
  // A batch leaves only with consent (docs/product/growth.md#consent-banner), and the banner's
  // one answer covers analytics, marketing and the sale of data alike.
  const consent = {
    ccpa_enforced: false,
    gdpr_enforced: false,
    gdpr_enforced_as_string: 'false',
    analytics_allowed: true,
    marketing_allowed: true,
    sale_of_data_allowed: true,
  };
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
    const cartToken = cart.cartId?.split('/').pop();
    own.cart_token = cartToken ?? null;
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
    ...consent,
    ...present(own),
  };
}

/** One batch: a page view in both schemas, every other event as a customer event. */
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
/** An event's status in the endpoint's answer when it was taken. */
const EVENT_TAKEN = 200;

/** The messages of the events an answer refused: the endpoint answers each event on its own. */
export function refusedEvents(answer: unknown): string[] {
  const result = (answer as {result?: unknown} | null)?.result;
  if (!Array.isArray(result)) return [];
  return result.flatMap((entry: unknown) => {
    const {status, message} = (entry ?? {}) as {status?: unknown; message?: unknown};
    return status === EVENT_TAKEN ? [] : [String(message ?? status)];
  });
}

/** A cart line as the analytics read it. */
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

/**
 * What an add put in the cart: each variant whose quantity grew from one reading of the cart
 * to the next, by how much. Null when the two are different carts (a country change rebuilds
 * it) or there is no earlier reading to compare with.
 */
export function addedToCart(
  before: {id: string; lines: readonly AnalyticsCartLine[]} | null | undefined,
  after: {id: string; lines: readonly AnalyticsCartLine[]} | null,
): AnalyticsProduct[] | null {
  if (before === undefined || !after) return null;
  if (before !== null && before.id !== after.id) return null;
  const had = new Map<string, number>();
  for (const line of before?.lines ?? []) {
    had.set(line.merchandise.id, (had.get(line.merchandise.id) ?? 0) + line.quantity);
  }
  const now = new Map<string, {line: AnalyticsCartLine; quantity: number}>();
  for (const line of after.lines) {
    const entry = now.get(line.merchandise.id);
    now.set(line.merchandise.id, {
      line,
      quantity: (entry?.quantity ?? 0) + line.quantity,
    });
  }
  const added: AnalyticsProduct[] = [];
  for (const [variantGid, {line, quantity}] of now) {
    const grown = quantity - (had.get(variantGid) ?? 0);
    if (grown <= 0) continue;
    const {merchandise} = line;
    added.push({
      productGid: merchandise.product.id,
      variantGid,
      name: merchandise.product.title,
      variantName: merchandise.title ?? undefined,
      brand: merchandise.product.vendor ?? undefined,
      price: merchandise.price?.amount,
      sku: merchandise.sku,
      quantity: grown,
    });
  }
  return added.length ? added : null;
}
