/** The shop's mailbox, as on the contact page (docs/product/markets.md). */
export const SUPPORT_EMAIL = 'hello@fude-atelier.example';
