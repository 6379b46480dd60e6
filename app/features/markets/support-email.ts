/**
 * The shop's mailbox, as on the contact page; the unavailable-shipping messages of the info
 * modal and the cart name it (docs/product/markets.md#restricted-countries). A module of its
 * own so that the cart reaches it without loading the shipping modal's view and its flags.
 */
export const SUPPORT_EMAIL = 'hello@fude-atelier.example';
