import {useEffect} from 'react';
import {useFetcher} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {DIALOG_CLOSED, type PurchaseType} from '@brush/rules/add-to-cart-dialog';
import {AddToCartDialog, stepTitles} from './AddToCartDialog';
import {useAddToCartDialog} from './use-add-to-cart-dialog';

// The dialog of a card's add straight to the cart (concept store, secret shop): it follows
// the card's own form, whose fetcher it shares by key.
export default function PromoAddDialog({
  fetcherKey,
  type,
  productTitle,
}: {
  fetcherKey: string;
  type: PurchaseType;
  productTitle: string;
}) {
  const {t} = useTranslation();
  const fetcher = useFetcher({key: fetcherKey});
  const dialog = useAddToCartDialog({
    fetcherKey,
    entry: {
      hasVariant: true,
      type,
      freeOrPwywInCart: false,
      secondWhiteCheekBrush: false,
    },
  });
  const {step, follow} = dialog;
  useEffect(() => {
    if (fetcher.state !== 'idle' && step === DIALOG_CLOSED) follow();
  }, [fetcher.state, step, follow]);

  const adding = t('catalog.adding');
  return (
    <AddToCartDialog
      step={step}
      onClose={() => dialog.send({type: 'CLOSE'})}
      titles={stepTitles(adding, adding, t('cart.dialog.added'))}
      completedMessage={t('cart.dialog.addedItem', {title: productTitle})}
      errors={dialog.errors}
    />
  );
}
