import {useLayoutEffect, type MutableRefObject, type ReactNode} from 'react';
import {useFetcher} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {
  entryStep,
  isWhiteCheekBrush,
  whiteCheekBrushUnits,
  type DialogEntry,
} from '~/rules/add-to-cart-dialog';
import {AddToCartDialog} from './AddToCartDialog';
import {useAddToCartDialog, useRootCart} from './use-add-to-cart-dialog';

const CART_PATH = '/cart';

/** Starts an add from the product's form: the dialog opens, and the add runs when it may. */
export type StartAdd = (form: HTMLFormElement) => void;

export interface ProductAddDialogProps {
  /** Filled once this is loaded; the form's submit calls it. */
  start: MutableRefObject<StartAdd | null>;
  /** Set when an add went ahead before this was loaded: the dialog then follows it. */
  startedEarly: MutableRefObject<boolean>;
  fetcherKey: string;
  productTitle: string;
  productTags: readonly string[];
  recommendations?: ReactNode;
}

/**
 * A product's add (spec 4's dialog, type standard), loaded after the page is interactive: the
 * add starts at once and the dialog follows it through LOADING to COMPLETED, with
 * recommendations, or ERROR. A second white cheek brush opens on SAIBIKOHO_LIMITED and asks
 * nothing of the server, which would refuse it anyway.
 */
export default function ProductAddDialog({
  start,
  startedEarly,
  fetcherKey,
  productTitle,
  productTags,
  recommendations,
}: ProductAddDialogProps) {
  const {t} = useTranslation();
  const cart = useRootCart();
  const fetcher = useFetcher({key: fetcherKey});
  const entry: DialogEntry = {
    hasVariant: true,
    type: 'standard',
    freeOrPwywInCart: false,
    secondWhiteCheekBrush:
      isWhiteCheekBrush(productTags) &&
      whiteCheekBrushUnits(
        (cart?.lines.nodes ?? []).map((line) => ({
          quantity: line.quantity,
          productTags: line.merchandise.product.tags,
        })),
      ) > 0,
  };
  const dialog = useAddToCartDialog({fetcherKey, entry});

  // Every render, so the form always starts the add with the cart as it is now.
  useLayoutEffect(() => {
    start.current = (form) => {
      dialog.open();
      if (entryStep(entry) === 'LOADING') {
        void fetcher.submit(form, {method: 'POST', action: CART_PATH});
      }
    };
  });
  useLayoutEffect(() => {
    if (startedEarly.current) {
      startedEarly.current = false;
      dialog.follow();
    }
    return () => {
      start.current = null;
    };
    // Once, on load: the add that went ahead is followed a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AddToCartDialog
      step={dialog.step}
      onClose={() => dialog.send({type: 'CLOSE'})}
      titles={{
        VARIANT_SELECT: t('catalog.addToCart'),
        PWYW: t('catalog.addToCart'),
        WELCOME_BONUS: t('catalog.addToCart'),
        LOADING: t('catalog.adding'),
        COMPLETED: t('cart.dialog.added'),
      }}
      summary={null}
      limitedMessage={t('cart.dialog.secondWhiteCheek')}
      completedMessage={t('cart.dialog.addedItem', {title: productTitle})}
      errors={dialog.errors}
      recommendations={recommendations}
    />
  );
}
