/**
 * One shopper per kind of market, as markets.spec.ts walks them: the language, the shipping
 * modal's notes and the cart's shipping line each country must show (docs/product/markets.md).
 */
export interface Shopper {
  country: string;
  lang: string;
  region: 'US' | 'EU';
  /** The footer's shipping button and the modal's title, in the shopper's language. */
  shipping: string;
  /** Texts the shipping modal must show. */
  notes: (string | RegExp)[];
  /** Texts it must not show. */
  absent: RegExp[];
  /** A restricted country: the mailbox and the modify-country button inside the message. */
  restricted?: string;
  /**
   * The cart page with one $24 brush: the shipping fee and the way to free shipping, if any;
   * where nothing ships, the cart's notice in place of the checkout.
   */
  cart: {fee: string | null; away: string | null; unavailable?: RegExp};
}

export const SHOPPERS: Shopper[] = [
  {
    country: 'US',
    lang: 'en',
    region: 'US',
    shipping: 'shipping',
    notes: [
      'shipping to United States',
      'complimentary shipping on orders over $35.00.',
      'region: US',
      'currency: USD',
    ],
    absent: [/duties/, /Afterpay/, /unavailable/],
    cart: {
      fee: 'shipping: $9.99, added at checkout.',
      away: '$11.00 away from free shipping',
    },
  },
  {
    country: 'FR',
    lang: 'fr',
    region: 'EU',
    shipping: 'livraison',
    notes: [
      'destination : France',
      'livraison offerte dès 50,00 € de commande.',
      'région : EU',
      'devise : EUR',
      'droits et taxes inclus.',
    ],
    absent: [/Afterpay/],
    cart: {
      fee: 'livraison : 12,00 €, ajoutée au paiement.',
      away: 'encore 26,00 € pour la livraison gratuite',
    },
  },
  {
    country: 'IT',
    lang: 'it',
    region: 'EU',
    shipping: 'spedizione',
    notes: [
      'destinazione: Italia',
      'spedizione gratuita per ordini superiori a 50,00 €.',
      'valuta: EUR',
      'dazi e tasse sono inclusi.',
    ],
    absent: [/Afterpay/],
    cart: {
      fee: 'spedizione: 12,00 €, aggiunta al pagamento.',
      away: 'ancora 26,00 € per la spedizione gratuita',
    },
  },
  {
    country: 'ES',
    lang: 'es',
    region: 'EU',
    shipping: 'envío',
    notes: [
      'envío a España',
      'envío gratuito en pedidos superiores a 35,00 €.',
      'moneda: EUR',
      'los aranceles y los impuestos están incluidos.',
    ],
    absent: [/no enviamos/],
    cart: {
      fee: 'envío: 12,00 €, se añade al pagar.',
      away: 'te faltan 11,00 € para el envío gratis',
    },
  },
  {
    country: 'MX',
    lang: 'es',
    region: 'US',
    shipping: 'envío',
    notes: ['región: US', 'moneda: USD'],
    absent: [/aranceles/, /envío gratuito/],
    restricted: 'por ahora no enviamos a México.',
    cart: {
      fee: null,
      away: null,
      unavailable: /el envío a México no está disponible por ahora/,
    },
  },
  {
    country: 'GB',
    lang: 'en',
    region: 'US',
    shipping: 'shipping',
    notes: [
      'complimentary shipping on orders over £43.00.',
      'currency: GBP',
      'duties and taxes are included.',
    ],
    absent: [/Afterpay/, /FX fees/],
    cart: {
      fee: 'shipping: £11.00, added at checkout.',
      away: '£22.00 away from free shipping',
    },
  },
  {
    country: 'CA',
    lang: 'en',
    region: 'US',
    shipping: 'shipping',
    notes: [
      'complimentary shipping on orders over C$65.00.',
      'currency: CAD',
      'prices are shown in CAD; you check out in USD.',
      'an extra 10% discount is applied at checkout to cover FX fees.',
      'pay in instalments with Afterpay at checkout.',
    ],
    absent: [/duties/],
    cart: {
      fee: 'shipping: $11.99, added at checkout.',
      away: '$26.00 away from free shipping',
    },
  },
  {
    country: 'AU',
    lang: 'en',
    region: 'US',
    shipping: 'shipping',
    notes: [
      'complimentary shipping on orders over A$78.00.',
      'currency: AUD',
      'prices are shown in AUD; you check out in USD.',
      'pay in instalments with Afterpay at checkout.',
    ],
    absent: [/FX fees/, /duties/],
    cart: {
      fee: 'shipping: $11.99, added at checkout.',
      away: '$26.00 away from free shipping',
    },
  },
  {
    country: 'IL',
    lang: 'en',
    region: 'US',
    shipping: 'shipping',
    notes: ['$25.00 express shipping on all orders.', 'currency: USD'],
    absent: [/complimentary shipping/],
    restricted: 'shipping to Israel is currently unavailable.',
    // The modal quotes Israel's express rate; the cart, which offers no checkout, does not.
    cart: {
      fee: null,
      away: null,
      unavailable: /shipping to Israel is currently unavailable/,
    },
  },
  {
    country: 'RU',
    lang: 'en',
    region: 'US',
    shipping: 'shipping',
    notes: ['currency: USD'],
    absent: [/express/, /complimentary shipping/],
    restricted: 'shipping to Russia is currently unavailable.',
    cart: {
      fee: null,
      away: null,
      unavailable:
        /shipping to Russia is currently unavailable, so this cart cannot be checked out/,
    },
  },
  {
    country: 'JP',
    lang: 'en',
    region: 'US',
    shipping: 'shipping',
    notes: ['complimentary shipping on orders over $75.00.', 'currency: USD'],
    absent: [/unavailable/, /duties/],
    cart: {
      fee: 'shipping: $11.99, added at checkout.',
      away: '$51.00 away from free shipping',
    },
  },
];
