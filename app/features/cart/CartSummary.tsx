import {useTranslation} from 'react-i18next';
import {formatPrice} from '~/features/catalog/Price';
import type {Cart} from '~/features/cart/cart.server';
import {regionForCountry} from '~/rules/regions';
import {dutiesAndTaxesIncluded, type CartShippingLine} from '~/rules/shipping-info';

export function CartSummary({
  cart,
  shipping,
}: {
  cart: Pick<Cart, 'cost' | 'checkoutUrl' | 'buyerIdentity'>;
  shipping: CartShippingLine | null;
}) {
  const {t} = useTranslation();
  const {subtotalAmount, totalAmount} = cart.cost;
  const taxesIncluded = dutiesAndTaxesIncluded(
    totalAmount.currencyCode,
    regionForCountry(cart.buyerIdentity.countryCode),
  );
  const discount = Number(subtotalAmount.amount) - Number(totalAmount.amount);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="visually-hidden">
        {t('cart.summary')}
      </h2>
      <dl>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatPrice(subtotalAmount)}</dd>
        {discount > 0 && (
          <>
            <dt>{t('cart.discounts')}</dt>
            <dd>
              −
              {formatPrice({
                amount: String(discount),
                currencyCode: totalAmount.currencyCode,
              })}
            </dd>
          </>
        )}
        {shipping && (
          <>
            <dt>{t('cart.shipping')}</dt>
            <dd>
              {shipping.free
                ? t('cart.freeShipping')
                : formatPrice({
                    amount: String(shipping.fee),
                    currencyCode: totalAmount.currencyCode,
                  })}
            </dd>
          </>
        )}
        <dt className="cart-summary__total">{t('cart.total')}</dt>
        <dd className="cart-summary__total">{formatPrice(totalAmount)}</dd>
      </dl>
      {shipping?.remaining != null && (
        <p>
          {t('cart.awayFromFreeShipping', {
            amount: formatPrice({
              amount: String(shipping.remaining),
              currencyCode: totalAmount.currencyCode,
            }),
          })}
        </p>
      )}
      <a href={cart.checkoutUrl} className="button button--block">
        {t('cart.checkout')}
      </a>
      <p>{t(taxesIncluded ? 'cart.taxesIncluded' : 'cart.taxesAtCheckout')}</p>
    </aside>
  );
}
