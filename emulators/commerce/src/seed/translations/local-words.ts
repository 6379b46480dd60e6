import {ISRAEL_EXPRESS_SHIPPING} from '@brush/rules/shipping';
import type {ShippingTableWords} from '../pages';

/** Country names and dollar amounts as a page in this language writes them. */
export function localTableWords(
  locale: string,
  words: Pick<
    ShippingTableWords,
    | 'destination'
    | 'shipping'
    | 'freeShipping'
    | 'noFreeShipping'
    | 'freeFrom'
    | 'allOtherCountries'
  >,
): ShippingTableWords {
  const regions = new Intl.DisplayNames([locale], {type: 'region'});
  const dollars = new Intl.NumberFormat(locale, {style: 'currency', currency: 'USD'});
  return {
    ...words,
    countryName: (code) => regions.of(code) ?? code,
    usd: (amount) => dollars.format(amount),
  };
}

export function countryNamesIn(locale: string): (code: string) => string {
  const regions = new Intl.DisplayNames([locale], {type: 'region'});
  return (code) => regions.of(code) ?? code;
}

export function israelExpressIn(locale: string): string {
  return new Intl.NumberFormat(locale, {style: 'currency', currency: 'USD'}).format(
    ISRAEL_EXPRESS_SHIPPING,
  );
}
