import type {MoneyFragment} from 'graphql/storefrontapi.generated';
import {formatMoney} from '~/lib/currency';

export function formatPrice(money: MoneyFragment): string {
  return formatMoney(money.amount, money.currencyCode);
}

/** A price, with the compare-at price struck through when it is higher. */
export function Price({
  price,
  compareAtPrice,
}: {
  price: MoneyFragment;
  compareAtPrice?: MoneyFragment | null;
}) {
  const showCompare =
    compareAtPrice && Number(compareAtPrice.amount) > Number(price.amount);
  return (
    <>
      <span>{formatPrice(price)}</span>
      {showCompare && <s className="price-compare">{formatPrice(compareAtPrice)}</s>}
    </>
  );
}
