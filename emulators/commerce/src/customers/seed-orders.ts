import type {DiscountKind, OrderAttribute} from './orders';

/**
 * The seed customers' order history (the customers themselves come from
 * emulators/seed-customers.ts). Between them the orders show every state the account pages
 * render: shipped with one or several tracking numbers, not shipped yet, cancelled, a free
 * item, a secret-shop price, and orders in USD and EUR. Times are days before the seed runs;
 * prices are the catalog's, converted to the customer's currency.
 */

export interface SeedOrderLine {
  /** Numeric id of a catalog variant. */
  variantId: string;
  quantity: number;
  attributes?: OrderAttribute[];
  /** Per unit, in the order's currency. */
  discount?: {title: string; kind: DiscountKind; amount: number};
}

export interface SeedFulfillment {
  daysAfterOrder: number;
  trackingCompany: string;
  trackingInfo: {number: string; url: string}[];
}

export interface SeedOrder {
  email: string;
  daysAgo: number;
  lines: SeedOrderLine[];
  fulfillments: SeedFulfillment[];
  canceled?: {daysAgo: number; reason: 'CUSTOMER' | 'INVENTORY'};
  address: {
    address1: string;
    city: string;
    zip: string;
    province?: string;
    phone?: string;
  };
}

const AVA_ADDRESS = {
  address1: '1200 Sunset Blvd',
  city: 'Los Angeles',
  province: 'CA',
  zip: '90026',
  phone: '+1 213 555 0142',
};

/** In the order they happened; order numbers follow this order. */
export const SEED_ORDERS: readonly SeedOrder[] = [
  {
    email: 'ava@example.com',
    daysAgo: 120,
    lines: [
      {variantId: '43000000000101', quantity: 1},
      {variantId: '43000000000701', quantity: 2},
    ],
    fulfillments: [
      {
        daysAfterOrder: 2,
        trackingCompany: 'USPS',
        trackingInfo: [
          {
            number: '9400111899223344556677',
            url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
          },
        ],
      },
    ],
    address: AVA_ADDRESS,
  },
  {
    email: 'chiara@example.com',
    daysAgo: 90,
    lines: [
      {variantId: '43000000001802', quantity: 1},
      {variantId: '43000000003202', quantity: 1},
    ],
    fulfillments: [
      {
        daysAfterOrder: 3,
        trackingCompany: 'DHL Express',
        trackingInfo: [
          {
            number: 'JD014600006281230781',
            url: 'https://www.dhl.com/it-en/home/tracking.html?tracking-id=JD014600006281230781',
          },
        ],
      },
    ],
    address: {address1: 'Via Tortona 27', city: 'Milano', zip: '20144', province: 'MI'},
  },
  {
    email: 'ava@example.com',
    daysAgo: 60,
    lines: [
      {
        variantId: '43000000003701',
        quantity: 1,
        attributes: [{key: '_secretShop', value: 'spring-preview'}],
        discount: {title: 'secret shop', kind: 'automatic', amount: 18},
      },
      {
        variantId: '43000000003603',
        quantity: 1,
        attributes: [{key: '_complimentary', value: 'US'}],
        discount: {title: 'complimentary', kind: 'automatic', amount: 14},
      },
    ],
    fulfillments: [
      {
        daysAfterOrder: 1,
        trackingCompany: 'UPS',
        trackingInfo: [
          {
            number: '1Z999AA10123456784',
            url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          },
          {
            number: '1Z999AA10123456785',
            url: 'https://www.ups.com/track?tracknum=1Z999AA10123456785',
          },
        ],
      },
    ],
    address: AVA_ADDRESS,
  },
  {
    email: 'ben@example.com',
    daysAgo: 30,
    lines: [{variantId: '43000000000602', quantity: 1}],
    fulfillments: [
      {
        daysAfterOrder: 2,
        trackingCompany: 'La Poste Colissimo',
        trackingInfo: [
          {
            number: '6A12345678901',
            url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
          },
        ],
      },
    ],
    address: {address1: '14 rue des Martyrs', city: 'Paris', zip: '75009'},
  },
  {
    email: 'ava@example.com',
    daysAgo: 5,
    lines: [{variantId: '43000000000401', quantity: 1}],
    fulfillments: [],
    address: AVA_ADDRESS,
  },
  {
    email: 'ava@example.com',
    daysAgo: 2,
    lines: [{variantId: '43000000000201', quantity: 1}],
    fulfillments: [],
    canceled: {daysAgo: 1, reason: 'CUSTOMER'},
    address: AVA_ADDRESS,
  },
];
