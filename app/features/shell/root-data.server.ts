import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {LAYOUT_QUERY} from '#graphql/layout';
import {accountMenuState} from '~/features/account/account-session.server';
import {loadCart} from '~/features/cart/cart.server';
import {mailingListFlash} from '~/features/growth/subscribe-route.server';
import {currencyForCountry} from '~/rules/countries';
import {resources} from '~/i18n';
import {discountBadgeCount, PROMOS} from '~/rules/promos';
import {criticalData} from '~/server/critical-data.server';
import {originOf} from '~/server/csp.server';

export const HEADER_MENU_HANDLE = 'main-menu';

export async function rootLoader(args: LoaderFunctionArgs) {
  const deferredData = loadDeferredData(args);
  const criticalData = await loadCriticalData(args);
  return {...deferredData, ...criticalData};
}

/** One Storefront request: the shop, the shopper's market as the API resolved it, the header menu. */
async function loadCriticalData({context}: LoaderFunctionArgs) {
  // Read before anything awaits: a flash is consumed by reading it.
  const mailingList = mailingListFlash(context.session);
  const {storefront, env, market} = context;
  const layout = await criticalData(
    storefront.query(LAYOUT_QUERY, {
      cache: storefront.CacheLong(),
      variables: {headerMenuHandle: HEADER_MENU_HANDLE},
    }),
    'Layout',
  );
  const storeOrigin = originOf(env.PUBLIC_STORE_DOMAIN);
  const shopOrigins = [originOf(layout.shop.primaryDomain.url), storeOrigin].filter(
    (origin): origin is string => origin !== null,
  );
  return {
    layout,
    market,
    shopOrigins,
    translations: resources[market.language].translation,
    mailingList,
    // Counted here, so the promos table stays out of every page's scripts.
    discountCount: discountBadgeCount(PROMOS),
    /** Public by design: a DSN only lets a browser send events to the project. */
    sentryDsn: env.PUBLIC_SENTRY_DSN ?? null,
    /** Where the browser sends analytics (the platform's own domain) and as which storefront. */
    analytics: storeOrigin
      ? {origin: storeOrigin, storefrontId: env.PUBLIC_STOREFRONT_ID ?? ''}
      : null,
  };
}

/**
 * Streamed after the first byte; a failure here leaves the page whole (an empty cart badge,
 * the login link for the account).
 * The footer's links are the spec's own, translated, so they need no request.
 */
function loadDeferredData({context}: LoaderFunctionArgs) {
  return {
    cart: loadCart(context.cart),
    account: accountMenuState(
      context,
      currencyForCountry(context.market.country),
      context.market.language,
    ),
  };
}
