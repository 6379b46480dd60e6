import {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import {Link, type FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import type {CartActionData} from '~/features/cart/cart-action-data';
import type {ProductAddToCartProps} from '~/features/catalog/ProductPage';
import {useHydrated} from '~/ui/hydrated';
import {WELCOME_OFFER_DISCOUNT} from '@brush/rules/limits';
import type {StartAdd, WelcomeOfferFormSlot} from './ProductAddDialog';
import {CART_PATH} from '~/lib/navigation';

/** Where the welcome offer's form is, for a shopper without JavaScript. */
export const WELCOME_OFFER_PATH = '/welcome-offer';
/** As the link says it (40% off); the server decides the price. */
const WELCOME_OFFER_PERCENT = Math.round(WELCOME_OFFER_DISCOUNT * 100);

const ProductAddDialog = lazy(() => import('./ProductAddDialog'));

export interface AddToCartButtonProps extends ProductAddToCartProps {
  welcomeOfferForm: WelcomeOfferFormSlot;
  /** Told when the welcome offer's line is in the cart: the offer signed the email up too. */
  onWelcomeAdded: () => void;
}

export function AddToCartButton({
  lines,
  disabled,
  disabledLabel,
  ...dialogProps
}: AddToCartButtonProps) {
  const {t} = useTranslation();
  const hydrated = useHydrated();
  const startWelcome = useRef<(() => void) | null>(null);
  const [dialogReady, setDialogReady] = useState(false);
  const merchandiseId = lines[0]?.merchandiseId ?? '';
  const start = useRef<StartAdd | null>(null);
  const startedEarly = useRef(false);
  const fetcherKey = `add:${lines.map((line) => line.merchandiseId).join(',')}`;
  return (
    <>
      <div
        className="add-to-cart"
        onSubmitCapture={(event) => {
          const startAdd = start.current;
          if (!startAdd) {
            // The dialog is still loading: the add goes ahead, and the dialog follows it.
            startedEarly.current = true;
            return;
          }
          if (!(event.target instanceof HTMLFormElement)) return;
          event.preventDefault();
          startAdd(event.target);
        }}
      >
        <CartForm
          route={CART_PATH}
          action={CartForm.ACTIONS.LinesAdd}
          inputs={{lines}}
          fetcherKey={fetcherKey}
        >
          {(fetcher: FetcherWithComponents<CartActionData>) => (
            <AddToCartSubmit
              fetcher={fetcher}
              disabled={disabled}
              disabledLabel={disabledLabel}
              announce={false}
            />
          )}
        </CartForm>
      </div>
      {!disabled && (
        <Link
          to={`${WELCOME_OFFER_PATH}?${new URLSearchParams({variant: merchandiseId})}`}
          className="add-to-cart__welcome"
          rel="nofollow"
          aria-haspopup={dialogReady ? 'dialog' : undefined}
          onClick={(event) => {
            const open = startWelcome.current;
            if (!open) return;
            event.preventDefault();
            open();
          }}
        >
          {t('promos.welcome.open', {percent: WELCOME_OFFER_PERCENT})}
        </Link>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <ProductAddDialog
            {...dialogProps}
            start={start}
            startWelcome={startWelcome}
            onReady={() => setDialogReady(true)}
            merchandiseId={merchandiseId}
            startedEarly={startedEarly}
            fetcherKey={fetcherKey}
          />
        </Suspense>
      )}
    </>
  );
}

/** Any add-to-cart form's submit button, and the /cart action's errors or success. */
export function AddToCartSubmit({
  fetcher,
  disabled,
  disabledLabel,
  statusClassName,
  announce = true,
  children,
}: {
  fetcher: FetcherWithComponents<CartActionData>;
  disabled: boolean;
  /** What the disabled button says instead of "add to cart". */
  disabledLabel?: string;
  statusClassName?: string;
  /** False when a dialog tells the outcome. */
  announce?: boolean;
  /** The rest of the button's name, after what it says. */
  children?: ReactNode;
}) {
  const {t} = useTranslation();
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.data?.errors ?? [];
  const added = !busy && fetcher.data?.cart && errors.length === 0;
  return (
    <>
      <button type="submit" className="button button--block" disabled={disabled || busy}>
        {disabled
          ? (disabledLabel ?? t('catalog.unavailable'))
          : busy
            ? t('catalog.adding')
            : t('catalog.addToCart')}
        {children}
      </button>
      {announce && (
        <div aria-live="polite" className={statusClassName}>
          {errors.map((error) => (
            <p key={error.message} className="notice notice--error">
              {error.message}
            </p>
          ))}
          {added && (
            <p className="notice">
              {t('catalog.added')} · <Link to={CART_PATH}>{t('catalog.viewCart')}</Link>
            </p>
          )}
        </div>
      )}
    </>
  );
}
