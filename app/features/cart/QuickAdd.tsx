import type {SyntheticEvent} from 'react';
import {Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import type {
  ProductCardView,
  QuickAddVariant,
} from '~/features/catalog/product-card-view';
import {CART_PATH, QUICK_ADD_EVENT} from '~/lib/navigation';
import {quickAddFormInput, type QuickAddRequest} from './quick-add-input';

export type QuickAddCard = ProductCardView & {quickAdd: QuickAddVariant[]};

/** A card's own add, through the dialog (docs/product/cart.md#add-to-cart-dialog). */
export function QuickAdd({product}: {product: QuickAddCard}) {
  const {t} = useTranslation();
  const variants = product.quickAdd;
  if (!variants.some((variant) => variant.available)) return null;
  const [only] = variants.length === 1 ? variants : [];
  const openDialog = (event: SyntheticEvent) => {
    const detail: QuickAddRequest = {
      productId: product.id,
      productTitle: product.title,
      variants,
    };
    const taken = !window.dispatchEvent(
      new CustomEvent(QUICK_ADD_EVENT, {cancelable: true, detail}),
    );
    if (taken) event.preventDefault();
  };
  const label = (
    <>
      {t('catalog.addToCart')}
      <span className="visually-hidden">
        {': '}
        {product.title}
      </span>
    </>
  );

  return (
    <div className="quick-add">
      {only ? (
        <form method="post" action={CART_PATH} onSubmit={openDialog}>
          <input type="hidden" {...quickAddFormInput(only.id)} />
          <input type="hidden" name="redirectTo" value={CART_PATH} />
          <button type="submit" className="button button--block">
            {label}
          </button>
        </form>
      ) : (
        <Link
          to={`/products/${product.handle}`}
          className="button button--block"
          onClick={openDialog}
        >
          {label}
        </Link>
      )}
    </div>
  );
}
