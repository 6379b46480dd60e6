/**
 * The test customers, once: the commerce platform seeds them as Storefront customers and the
 * Firebase Auth emulator's import is generated from the same list, so a sign-in on one side
 * always finds its customer on the other.
 */
export interface SeedCustomer {
  /** Firebase uid (localId in the emulator's export). */
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** Storefront customer tags ('eligible', 'secretShopCollection:<name>:<collection id>'). */
  tags: string[];
  /** Store credit in USD (metafield credit/balance); null when the customer has none. */
  storeCredit: number | null;
  /** SKUs already claimed in the secret shop (metafield secret_shop/claimed). */
  secretShopClaimed: string[];
  /** Shipping country of the customer's orders. */
  country: string;
}

export const SEED_PASSWORD = 'brushes-local-1';

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  {
    uid: 'uid-ava-tanaka',
    email: 'ava@example.com',
    password: SEED_PASSWORD,
    firstName: 'Ava',
    lastName: 'Tanaka',
    emailVerified: true,
    tags: ['eligible', 'secretShopCollection:spring-preview:450000000201'],
    storeCredit: 25,
    secretShopClaimed: ['SS01'],
    country: 'US',
  },
  {
    uid: 'uid-ben-morel',
    email: 'ben@example.com',
    password: SEED_PASSWORD,
    firstName: 'Ben',
    lastName: 'Morel',
    emailVerified: true,
    tags: [],
    storeCredit: null,
    secretShopClaimed: [],
    country: 'FR',
  },
  {
    uid: 'uid-chiara-rossi',
    email: 'chiara@example.com',
    password: SEED_PASSWORD,
    firstName: 'Chiara',
    lastName: 'Rossi',
    emailVerified: true,
    tags: ['eligible'],
    storeCredit: 10.5,
    secretShopClaimed: [],
    country: 'IT',
  },
  // Never verified her email: sign-in tells her to verify and the shop gives her no customer
  // token (no orders, credit or secret shop) until she does.
  {
    uid: 'uid-maximiliana-longname',
    email: 'maximiliana@example.com',
    password: SEED_PASSWORD,
    firstName: 'Maximiliana',
    lastName: 'Vanderbilt-Featherstone',
    emailVerified: false,
    tags: [],
    storeCredit: null,
    secretShopClaimed: [],
    country: 'GB',
  },
];
