import {lazy, Suspense, useEffect, useMemo} from 'react';
import {useFetcher, useRouteLoaderData} from '@remix-run/react';
import {QuickAddHost} from '~/features/cart/QuickAddHost';
import {SHOPPER_FETCHER_KEY, useShopperParts} from '~/features/cart/shopper';
import ConsentBanner from '~/features/growth/ConsentBanner';
import {tellStoredConsentOnce, useConsent} from '~/features/growth/consent-store';
import {ShopAnalytics} from '~/features/growth/ShopAnalytics';
import {useSettledCart} from '~/features/growth/use-settled-cart';
import {useSurveyPopup} from '~/features/growth/use-survey-popup';
import {
  analyticsAllowed,
  isConsentRequired,
  showsConsentBanner,
} from '~/features/growth/consent';
import type {RootLoader} from './root-data.server';

const BrowserSentry = lazy(() => import('./BrowserSentry'));
const SurveyPopup = lazy(() => import('~/features/growth/SurveyPopup'));

/** What runs in the browser after the page is interactive, outside its first load. */
export default function ShopServices() {
  const root = useRouteLoaderData<RootLoader>('root');
  // A shared page asks for its shopper's parts once it is interactive.
  const shared = root?.personal === false;
  const {load: loadShopper} = useFetcher({key: SHOPPER_FETCHER_KEY});
  useEffect(() => {
    if (shared) void loadShopper('/api/shopper');
  }, [shared, loadShopper]);
  const {stored, choice} = useConsent();
  const cartAttributes = useSettledCart(useShopperParts()?.cart);
  const [surveyOpen, closeSurvey] = useSurveyPopup(cartAttributes);
  const asked = root ? isConsentRequired(root.market) : false;
  // An answer stored before the worker kept a copy of its own reaches it once a visit.
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
