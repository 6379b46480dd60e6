import type {AppLoadContext, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {LAYOUT_QUERY} from '#graphql/layout';
import {accountMenuState} from '~/features/account/account-session.server';
import {loadShopperCart} from '~/features/cart/cart-offers.server';
import {mailingListFlash} from '~/features/growth/subscribe-route.server';
import {countryNameIn, currencyForCountry} from '@brush/rules/countries';
import {discountBadgeCount, PROMOS} from '@brush/rules/promos';
import {SURVEY_FORM_ID} from '~/features/growth/survey';
import {criticalData} from '~/server/critical-data.server';
import {originOf} from '~/server/csp.server';
import {collectionLinks} from './menu';

export const HEADER_MENU_HANDLE = 'main-menu';

/** What every page can read of the root (`useRouteLoaderData<RootLoader>('root')`). */
export type RootLoader = typeof rootLoader;

export async function rootLoader(args: LoaderFunctionArgs) {
  const {context, request} = args;
  // A shared page (decision 0106) shows every shopper the signed-out shell.
  const shopper: ReturnType<typeof loadShopperData> = context.sharedPage
    ? {
        personal: false,
        cart: Promise.resolve(null),
        account: Promise.resolve({status: 'signedOut'}),
      }
    : loadShopperData(context, request);
  // Read before anything awaits: a flash is consumed by reading it.
  const mailingList = context.sharedPage ? null : mailingListFlash(context.session);
  const criticalData = await loadCriticalData(args);
  return {...shopper, ...criticalData, mailingList};
}

// One Storefront request: the shop, the market as the API resolved it, the header menu.
async function loadCriticalData({context}: LoaderFunctionArgs) {
  const {storefront, env, market} = context;
  const layout = await criticalData(
    storefront.query(LAYOUT_QUERY, {
      cache: storefront.CacheLong(),
      variables: {headerMenuHandle: HEADER_MENU_HANDLE},
    }),
    'Layout',
  );
  // Sentences name the country in the shopper's language (markets.md#country).
  const {country} = layout.localization;
  const localization = {
    ...layout.localization,
    country: {
      ...country,
      name: countryNameIn(country.isoCode, market.language, country.name),
    },
  };
  const storeOrigin = originOf(env.PUBLIC_STORE_DOMAIN);
  const shopOrigins = [originOf(layout.shop.primaryDomain.url), storeOrigin].filter(
    (origin): origin is string => origin !== null,
  );
  // What the shell renders, not the whole answer: every page carries it (decision 0125).
  const {id, name, description} = layout.shop;
  return {
    layout: {shop: {id, name, description}, localization},
    collectionLinks: collectionLinks(layout.headerMenu, shopOrigins),
    market,
    // Counted here, so the promos table stays out of every page's scripts.
    discountCount: discountBadgeCount(PROMOS),
    /** Public by design: a DSN only lets a browser send events to the project. */
    sentryDsn: env.PUBLIC_SENTRY_DSN ?? null,
    /** The embedded form provider, when the shop uses one instead of the built-in forms. */
    embeds: env.PUBLIC_EMBED_SDK_URL
      ? {
          sdkUrl: env.PUBLIC_EMBED_SDK_URL,
          surveyFormId: env.PUBLIC_SURVEY_FORM_ID ?? SURVEY_FORM_ID,
        }
      : null,
    // Where the browser sends analytics (the platform's domain), as which storefront.
    analytics: storeOrigin
      ? {origin: storeOrigin, storefrontId: env.PUBLIC_STOREFRONT_ID ?? ''}
      : null,
  };
}

/** The shopper's own parts, streamed; a failure leaves the page whole. */
export function loadShopperData(context: AppLoadContext, request: Request) {
  return {
    /** False on a shared page, whose shopper parts come from /api/shopper instead. */
    personal: true,
    cart: loadShopperCart(context, request),
    account: accountMenuState(
      context,
      currencyForCountry(context.market.country),
      context.market.language,
    ),
  };
}
