import type {ComponentType} from 'react';
import type {CartApiQueryFragment} from '#graphql/storefrontapi.generated';
import type {Attributes} from '@brush/rules/cart-attributes';
import type {CartShippingLine} from '@brush/rules/shipping-info';
import type {PageSeo} from '~/ui/page-meta';

/**
 * The cart as the shop reads it: the page, the dialogs and the /cart action all show this, so
 * it lives apart from the server code that loads it.
 */
export type Cart = CartApiQueryFragment;

/** What the cart page offers on each free line: the line that brought it and the choices. */
export interface BogoSwapChoices {
  mainTitle: string;
  choices: {id: string; title: string}[];
}

/** What the cart page reads of its loader; the route holds the loader to it. */
export interface CartPageData {
  cart: Cart | null;
  /** The signed-in customer's store credit in the cart's currency, null for anyone else. */
  storeCredit: number | null;
  /** Each buy-one-get-one free line's main item and the choices it may swap to. */
  bogo: Record<string, BogoSwapChoices>;
  shipping: CartShippingLine | null;
  seo: PageSeo;
}

/** What the cart's summary tells the store credit form (docs/product/pricing.md#store-credit). */
export interface StoreCreditFormProps {
  available: number;
  currencyCode: string;
  cartAttributes: Attributes;
}

/**
 * The store credit form, handed to the cart page by its route: store credit belongs to
 * programmes, which sits above the cart (docs/architecture.md#feature-layers).
 */
export type StoreCreditFormSlot = ComponentType<StoreCreditFormProps>;
