import {useTranslation} from 'react-i18next';
import type {MoneyFragment} from '#graphql/storefrontapi.generated';
import {formatMoney} from '~/rules/currency';

/** In the shopper's language's number format ('€24,00' in French). */
export function formatPrice(money: MoneyFragment, language?: string): string {
  return formatMoney(money.amount, money.currencyCode, language);
}

/**
 * A price, with the compare-at price struck through when it is higher. A strike-through is
 * silent to screen readers, so the old price is also named in words for them.
 */
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
  const formatted = formatPrice(price, i18n.language);
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
          {formatPrice(compareAtPrice, i18n.language)}
        </s>
      )}
    </>
  );
}
