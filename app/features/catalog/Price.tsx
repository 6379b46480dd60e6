import {useTranslation} from 'react-i18next';
import type {MoneyFragment} from '#graphql/storefrontapi.generated';
import {formatMoney} from '~/rules/currency';

export function formatPrice(money: MoneyFragment): string {
  return formatMoney(money.amount, money.currencyCode);
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
  const {t} = useTranslation();
  const formatted = formatPrice(price);
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
          {formatPrice(compareAtPrice)}
        </s>
      )}
    </>
  );
}
