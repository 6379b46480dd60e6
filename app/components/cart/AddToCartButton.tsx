import {Link, type FetcherWithComponents} from '@remix-run/react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import type {CartActionData} from '~/routes/cart';

export interface AddToCartButtonProps {
  lines: OptimisticCartLineInput[];
  disabled: boolean;
  /** What the disabled button says instead of "add to cart". */
  disabledLabel?: string;
}

export function AddToCartButton({lines, disabled, disabledLabel}: AddToCartButtonProps) {
  const {t} = useTranslation();
  return (
    <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines}}>
      {(fetcher: FetcherWithComponents<CartActionData>) => {
        const busy = fetcher.state !== 'idle';
        const errors = fetcher.data?.errors ?? [];
        const added =
          fetcher.state === 'idle' && fetcher.data?.cart && errors.length === 0;
        return (
          <div className="add-to-cart">
            <button
              type="submit"
              className="button button--block"
              disabled={disabled || busy}
            >
              {disabled
                ? (disabledLabel ?? t('catalog.unavailable'))
                : busy
                  ? t('catalog.adding')
                  : t('catalog.addToCart')}
            </button>
            <div aria-live="polite">
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
          </div>
        );
      }}
    </CartForm>
  );
}
