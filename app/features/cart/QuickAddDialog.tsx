import {useEffect, useId, useState} from 'react';
import {useFetcher, type FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import type {CartActionData} from '~/features/cart/cart-action-data';
import type {DialogEntry} from '@brush/rules/add-to-cart-dialog';
import {AddToCartDialog, stepTitles} from './AddToCartDialog';
import {quickAddFormInput, type QuickAddRequest} from './quick-add-input';
import {useAddToCartDialog} from './use-add-to-cart-dialog';
import {CART_PATH} from '~/lib/navigation';

/** A card's add: one variant adds at once; of several, the shopper picks one. */
export default function QuickAddDialog({
  opened,
  productId,
  productTitle,
  variants,
}: QuickAddRequest & {opened: number}) {
  const {t} = useTranslation();
  const legendId = useId();
  const fetcherKey = `quick-add:${productId}`;
  const fetcher = useFetcher<CartActionData>({key: fetcherKey});
  const entry: DialogEntry = {
    hasVariant: variants.length === 1,
    type: 'standard',
    freeOrPwywInCart: false,
    secondWhiteCheekBrush: false,
  };
  const dialog = useAddToCartDialog({fetcherKey, entry});
  const [chosen, setChosen] = useState(
    () => variants.find((variant) => variant.available)?.id ?? '',
  );

  useEffect(() => {
    dialog.open();
    if (entry.hasVariant && chosen) {
      const {name, value} = quickAddFormInput(chosen);
      void fetcher.submit({[name]: value}, {method: 'POST', action: CART_PATH});
    }
    // Once per click on the card's add.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // The choice moves the dialog on (to LOADING) as its form is submitted.
  const chooser = (
    <div
      className="variant-select"
      onSubmitCapture={() => dialog.send({type: 'VARIANT_CHOSEN', entry})}
    >
      <CartForm
        route={CART_PATH}
        action={CartForm.ACTIONS.LinesAdd}
        inputs={{lines: [{merchandiseId: chosen, quantity: 1}]}}
        fetcherKey={fetcherKey}
      >
        {(form: FetcherWithComponents<CartActionData>) => (
          <>
            <fieldset aria-labelledby={legendId}>
              <legend id={legendId}>{t('cart.dialog.chooseVariant')}</legend>
              {variants.map((variant) => (
                <label key={variant.id} className="variant-select__option">
                  <input
                    type="radio"
                    name="variant"
                    value={variant.id}
                    checked={chosen === variant.id}
                    disabled={!variant.available}
                    onChange={() => setChosen(variant.id)}
                  />
                  {variant.label}
                  {!variant.available && ` · ${t('catalog.unavailable')}`}
                </label>
              ))}
            </fieldset>
            <button
              type="submit"
              className="button button--block"
              disabled={!chosen || form.state !== 'idle'}
            >
              {t('catalog.addToCart')}
            </button>
          </>
        )}
      </CartForm>
    </div>
  );

  return (
    <AddToCartDialog
      step={dialog.step}
      onClose={() => dialog.send({type: 'CLOSE'})}
      titles={stepTitles(productTitle, t('catalog.adding'), t('cart.dialog.added'))}
      // The chooser stays while its add is on its way.
      screens={entry.hasVariant ? {} : {VARIANT_SELECT: chooser, LOADING: chooser}}
      completedMessage={t('cart.dialog.addedItem', {title: productTitle})}
      errors={dialog.errors}
    />
  );
}
