import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {useLocation, useRouteLoaderData} from '@remix-run/react';
import {QuickAddHost} from '~/features/cart/QuickAddHost';
import type {RootLoader} from '~/features/shell/root-data';
import {useShopperParts} from '~/features/shell/shopper';
import {useShopperRequest} from '~/features/shell/shopper-request';
import {
  ADD_TO_CART_EVENT,
  addedToCart,
  type AnalyticsCartLine,
} from '@brush/rules/analytics';
import type {Attributes} from '@brush/rules/cart-attributes';
import {
  analyticsAllowed,
  isConsentRequired,
  showsConsentBanner,
} from '@brush/rules/consent';
import {SURVEY_POPUP_DELAY_MS} from '@brush/rules/limits';
import {OPEN_SURVEY_EVENT} from '@brush/rules/navigation';
import {isSurveyDone, SURVEY_DONE_FLAG, surveyPopupAllowed} from '@brush/rules/survey';
import ConsentBanner from './ConsentBanner';
import {
  currentConsent,
  storedConsent,
  subscribeConsent,
  tellStoredConsentOnce,
} from './consent-store';
import {ShopAnalytics, type AddToCartDetail} from './ShopAnalytics';

const BrowserSentry = lazy(() => import('~/features/shell/BrowserSentry'));
const SurveyPopup = lazy(() => import('./SurveyPopup'));

type CartReading = {id: string; lines: readonly AnalyticsCartLine[]} | null;

/**
 * The root's cart as each reading settles (after every add, the root revalidates it): the
 * add-to-cart browser event (docs/product/growth.md#analytics) is dispatched with the products an
 * add put in it, so every way of adding (the dialog, a card, a programme's form) is seen without
 * any of them knowing about it; its attributes are returned for the survey popup.
 */
function useSettledCart(cart: Promise<unknown> | undefined): Attributes {
  const previous = useRef<CartReading | undefined>(undefined);
  const [attributes, setAttributes] = useState<Attributes>(null);
  useEffect(() => {
    // Not known yet (a shared page before its shopper's parts): no reading to compare.
    if (!cart) return;
    let live = true;
    void Promise.resolve(cart).then((value) => {
      if (!live) return;
      const reading = value as {
        id: string;
        attributes: {key: string; value?: string | null}[];
        lines: {nodes: AnalyticsCartLine[]};
      } | null;
      setAttributes(reading?.attributes);
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
  return attributes;
}

function surveyFlagSet(): boolean {
  try {
    return window.localStorage.getItem(SURVEY_DONE_FLAG) !== null;
  } catch {
    return false;
  }
}

/**
 * The survey popup (docs/product/growth.md#survey-popup): offered SURVEY_POPUP_DELAY_MS after the
 * page loads unless a survey was done (the local flag or the cart's discountSurvey), never while
 * signing in or up; the banner's link opens it at once, which cancels the timer.
 */
function useSurveyPopup(cartAttributes: Attributes): [boolean, () => void] {
  const {pathname} = useLocation();
  const [open, setOpen] = useState(false);
  const offered = useRef(false);
  const allowed = surveyPopupAllowed({
    pathname,
    surveyDone: isSurveyDone({localFlag: surveyFlagSet(), cartAttributes}),
  });
  useEffect(() => {
    const openNow = (event?: Event) => {
      event?.preventDefault();
      offered.current = true;
      setOpen(true);
    };
    window.addEventListener(OPEN_SURVEY_EVENT, openNow);
    const timer =
      allowed && !offered.current
        ? window.setTimeout(() => openNow(), SURVEY_POPUP_DELAY_MS)
        : undefined;
    return () => {
      window.removeEventListener(OPEN_SURVEY_EVENT, openNow);
      window.clearTimeout(timer);
    };
  }, [allowed]);
  return [open, () => setOpen(false)];
}

/**
 * What runs in the browser after the page is interactive, outside its first load: a shared
 * page's request for its shopper's parts, the consent banner where it asks, analytics where
 * allowed, the survey popup, a collection card's add-to-cart dialog, Sentry where configured. One lazy chunk, so the page's own
 * scripts carry none of them.
 */
export default function ShopServices() {
  useShopperRequest();
  const root = useRouteLoaderData<RootLoader>('root');
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, () => null);
  const cartAttributes = useSettledCart(useShopperParts()?.cart);
  const [surveyOpen, closeSurvey] = useSurveyPopup(cartAttributes);
  const choice = currentConsent(stored);
  const asked = root ? isConsentRequired(root.market) : false;
  // An answer stored before the worker kept a copy of its own reaches it once a visit, so a
  // landing it holds is tracked or dropped by the answer rather than held until asked again.
  useEffect(() => {
    if (asked) tellStoredConsentOnce(stored);
  }, [asked, stored]);
  const analytics = root?.analytics;
  const currency = root?.layout.localization.country.currency.isoCode;
  const shopId = root?.layout.shop.id;
  const language = root?.layout.localization.language.isoCode;
  const shop = useMemo(
    () =>
      analytics && currency && shopId && language
        ? {
            origin: analytics.origin,
            storefrontId: analytics.storefrontId,
            shopId,
            currency,
            language,
          }
        : null,
    [analytics, currency, shopId, language],
  );
  if (!root) return null;
  const market = root.market;
  return (
    <>
      {showsConsentBanner(market, choice) && <ConsentBanner />}
      {shop && <ShopAnalytics shop={shop} allowed={analyticsAllowed(market, choice)} />}
      <QuickAddHost />
      {surveyOpen && (
        <Suspense>
          <SurveyPopup onClose={closeSurvey} />
        </Suspense>
      )}
      {root.sentryDsn && (
        <Suspense>
          <BrowserSentry dsn={root.sentryDsn} />
        </Suspense>
      )}
    </>
  );
}
