/**
 * The interface texts the harness looks for, taken from the storefront's own English resources
 * (the spec's texts verbatim), so that a reworded label cannot make a check pass by accident.
 */
import {cart} from '../app/i18n/cart';
import {catalog} from '../app/i18n/catalog';
import {errors} from '../app/i18n/errors';
import {shell} from '../app/i18n/shell';

export const TEXTS = {
  /** The spec's render error screen. */
  errorScreen: errors.en.render,
  addToCart: catalog.en.addToCart,
  /** The add-to-cart dialog's confirmation, whatever the product ('… is in your cart.'). */
  added: cart.en.dialog.addedItem.replace('{{title}} ', ''),
  cartEmpty: cart.en.empty,
  cartBadge: (count: number) => shell.en.cartBadge.replace('{{count}}', String(count)),
};
