import {useEffect, useRef} from 'react';
import {useLocation, useMatches} from '@remix-run/react';
import {getShopifyCookies, useShopifyCookies} from '@shopify/hydrogen';
import {fetchWithRetry} from '~/lib/retrying-fetch';
import {
  ADD_TO_CART_EVENT,
  ANALYTICS_EVENTS,
  ANALYTICS_FAILURE_MESSAGE,
  ANALYTICS_PATH,
  analyticsBatch,
  pageAnalytics,
  pageViewEvents,
  refusedEvents,
  type AnalyticsContext,
  type AnalyticsEventName,
  type AnalyticsProduct,
  type PageAnalytics,
} from '@brush/rules/analytics';

export type AnalyticsShop = {origin: string} & Pick<
  AnalyticsContext,
  'shopId' | 'storefrontId' | 'currency' | 'language'
>;

export interface AddToCartDetail {
  products: AnalyticsProduct[];
  cartId?: string | null;
}

const NAVIGATION_API = 'PerformanceNavigationTiming';
const EVENT_ID_BYTES = 16;

/** Random hex; crypto.randomUUID would need a secure context. */
function eventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(EVENT_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function send(
  shop: AnalyticsShop,
  page: PageAnalytics,
  events: readonly AnalyticsEventName[],
  cart?: AddToCartDetail,
): void {
  const {_shopify_y: uniqueToken = '', _shopify_s: visitToken = ''} = getShopifyCookies(
    document.cookie,
  );
  const [navigation] = performance.getEntriesByType(
    'navigation',
  ) as PerformanceNavigationTiming[];
  const batch = analyticsBatch(
    {
      ...shop,
      uniqueToken,
      visitToken,
      url: window.location.href,
      path: window.location.pathname,
      search: window.location.search,
      referrer: document.referrer,
      title: document.title,
      userAgent: navigator.userAgent,
      navigationType: navigation?.type ?? 'unknown',
      navigationApi: NAVIGATION_API,
      eventId,
    },
    page,
    events,
    Date.now(),
    cart,
  );
  void fetchWithRetry(`${shop.origin}${ANALYTICS_PATH}`, {
    method: 'POST',
    headers: {'Content-Type': 'text/plain'},
    body: JSON.stringify(batch),
    keepalive: true,
  }).then(async (response) => {
    if (!response?.ok) {
      console.error(ANALYTICS_FAILURE_MESSAGE, response?.status);
      return;
    }
    const answer: unknown = await response.json().catch(() => null);
    for (const message of refusedEvents(answer)) {
      console.error(ANALYTICS_FAILURE_MESSAGE, message);
    }
  });
}

/** Storefront analytics with consent (docs/product/growth.md#analytics). */
export function ShopAnalytics({shop, allowed}: {shop: AnalyticsShop; allowed: boolean}) {
  useShopifyCookies({hasUserConsent: allowed});
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const page = leaf ? pageAnalytics(leaf.id, leaf.data) : {pageType: 'page'};
  const pageRef = useRef(page);
  pageRef.current = page;

  // One page view per address, sent once analytics are allowed (at once, or on consent).
  const address = location.pathname + location.search;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!allowed || sentFor.current === address) return;
    sentFor.current = address;
    send(shop, pageRef.current, pageViewEvents(pageRef.current));
  }, [allowed, shop, address]);

  useEffect(() => {
    if (!allowed) return;
    const onAdd = (event: Event) => {
      const detail = (event as CustomEvent<AddToCartDetail>).detail;
      send(shop, pageRef.current, [ANALYTICS_EVENTS.addToCart], detail);
    };
    window.addEventListener(ADD_TO_CART_EVENT, onAdd);
    return () => window.removeEventListener(ADD_TO_CART_EVENT, onAdd);
  }, [allowed, shop]);

  return null;
}
