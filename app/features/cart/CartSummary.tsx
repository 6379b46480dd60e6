import {Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import type {ComponentType} from 'react';
import type {Attributes} from '@brush/rules/cart-attributes';
import type {Cart} from '~/features/cart/cart.server';
import {SUPPORT_EMAIL} from '~/features/markets/support-email';
import {checkoutUrlIn} from '~/features/markets/in-context';
import {chargedInBaseCurrency} from './cart-currency';
import {discountLines, discountTitleKey} from '~/lib/discount-lines';
import {regionForCountry} from '@brush/rules/regions';
import {dutiesAndTaxesIncluded, type CartShippingLine} from '@brush/rules/shipping-info';

/** What the summary tells the store credit form (docs/product/pricing.md#store-credit). */
export interface StoreCreditFormProps {
  available: number;
  currencyCode: string;
  cartAttributes: Attributes;
}

const COUNTRY_PATH = '/country';
const CENTS = 100;

export function CartSummary({
  cart,
  shipping,
  storeCredit,
  destination,
  storeCreditForm: StoreCreditForm,
}: {
  cart: Cart;
  shipping: CartShippingLine | null;
  /** The signed-in customer's credit in the cart's currency; null for anyone without. */
  storeCredit: number | null;
  /** Where the shopper is, as the shell names it. */
  destination: {countryName: string; currency: string} | null;
  /** Handed in by the route: programmes sits above the cart. */
  storeCreditForm: ComponentType<StoreCreditFormProps>;
}) {
  const {t, i18n} = useTranslation();
  const formatMoney = useFormatMoney();
  const {subtotalAmount, totalAmount} = cart.cost;
  const currencyCode = totalAmount.currencyCode;
  const taxesIncluded = dutiesAndTaxesIncluded(
    currencyCode,
    regionForCountry(cart.buyerIdentity.countryCode),
  );
  const money = (amount: number) => formatMoney({amount, currencyCode});
  // The platform's cart-level discounts (store credit, Canada's, a code, ...) by name.
  const named = discountLines(cart.discountAllocations);
  const codes = new Set(cart.discountCodes.map((discount) => discount.code));
  const discountCents = Math.round(
    (Number(subtotalAmount.amount) - Number(totalAmount.amount)) * CENTS,
  );
  const unnamedCents =
    discountCents - named.reduce((sum, line) => sum + Math.round(line.amount * CENTS), 0);
  const charged = destination
    ? chargedInBaseCurrency(
        destination.currency,
        currencyCode,
        Number(totalAmount.amount),
      )
    : null;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="visually-hidden">
        {t('cart.summary')}
      </h2>
      <dl>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatMoney(subtotalAmount)}</dd>
        {named.map((line) => {
          const key = discountTitleKey(line.label);
          const label = key
            ? t(`cart.discountTitles.${key}`)
            : codes.has(line.label)
              ? t('cart.discountCode', {code: line.label})
              : line.label;
          return (
            <DiscountTerm key={line.label} label={label} value={money(line.amount)} />
          );
        })}
        {unnamedCents > 0 && (
          <DiscountTerm label={t('cart.discounts')} value={money(unnamedCents / CENTS)} />
        )}
        <dt className="cart-summary__total">{t('cart.total')}</dt>
        <dd className="cart-summary__total">{formatMoney(totalAmount)}</dd>
      </dl>
      {cart.discountCodes
        .filter((discount) => !discount.applicable)
        .map(({code}) => (
          <p key={code}>{t('cart.discountCodeNotApplicable', {code})}</p>
        ))}
      {charged && (
        <p className="cart-summary__currency">
          {t('cart.usdCart', {
            amount: formatMoney(totalAmount),
            local: formatMoney({amount: charged.local, currencyCode: charged.currency}),
          })}
        </p>
      )}
      {/* The platform's total holds no shipping: the fee is a note beside it, not a term of it. */}
      {shipping && (shipping.fee !== null || shipping.remaining !== null) && (
        <div className="cart-summary__shipping">
          {shipping.fee !== null && (
            <p>
              {shipping.free
                ? t('cart.freeShipping')
                : t('cart.shippingFee', {amount: money(shipping.fee)})}
            </p>
          )}
          {shipping.remaining !== null && (
            <p>{t('cart.awayFromFreeShipping', {amount: money(shipping.remaining)})}</p>
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
      {shipping?.unavailable ? (
        <div className="cart-summary__unavailable" role="note">
          <p>
            {t('cart.shippingUnavailable', {
              country: destination?.countryName ?? cart.buyerIdentity.countryCode ?? '',
            })}{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <Link to={COUNTRY_PATH} className="button button--secondary button--block">
            {t('footer.shipping.changeCountry')}
          </Link>
        </div>
      ) : (
        <a
          href={checkoutUrlIn(cart.checkoutUrl, i18n.language)}
          className="button button--block"
        >
          {t('cart.checkout')}
        </a>
      )}
      <p>{t(taxesIncluded ? 'cart.taxesIncluded' : 'cart.taxesAtCheckout')}</p>
    </aside>
  );
}

function DiscountTerm({label, value}: {label: string; value: string}) {
  return (
    <>
      <dt>{label}</dt>
      <dd>−{value}</dd>
    </>
  );
}
