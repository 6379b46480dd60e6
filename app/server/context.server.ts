import {cartSetIdDefault, createHydrogenContext, type I18nBase} from '@shopify/hydrogen';
import type {CountryCode, LanguageCode} from '@shopify/hydrogen/storefront-api-types';
import {
  DEFAULT_COUNTRY,
  isCountryCode,
  languageForCountry,
  normaliseCountryCode,
  type Language,
} from '@brush/rules/countries';
import {regionForCountry, type Region} from '@brush/rules/regions';
import {
  cartCookieOptions,
  cartIdFromRequest,
  readCartLinesInPages,
} from '~/features/cart/cart.server';
import {sessionSecrets} from '~/server/env.server';
import {edgeBuyerCountry} from '~/server/runtime.server';
import {AppSession, SESSION_COUNTRY_KEY} from '~/server/session';
import {withStorefrontDeadlines} from '~/server/upstream.server';
import {
  UPSTREAM_READ_DEADLINE_MS,
  UPSTREAM_WRITE_DEADLINE_MS,
} from './upstream-deadlines';
import {CART_QUERY_FRAGMENT} from '#graphql/cart';

export interface ShopperMarket {
  country: CountryCode;
  /** Derived from the country; decides which Region variants the shopper sees. */
  region: Region;
  /** The interface language (i18n resources, <html lang>). */
  language: Language;
}

/**
 * The one place the shopper's market is decided: the country chosen in the session, else the
 * edge's geo country, else the default. Region and language always follow the country.
 */
export function shopperMarket(sessionCountry: unknown, request: Request): ShopperMarket {
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

export function storefrontI18n(market: ShopperMarket): I18nBase {
  return {
    country: market.country,
    language: market.language.toUpperCase() as LanguageCode,
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

  const hydrogenContext = createHydrogenContext({
    env,
    request,
    cache,
    waitUntil,
    session,
    i18n: storefrontI18n(market),
    cart: {
      queryFragment: CART_QUERY_FRAGMENT,
      getId: () => cartIdFromRequest(request),
      setId: cartSetIdDefault(cartCookieOptions(request)),
    },
  });

  // A hung platform ends in the error screen or the write's message, never a wait without end.
  withStorefrontDeadlines(
    hydrogenContext.storefront,
    {read: UPSTREAM_READ_DEADLINE_MS, write: UPSTREAM_WRITE_DEADLINE_MS},
    waitUntil,
  );
  readCartLinesInPages(hydrogenContext.cart, hydrogenContext.storefront);

  // Hydrogen types waitUntil as optional; this worker always has one.
  return {
    ...hydrogenContext,
    market,
    waitUntil,
    /**
     * The render is a shared page (decision 0106): the same for every shopper of the market,
     * so nothing of this shopper's (cart, customer, session flash) may enter it.
     */
    sharedPage: false as boolean,
  };
}
