import {lazy, Suspense} from 'react';
import {useHydrated} from '~/ui/hydrated';
import {DIALOG_CLOSED, canCloseDialog} from '@brush/rules/add-to-cart-dialog';
import type {AddToCartDialogProps} from './AddToCartDialogView';

const AddToCartDialogView = lazy(() => import('./AddToCartDialogView'));

/** The add-to-cart dialog (docs/product/cart.md#add-to-cart-dialog), once hydrated. */
export function AddToCartDialog(props: AddToCartDialogProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AddToCartDialogView
        {...props}
        dismissible={props.step !== DIALOG_CLOSED && canCloseDialog(props.step)}
      />
    </Suspense>
  );
}

/** The headings of a purchase type whose steps before the outcome share one. */
export function stepTitles(
  open: string,
  loading: string,
  completed: string,
): AddToCartDialogProps['titles'] {
  return {
    VARIANT_SELECT: open,
    PWYW: open,
    WELCOME_BONUS: open,
    LOADING: loading,
    COMPLETED: completed,
  };
}
