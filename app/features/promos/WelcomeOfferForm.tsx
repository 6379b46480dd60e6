import {useId, useState} from 'react';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {WELCOME_PRICE_FACTOR} from '@brush/rules/limits';
import {roundTo} from '@brush/rules/currency';
import {isValidEmail} from '@brush/rules/validation';
import type {WelcomeOfferFormProps} from '~/features/cart/ProductAddDialog';
import {PromoCartForm} from './PromoCartForm';

// The welcome offer's email form (docs/product/pricing.md#welcome-offer): the price shown
// is WELCOME_PRICE_FACTOR of the variant's.
export function WelcomeOfferForm({
  merchandiseId,
  price,
  productTitle,
  fetcherKey,
  busy,
  redirectTo,
}: WelcomeOfferFormProps) {
  const {t} = useTranslation();
  const formatMoney = useFormatMoney();
  const inputId = useId();
  const errorId = useId();
  const [invalid, setInvalid] = useState(false);
  const offered = formatMoney({
    amount: roundTo(Number(price.amount) * WELCOME_PRICE_FACTOR, 2),
    currencyCode: price.currencyCode,
  });
  return (
    // Capturing the form's submit checks the email before the add is sent.
    <div
      className="welcome-form"
      onSubmitCapture={(event) => {
        const email = new FormData(event.target as HTMLFormElement).get('email');
        if (isValidEmail(typeof email === 'string' ? email.trim() : '')) return;
        event.preventDefault();
        setInvalid(true);
      }}
    >
      <PromoCartForm flow="welcomeBonus" inputs={{merchandiseId}} fetcherKey={fetcherKey}>
        {() => (
          <>
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            <p>
              {t('promos.welcome.lede', {
                price: offered,
                full: formatMoney(price),
                title: productTitle,
              })}
            </p>
            <div className="field">
              <label htmlFor={inputId} className="field__label">
                {t('promos.welcome.email')}
              </label>
              <input
                id={inputId}
                className="field__input"
                name="email"
                type="text"
                inputMode="email"
                autoComplete="email"
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                onChange={() => setInvalid(false)}
              />
            </div>
            {invalid && (
              <p id={errorId} role="alert" className="notice notice--error">
                {t('promos.welcome.invalidEmail')}
              </p>
            )}
            <button type="submit" className="button button--block" disabled={busy}>
              {t('promos.welcome.submit', {price: offered})}
            </button>
          </>
        )}
      </PromoCartForm>
    </div>
  );
}
