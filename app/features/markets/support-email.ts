// The shop's mailbox, as on the contact page; the unavailable-shipping messages of the
// info modal and the cart name it (docs/product/markets.md#restricted-countries).
export const SUPPORT_EMAIL = 'hello@fude-atelier.example';
