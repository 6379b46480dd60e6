import {useEffect, useId, useRef, useState} from 'react';
import {useSearchParams} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import type {MoneyFragment} from '#graphql/storefrontapi.generated';
import {useFormatMoney, type MoneyAmount} from '~/features/catalog/Price';
import {useHydrated} from '~/ui/hydrated';
import {useKeptBeforeHydration} from '~/ui/kept-input';
import {AddToCartDialog} from '~/features/cart/AddToCartDialog';
import {useAddToCartDialog, useRootCart} from '~/features/cart/use-add-to-cart-dialog';
import {hasFreeOrPwywItem} from '@brush/rules/add-to-cart-dialog';
import {LINE_ATTRIBUTES, hasAttribute} from '@brush/rules/cart-attributes';
import {percentOff, pwywChoices} from '@brush/rules/promos';
import {CART_PATH} from '~/lib/navigation';
import {
  CUSTOM_PRICE_MIN,
  CUSTOM_PRICE_STEP,
  PWYW_DEFAULT_DISCOUNT,
  exceedsCustomPriceMax,
} from '@brush/rules/pwyw';
import type {Cart} from '~/features/cart/cart.server';
import type {CartFlow} from '~/features/cart/cart-input.server';
import {PromoCartForm} from './PromoCartForm';

/** The search parameter that shows the chooser in the page when JavaScript is off. */
export const CHOOSE_PARAM = 'choose';

export interface PwywChooserProps {
  merchandiseId: string;
  /** The variant's price in the shopper's currency. */
  price: MoneyFragment;
  productTitle: string;
  available: boolean;
  /** The secret shop asks through its own flow. */
  flow?: Extract<CartFlow, 'pwyw' | 'secretShop'>;
}

export function PwywChooser({
  merchandiseId,
  price,
  productTitle,
  available,
  flow = 'pwyw',
}: PwywChooserProps) {
  const {t} = useTranslation();
  const formatMoney = useFormatMoney();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const cart = useRootCart();
  const fetcherKey = `pwyw:${merchandiseId}`;
  const dialog = useAddToCartDialog({
    fetcherKey,
    entry: {
      hasVariant: true,
      type: flow === 'secretShop' ? 'secret-shop-pwyw' : 'pwyw',
      freeOrPwywInCart: hasFreeOrPwywItem(cart?.lines),
      secondWhiteCheekBrush: false,
    },
  });
  const [screen, setScreen] = useState<'presets' | 'custom'>('presets');

  const open = () => {
    setScreen('presets');
    dialog.open();
  };

  const openOnArrival = useRef(searchParams.has(CHOOSE_PARAM));
  useEffect(() => {
    if (hydrated && openOnArrival.current) {
      openOnArrival.current = false;
      open();
    }
  });

  const inline = !hydrated && searchParams.has(CHOOSE_PARAM);
  const busy = dialog.step === 'LOADING';
  const formProps = {merchandiseId, price, fetcherKey, busy, flow};
  // The cart mutation answers no lines.
  const lineCost = pwywLineCost(cart, merchandiseId);
  const addedPrice = lineCost && formatMoney(lineCost);
  const screenTitle =
    screen === 'custom' ? t('promos.pwyw.customTitle') : t('promos.pwyw.choose');
  const chooser =
    screen === 'presets' ? (
      <PresetsForm {...formProps} onCustom={() => setScreen('custom')} />
    ) : (
      <CustomAmountForm {...formProps} onBack={() => setScreen('presets')} />
    );

  return (
    <div className="pwyw-chooser">
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        {[...searchParams]
          .filter(([name]) => name !== CHOOSE_PARAM)
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <input type="hidden" name={CHOOSE_PARAM} value="1" />
        <button
          type="submit"
          className="button button--block"
          disabled={!available}
          aria-haspopup={hydrated ? 'dialog' : undefined}
        >
          {available ? t('promos.pwyw.choose') : t('catalog.unavailable')}
        </button>
      </form>

      {inline && available && (
        <section className="pwyw-inline" aria-label={t('promos.pwyw.choose')}>
          <PresetsForm {...formProps} redirectTo={CART_PATH} />
          <CustomAmountForm {...formProps} redirectTo={CART_PATH} />
        </section>
      )}

      <AddToCartDialog
        step={dialog.step}
        onClose={() => dialog.send({type: 'CLOSE'})}
        className="pwyw-dialog"
        titles={{
          VARIANT_SELECT: t('promos.pwyw.choose'),
          PWYW: screenTitle,
          LOADING: screenTitle,
          WELCOME_BONUS: t('promos.pwyw.choose'),
          COMPLETED: t('promos.pwyw.added'),
        }}
        summary={
          <p className="pwyw-dialog__product">
            {productTitle} · {t('promos.pwyw.regularPrice')} {formatMoney(price)}
          </p>
        }
        screens={{PWYW: chooser, LOADING: chooser}}
        limitedMessage={t('promos.errors.pwywLimit')}
        completedMessage={
          addedPrice
            ? t('promos.pwyw.addedAt', {title: productTitle, price: addedPrice})
            : t('promos.pwyw.added')
        }
        errors={dialog.errors}
      />
    </div>
  );
}

/** What the platform charges for the cart's pay-what-you-want line of this variant. */
function pwywLineCost(cart: Cart | null, merchandiseId: string): MoneyAmount | null {
  const line = cart?.lines.nodes.find(
    (candidate) =>
      candidate.merchandise.id === merchandiseId &&
      hasAttribute(candidate.attributes, LINE_ATTRIBUTES.customPrice),
  );
  return line?.cost.totalAmount ?? null;
}

interface FormProps {
  merchandiseId: string;
  price: MoneyFragment;
  fetcherKey: string;
  busy: boolean;
  flow: Extract<CartFlow, 'pwyw' | 'secretShop'>;
  /** Set when the form works without JavaScript. */
  redirectTo?: string;
}

function PresetsForm({
  merchandiseId,
  price,
  busy,
  redirectTo,
  onCustom,
  ...form
}: FormProps & {onCustom?: () => void}) {
  const {t} = useTranslation();
  const presets = useRef<HTMLFieldSetElement>(null);
  const [discount, setDiscount] = useState<number>(PWYW_DEFAULT_DISCOUNT);
  useKeptBeforeHydration(presets, String(PWYW_DEFAULT_DISCOUNT), (value) =>
    setDiscount(Number(value)),
  );
  const choices = pwywChoices(Number(price.amount));
  const chosen = choices.find((choice) => choice.discount === discount) ?? choices[0];
  const formatMoney = useFormatMoney();
  const money = (amount: number) =>
    formatMoney({amount, currencyCode: price.currencyCode});
  return (
    <PromoCartForm {...form} inputs={{merchandiseId}}>
      {() => (
        <div className="pwyw-form">
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <fieldset ref={presets} className="pwyw-presets">
            <legend>{t('promos.pwyw.presetsLegend')}</legend>
            {choices.map((choice) => (
              <label key={choice.discount} className="pwyw-preset">
                <input
                  type="radio"
                  name="discount"
                  value={String(choice.discount)}
                  checked={choice.discount === discount}
                  onChange={() => setDiscount(choice.discount)}
                />
                <span className="pwyw-preset__label">
                  {t('promos.pwyw.preset', {percent: percentOff(choice.discount)})}
                </span>{' '}
                <span className="pwyw-preset__amount">{money(choice.amount)}</span>
              </label>
            ))}
          </fieldset>
          {onCustom && (
            <button type="button" className="link-button" onClick={onCustom}>
              {t('promos.pwyw.custom')}
            </button>
          )}
          <button type="submit" className="button button--block" disabled={busy}>
            {busy
              ? t('promos.pwyw.adding')
              : redirectTo || !chosen
                ? t('catalog.addToCart')
                : t('promos.pwyw.addAt', {price: money(chosen.amount)})}
          </button>
        </div>
      )}
    </PromoCartForm>
  );
}

/** docs/product/pricing.md#pay-what-you-want. */
function CustomAmountForm({
  merchandiseId,
  price,
  busy,
  redirectTo,
  onBack,
  ...form
}: FormProps & {onBack?: () => void}) {
  const {t} = useTranslation();
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  useKeptBeforeHydration(input, '', setAmount);
  const max = Number(price.amount);
  const formatMoney = useFormatMoney();
  const money = (amount: number) =>
    formatMoney({amount, currencyCode: price.currencyCode});

  // Opened from the presets screen inside the dialog: the shopper came here to type.
  useEffect(() => {
    if (onBack) input.current?.focus();
  }, [onBack]);

  const aboveMax = exceedsCustomPriceMax(amount, max);
  const aboveMaxId = useId();

  return (
    <PromoCartForm {...form} inputs={{merchandiseId}}>
      {() => (
        <div className="pwyw-form">
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <div className="field">
            <label htmlFor={inputId} className="field__label">
              {t('promos.pwyw.amount', {currency: price.currencyCode})}
            </label>
            <input
              ref={input}
              id={inputId}
              name="customPrice"
              type="number"
              inputMode="decimal"
              step={CUSTOM_PRICE_STEP}
              min={CUSTOM_PRICE_MIN}
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-describedby={aboveMax ? `${hintId} ${aboveMaxId}` : hintId}
              aria-invalid={aboveMax || undefined}
              className="field__input"
            />
            <p id={hintId} className="field__hint">
              {t('promos.pwyw.amountHint', {
                min: money(CUSTOM_PRICE_MIN),
                max: money(max),
              })}
            </p>
            <p id={aboveMaxId} role="alert" className="field__error">
              {aboveMax ? t('promos.pwyw.aboveMax', {max: money(max)}) : null}
            </p>
          </div>
          <div className="pwyw-form__actions">
            {onBack && (
              <button type="button" className="button button--secondary" onClick={onBack}>
                {t('promos.pwyw.back')}
              </button>
            )}
            <button
              type="submit"
              className="button"
              disabled={busy || (hydrated && (amount.trim() === '' || aboveMax))}
            >
              {busy ? t('promos.pwyw.adding') : t('promos.pwyw.save')}
            </button>
          </div>
        </div>
      )}
    </PromoCartForm>
  );
}
