/**
 * Storefront analytics (docs/product/growth.md#analytics): which events a page sends, and the body
 * posted to the commerce platform's analytics endpoint (Shopify's monorail batch, as text/plain).
 * Sent only with consent (`analyticsAllowed` in ./consent).
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

export const PAGE_VIEW_SCHEMA = 'trekkie_storefront_page_view/1.4';
export const CUSTOMER_EVENT_SCHEMA = 'custom_storefront_customer_tracking/1.1';

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
  | {pageType: 'collection'; resourceId: string | null; collectionName: string}
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
  collection?: {id?: string; title?: string};
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
    if (!collection?.title) return {pageType};
    return {
      pageType,
      resourceId: collection.id ?? null,
      collectionName: collection.title,
    };
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
  if ('collectionName' in page) events.push(ANALYTICS_EVENTS.collectionView);
  if ('searchString' in page) events.push(ANALYTICS_EVENTS.searchView);
  return events;
}

/** Who and where: the shop, the visitor's tokens and the page as the browser sees it. */
export interface AnalyticsContext {
  shopId: string;
  storefrontId: string;
  currency: string;
  uniqueToken: string;
  visitToken: string;
  url: string;
  path: string;
  search: string;
  referrer: string;
  title: string;
  userAgent: string;
}

export interface AnalyticsBatch {
  events: {
    schema_id: string;
    payload: Record<string, unknown>;
    metadata: {event_created_at_ms: number};
  }[];
  metadata: {event_sent_at_ms: number};
}

/** One batch: a schema per event (page views their own), the shared fields on every one. */
export function analyticsBatch(
  context: AnalyticsContext,
  page: PageAnalytics,
  events: readonly AnalyticsEventName[],
  now: number,
  cart?: {products: AnalyticsProduct[]; cartId?: string | null},
): AnalyticsBatch {
  const shared = {
    shop_id: context.shopId,
    hydrogenSubchannelId: context.storefrontId,
    currency: context.currency,
    unique_token: context.uniqueToken,
    visit_token: context.visitToken,
    url: context.url,
    path: context.path,
    search: context.search,
    referrer: context.referrer,
    title: context.title,
    user_agent: context.userAgent,
    page_type: page.pageType,
    source: 'hydrogen',
  };
  return {
    events: events.map((eventName) => {
      const payload: Record<string, unknown> = {...shared, event_name: eventName};
      if ('resourceId' in page) payload.resource_id = page.resourceId;
      if ('products' in page) payload.products = page.products;
      if ('collectionName' in page) payload.collection_name = page.collectionName;
      if ('searchString' in page) payload.search_string = page.searchString;
      if (eventName === ANALYTICS_EVENTS.addToCart && cart) {
        payload.products = cart.products;
        payload.cart_token = cart.cartId ?? null;
      }
      return {
        schema_id:
          eventName === ANALYTICS_EVENTS.pageView
            ? PAGE_VIEW_SCHEMA
            : CUSTOMER_EVENT_SCHEMA,
        payload,
        metadata: {event_created_at_ms: now},
      };
    }),
    metadata: {event_sent_at_ms: now},
  };
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
