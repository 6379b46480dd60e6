/// <reference types="vite/client" />
// import.meta.env.SSR is Vite's; the tests' TypeScript project lacks its types.
import {useCallback} from 'react';
import {useTranslation} from '~/i18n/react';
import type {MoneyFragment} from '#graphql/storefrontapi.generated';
import {BoundedCache, remember} from '@brush/rules/cache';
import {formatMoney} from '@brush/rules/currency';

/** An amount in a currency: the Storefront API's Money, or a figure the shop works out. */
export interface MoneyAmount {
  amount: number | string;
  currencyCode: string;
}

const formatIn = (money: MoneyAmount, language: string) =>
  formatMoney(money.amount, money.currencyCode, language);

// A price's text depends on its amount, currency and language alone: the worker makes each
// once for the isolate's life (decision 0125); the catalog's prices times the languages fit.
const priceTexts = import.meta.env.SSR ? new BoundedCache<string, string>(1024) : null;

const priceText = (money: MoneyAmount, language: string) =>
  priceTexts
    ? remember(
        priceTexts,
        `${language}\u0000${money.currencyCode}\u0000${money.amount}`,
        () => formatIn(money, language),
      )
    : formatIn(money, language);

/** The one formatter for money on screen: in the shopper's language's number format. */
export function useFormatMoney(): (money: MoneyAmount) => string {
  const {i18n} = useTranslation();
  const language = i18n.language;
  return useCallback((money: MoneyAmount) => formatIn(money, language), [language]);
}

/** A price, with the compare-at price struck through when it is higher. */
export function Price({
  price,
  compareAtPrice,
  from = false,
}: {
  price: MoneyFragment;
  compareAtPrice?: MoneyFragment | null;
  /** The lowest of several prices: "from $18.00". */
  from?: boolean;
}) {
  const {t, i18n} = useTranslation();
  const formatted = priceText(price, i18n.language);
  const showCompare =
    compareAtPrice && Number(compareAtPrice.amount) > Number(price.amount);
  return (
    <>
      <span className="price">
        {from ? t('catalog.from', {price: formatted}) : formatted}
      </span>
      {showCompare && (
        <s className="price-compare">
          <span className="visually-hidden">{t('catalog.regularPrice')} </span>
          {priceText(compareAtPrice, i18n.language)}
        </s>
      )}
    </>
  );
}
