import type {CartQueryDataReturn} from '@shopify/hydrogen';
import type {CartErrorCode} from './cart-input.server';

/** What a post to /cart answers: the cart forms (with or without JavaScript) read it. */
export interface CartActionData {
  cart: CartQueryDataReturn['cart'] | null;
  errors: {code?: CartErrorCode; message: string}[];
  /** What the shopper should know of a change that went through (credit capped, say). */
  notices?: string[];
  analytics: {cartId: string | undefined};
}
