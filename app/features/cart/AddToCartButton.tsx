import type {ReactNode} from 'react';
import {Link, type FetcherWithComponents} from '@remix-run/react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import type {CartActionData} from '~/features/cart/cart-action-data';

export interface AddToCartButtonProps {
  lines: OptimisticCartLineInput[];
  disabled: boolean;
  /** What the disabled button says instead of "add to cart". */
  disabledLabel?: string;
}

export function AddToCartButton({lines, disabled, disabledLabel}: AddToCartButtonProps) {
  return (
    <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines}}>
      {(fetcher: FetcherWithComponents<CartActionData>) => (
        <div className="add-to-cart">
          <AddToCartSubmit
            fetcher={fetcher}
            disabled={disabled}
            disabledLabel={disabledLabel}
          />
        </div>
      )}
    </CartForm>
  );
}

/**
 * The submit button of any form that adds to the cart, and what the /cart action answered:
 * its errors, or that the line was added with a way to the cart.
 */
export function AddToCartSubmit({
  fetcher,
  disabled,
  disabledLabel,
  statusClassName,
  children,
}: {
  fetcher: FetcherWithComponents<CartActionData>;
  disabled: boolean;
  /** What the disabled button says instead of "add to cart". */
  disabledLabel?: string;
  statusClassName?: string;
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
      <div aria-live="polite" className={statusClassName}>
        {errors.map((error) => (
          <p key={error.message} className="notice notice--error">
            {error.message}
          </p>
        ))}
        {added && (
          <p className="notice">
            {t('catalog.added')} · <Link to="/cart">{t('catalog.viewCart')}</Link>
          </p>
        )}
      </div>
    </>
  );
}
