import {useTranslation} from 'react-i18next';
import {useFormatMoney} from '~/features/catalog/Price';
import type {Cart} from '~/features/cart/cart.server';
import {StoreCreditForm} from '~/features/programmes/StoreCreditForm';
import {regionForCountry} from '~/rules/regions';
import {dutiesAndTaxesIncluded, type CartShippingLine} from '~/rules/shipping-info';

export function CartSummary({
  cart,
  shipping,
  storeCredit,
}: {
  cart: Pick<Cart, 'cost' | 'checkoutUrl' | 'buyerIdentity' | 'attributes'>;
  shipping: CartShippingLine | null;
  /** The signed-in customer's credit in the cart's currency; null for anyone without. */
  storeCredit: number | null;
}) {
  const {t} = useTranslation();
  const formatMoney = useFormatMoney();
  const {subtotalAmount, totalAmount} = cart.cost;
  const currencyCode = totalAmount.currencyCode;
  const taxesIncluded = dutiesAndTaxesIncluded(
    currencyCode,
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
        <dd>{formatMoney(subtotalAmount)}</dd>
        {discount > 0 && (
          <>
            <dt>{t('cart.discounts')}</dt>
            <dd>−{formatMoney({amount: discount, currencyCode})}</dd>
          </>
        )}
        <dt className="cart-summary__total">{t('cart.total')}</dt>
        <dd className="cart-summary__total">{formatMoney(totalAmount)}</dd>
      </dl>
      {/* The platform's total holds no shipping: the fee is a note beside it, not a term of it. */}
      {shipping && (
        <div className="cart-summary__shipping">
          <p>
            {shipping.free
              ? t('cart.freeShipping')
              : t('cart.shippingFee', {
                  amount: formatMoney({amount: shipping.fee, currencyCode}),
                })}
          </p>
          {shipping.remaining != null && (
            <p>
              {t('cart.awayFromFreeShipping', {
                amount: formatMoney({amount: shipping.remaining, currencyCode}),
              })}
            </p>
          )}
        </div>
      )}
      {storeCredit !== null && (
        <StoreCreditForm
          available={storeCredit}
          currencyCode={currencyCode}
          cartAttributes={cart.attributes}
        />
      )}
      <a href={cart.checkoutUrl} className="button button--block">
        {t('cart.checkout')}
      </a>
      <p>{t(taxesIncluded ? 'cart.taxesIncluded' : 'cart.taxesAtCheckout')}</p>
    </aside>
  );
}
