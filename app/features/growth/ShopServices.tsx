import {lazy, Suspense, useEffect, useMemo, useRef, useSyncExternalStore} from 'react';
import {useRouteLoaderData} from '@remix-run/react';
import type {RootLoader} from '~/features/shell/root-data';
import {ADD_TO_CART_EVENT, addedToCart, type AnalyticsCartLine} from '~/rules/analytics';
import {analyticsAllowed, showsConsentBanner} from '~/rules/consent';
import ConsentBanner from './ConsentBanner';
import {currentConsent, storedConsent, subscribeConsent} from './consent-store';
import {ShopAnalytics, type AddToCartDetail} from './ShopAnalytics';

const BrowserSentry = lazy(() => import('~/features/shell/BrowserSentry'));

type CartReading = {id: string; lines: readonly AnalyticsCartLine[]} | null;

/**
 * Dispatches the add-to-cart browser event (spec 7 "Analytics") with the products an add put
 * in the cart, read from the root's cart as each add revalidates it: every way of adding (the
 * dialog, a card, a programme's form) is seen without any of them knowing about it.
 */
function useAddToCartEvents(cart: Promise<unknown> | unknown): void {
  const previous = useRef<CartReading | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void Promise.resolve(cart).then((value) => {
      if (!live) return;
      const reading = value as {id: string; lines: {nodes: AnalyticsCartLine[]}} | null;
      const current: CartReading = reading?.id
        ? {id: reading.id, lines: reading.lines.nodes}
        : null;
      const products = addedToCart(previous.current, current);
      previous.current = current;
      if (products) {
        const detail: AddToCartDetail = {products, cartId: current?.id};
        window.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, {detail}));
      }
    });
    return () => {
      live = false;
    };
  }, [cart]);
}

/**
 * What runs in the browser after the page is interactive, outside its first load: the consent
 * banner where it asks, analytics where allowed, Sentry where configured. One lazy chunk, so
 * the page's own scripts carry none of them.
 */
export default function ShopServices() {
  const root = useRouteLoaderData<RootLoader>('root');
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, () => null);
  useAddToCartEvents(root?.cart);
  const choice = currentConsent(stored);
  const analytics = root?.analytics;
  const currency = root?.layout.localization.country.currency.isoCode;
  const shopId = root?.layout.shop.id;
  const shop = useMemo(
    () =>
      analytics && currency && shopId
        ? {
            origin: analytics.origin,
            storefrontId: analytics.storefrontId,
            shopId,
            currency,
          }
        : null,
    [analytics, currency, shopId],
  );
  if (!root) return null;
  const market = root.market;
  return (
    <>
      {showsConsentBanner(market, choice) && <ConsentBanner />}
      {shop && <ShopAnalytics shop={shop} allowed={analyticsAllowed(market, choice)} />}
      {root.sentryDsn && (
        <Suspense>
          <BrowserSentry dsn={root.sentryDsn} />
        </Suspense>
      )}
    </>
  );
}
