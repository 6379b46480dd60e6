/**
 * The promo flows a shopper may ask for by name (CART_FLOW_ACTION) instead of sending the
 * attribute: the server checks the product is entitled to the price and sets it itself.
 */
export const CART_FLOWS = ['conceptStore', 'pwyw', 'welcomeBonus', 'secretShop'] as const;

export type CartFlow = (typeof CART_FLOWS)[number];
