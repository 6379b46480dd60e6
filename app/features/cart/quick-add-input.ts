import type {QuickAddVariant} from '~/features/catalog/product-card-view';

export interface QuickAddRequest {
  productId: string;
  productTitle: string;
  variants: readonly QuickAddVariant[];
}

/** The field Hydrogen's CartForm posts its action in, read by the one /cart action. */
const CART_FORM_INPUT_NAME = 'cartFormInput';

/** A one-unit add of a variant as a plain form posts it, with or without JavaScript. */
export function quickAddFormInput(merchandiseId: string): {name: string; value: string} {
  return {
    name: CART_FORM_INPUT_NAME,
    value: JSON.stringify({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId, quantity: 1}]},
    }),
  };
}
