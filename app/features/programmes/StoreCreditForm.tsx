import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useId} from 'react';
import {useTranslation} from '~/i18n/react';
import type {CartActionData} from '~/features/cart/cart-action-data';
import type {StoreCreditFormProps} from '~/features/cart/cart.types';
import {useFormatMoney} from '~/features/catalog/Price';
import {creditRedeemed, REDEEM_CREDIT_ACTION} from '@brush/rules/credit';
import {CART_PATH} from '~/lib/navigation';

const FETCHER_KEY = 'store-credit';

/**
 * Store credit redemption on the cart (docs/product/pricing.md#store-credit): a signed-in customer
 * with store credit asks for an amount (or all they can use); the /cart action works out what is
 * redeemed and says what it applied. No `max` on the field: an amount above the balance reaches the
 * server, which applies what it can and says so, rather than a browser tooltip refusing it. Plain
 * forms, so it works without JavaScript too; with it, the answer shows beside the field.
 */
export function StoreCreditForm({
  available,
  currencyCode,
  cartAttributes,
}: StoreCreditFormProps) {
  const {t} = useTranslation();
  const formatMoney = useFormatMoney();
  const fieldId = useId();
  const hintId = useId();
  const applied = creditRedeemed(cartAttributes);
  return (
    <section className="store-credit" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`} className="store-credit__title">
        {t('programmes.credit.title')}
      </h3>
      <p>
        {t('programmes.credit.available', {
          amount: formatMoney({amount: available, currencyCode}),
        })}
      </p>
      {applied > 0 && (
        <p className="store-credit__applied">
          {t('programmes.credit.applied', {
            amount: formatMoney({amount: applied, currencyCode}),
          })}
        </p>
      )}
      <CartForm route={CART_PATH} action={REDEEM_CREDIT_ACTION} fetcherKey={FETCHER_KEY}>
        {(fetcher: FetcherWithComponents<CartActionData>) => (
          <>
            <div className="field">
              <label className="field__label" htmlFor={fieldId}>
                {t('programmes.credit.amount')}
              </label>
              <input
                id={fieldId}
                className="field__input"
                name="amount"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                aria-describedby={hintId}
              />
              <p id={hintId} className="field__hint">
                {t('programmes.credit.amountHint')}
              </p>
            </div>
            <p role="alert" className="store-credit__error">
              {fetcher.data?.errors.map((error) => error.message).join(' ')}
            </p>
            {/* Said once credit is on the cart; removing it leaves nothing to explain. */}
            <p role="status" className="store-credit__notice">
              {applied > 0 ? fetcher.data?.notices?.join(' ') : null}
            </p>
            <div className="store-credit__actions">
              <button
                type="submit"
                className="button button--secondary"
                disabled={fetcher.state !== 'idle'}
              >
                {t('programmes.credit.use')}
              </button>
            </div>
          </>
        )}
      </CartForm>
      {applied > 0 && (
        <CartForm
          route={CART_PATH}
          action={REDEEM_CREDIT_ACTION}
          inputs={{amount: '0'}}
          fetcherKey={`${FETCHER_KEY}-remove`}
        >
          <button type="submit" className="store-credit__remove">
            {t('programmes.credit.remove')}
          </button>
        </CartForm>
      )}
    </section>
  );
}
