import type {CountryCode, LanguageCode} from '@shopify/hydrogen/storefront-api-types';
import {languageForCountry} from '@brush/rules/countries';

// @inContext for a shopper of `country`, in its language (docs/product/markets.md), for
// a request made before the session has moved there.
export function countryInContext(country: CountryCode) {
  return {country, language: languageForCountry(country).toUpperCase() as LanguageCode};
}

// The cart's checkout link in the shopper's language: Shopify's checkout reads `locale`
// from its address, over the language the cart was last written in.
export function checkoutUrlIn(checkoutUrl: string, language: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set('locale', language);
  return url.toString();
}
