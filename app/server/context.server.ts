import {cartSetIdDefault, createStorefrontClient} from '@shopify/hydrogen';
import {getStorefrontHeaders} from '@shopify/remix-oxygen';
import type {CountryCode, LanguageCode} from '@shopify/hydrogen/storefront-api-types';
import {
  DEFAULT_COUNTRY,
  isCountryCode,
  languageForCountry,
  normaliseCountryCode,
} from '@brush/rules/countries';
import {regionForCountry} from '@brush/rules/regions';
import {
  cartCookieOptions,
  cartIdFromCookie,
  createShopCart,
  dropDiscardedCartCookie,
} from '~/features/cart/cart.server';
import {PERSONAL_CACHE_CONTROL} from './page-cache.server';
import {trackLanding} from './tracking.server';
import {sessionSecrets} from '~/server/env.server';
import {edgeBuyerCountry} from '~/server/runtime.server';
import {AppSession, SESSION_COUNTRY_KEY} from '~/server/session';
import {
  UPSTREAM_READ_DEADLINE_MS,
  UPSTREAM_WRITE_DEADLINE_MS,
  withStorefrontDeadlines,
} from '~/server/upstream.server';

/**
 * The market: the session's country, else the edge's, else the default; its region decides
 * which Region variants the shopper sees, its language the interface's.
 */
function shopperMarket(sessionCountry: unknown, request: Request) {
  const country =
    (isCountryCode(sessionCountry) ? sessionCountry : null) ??
    normaliseCountryCode(edgeBuyerCountry(request)) ??
    DEFAULT_COUNTRY;
  // The country table and the Storefront CountryCode enum are the same ISO 3166-1 list.
  return {
    country: country as CountryCode,
    region: regionForCountry(country),
    language: languageForCountry(country),
  };
}

/** Runs only with an environment server.ts has checked (env.server.ts). */
export async function createAppLoadContext(
  request: Request,
  env: Env,
  // Only what the context uses of the runtime's ExecutionContext, which Node's types lack.
  executionContext: {waitUntil(promise: Promise<unknown>): void},
) {
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, sessionSecrets(env.SESSION_SECRET)),
  ]);

  const market = shopperMarket(session.get(SESSION_COUNTRY_KEY), request);

  // The Storefront client alone: Hydrogen's whole context would also make a customer
  // account client and a cart on every request, which the shop does not use.
  const {storefront: hydrogenStorefront} = createStorefrontClient({
    cache,
    waitUntil,
    i18n: {
      country: market.country,
      language: market.language.toUpperCase() as LanguageCode,
    },
    storefrontHeaders: getStorefrontHeaders(request),
    storefrontId: env.PUBLIC_STOREFRONT_ID,
    storeDomain: env.PUBLIC_STORE_DOMAIN,
    privateStorefrontToken: env.PRIVATE_STOREFRONT_API_TOKEN,
    publicStorefrontToken: env.PUBLIC_STOREFRONT_API_TOKEN,
  });
  // A hung platform ends in an error, never a wait; the cart uses the same client.
  const storefront = withStorefrontDeadlines(
    hydrogenStorefront,
    {read: UPSTREAM_READ_DEADLINE_MS, write: UPSTREAM_WRITE_DEADLINE_MS},
    waitUntil,
  );
  const cart = createShopCart({
    storefront,
    getCartId: () => cartIdFromCookie(request),
    setCartId: cartSetIdDefault(cartCookieOptions(request)),
  });

  // Hydrogen types waitUntil as optional; this worker always has one.
  return {
    env,
    session,
    storefront,
    cart,
    market,
    waitUntil,
    /** The render is a shared page (decision 0106). */
    sharedPage: false as boolean,
  };
}

type AppContext = Awaited<ReturnType<typeof createAppLoadContext>>;

/** What every answer carries of the request's context: session, cart cookie, tracking. */
export async function withContextCookies(
  response: Response,
  request: Request,
  context: AppContext,
): Promise<Response> {
  if (context.session.isPending) {
    response.headers.append('Set-Cookie', await context.session.commit());
  }
  dropDiscardedCartCookie(context.cart, request, response);
  if (!response.headers.has('Cache-Control')) {
    // A page rendered with the session (outside the shared pages, which say their own) and
    // a navigation's data may hold the shopper's cart and account.
    response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  }
  for (const cookie of await trackLanding(request, context)) {
    response.headers.append('Set-Cookie', cookie);
  }
  return response;
}
