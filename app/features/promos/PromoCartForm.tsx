import type {ReactNode} from 'react';
import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import type {CartFlow} from '~/features/cart/cart-action.server';
import {CART_FLOW_ACTION} from '~/rules/promos';
import type {CartActionData} from '~/features/cart/cart-action-data';

/**
 * A form for one of the /cart action's promo flows: it names the flow, and its fields carry
 * the variant and the price chosen. The server decides the line and its attributes.
 */
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
      route="/cart"
      action={CART_FLOW_ACTION}
      inputs={{flow, ...inputs}}
      fetcherKey={fetcherKey}
    >
      {(fetcher: FetcherWithComponents<CartActionData>) => children(fetcher)}
    </CartForm>
  );
}
