import type {ReactNode} from 'react';
import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {AddToCartSubmit} from '~/features/cart/AddToCartButton';
import {CardAddDialog} from '~/features/cart/CardAddDialog';
import type {CartFlow} from '~/features/cart/cart-input.server';
import {useHydrated} from '~/ui/hydrated';
import type {PurchaseType} from '@brush/rules/add-to-cart-dialog';
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import type {CartActionData} from '~/features/cart/cart-action-data';
import {CART_PATH} from '~/lib/navigation';

// A form for one of the /cart action's promo flows: it names the flow, and its fields
// carry the variant and the price chosen.
export function PromoCartForm({
  flow,
  inputs,
  fetcherKey,
  children,
}: {
  flow: CartFlow;
  inputs?: Record<string, string>;
  fetcherKey: string;
  children: (fetcher: FetcherWithComponents<CartActionData>) => ReactNode;
}) {
  return (
    <CartForm
      route={CART_PATH}
      action={CART_FLOW_ACTION}
      inputs={{flow, ...inputs}}
      fetcherKey={fetcherKey}
    >
      {(fetcher: FetcherWithComponents<CartActionData>) => children(fetcher)}
    </CartForm>
  );
}

// A promo card's add: the flow's form with the card's variant choice and its button, and
// the add-to-cart dialog that tells the outcome once the page is interactive (before
// that, and without JavaScript, the button's own status does).
export function PromoCardAdd({
  flow,
  type,
  productId,
  productTitle,
  available,
  disabledLabel,
  children,
}: {
  flow: CartFlow;
  type: PurchaseType;
  productId: string;
  productTitle: string;
  available: boolean;
  disabledLabel?: string;
  /** The variant choice, above the button. */
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const fetcherKey = `${flow}:${productId}`;
  return (
    <>
      <PromoCartForm flow={flow} fetcherKey={fetcherKey}>
        {(fetcher) => (
          <div className="promo-card__form">
            {children}
            <AddToCartSubmit
              fetcher={fetcher}
              disabled={!available}
              disabledLabel={disabledLabel}
              statusClassName="promo-card__status"
              announce={!hydrated}
            >
              <span className="visually-hidden">: {productTitle}</span>
            </AddToCartSubmit>
          </div>
        )}
      </PromoCartForm>
      <CardAddDialog fetcherKey={fetcherKey} type={type} productTitle={productTitle} />
    </>
  );
}
