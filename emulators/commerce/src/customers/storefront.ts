import {formatAmount} from '../graphql/money';
import {customerGid, type CustomerRecord} from './store';

/**
 * Metafields the shop reads on a customer: store credit
 * (docs/product/programmes.md#store-credit) and secret-shop claims
 * (docs/product/pricing.md#secret-shop-claims).
 */
export const STORE_CREDIT_METAFIELD = {namespace: 'credit', key: 'balance'} as const;
export const SECRET_SHOP_CLAIMED_METAFIELD = {
  namespace: 'secret_shop',
  key: 'claimed',
} as const;

/** Shopify shows "First Last", or the email when the customer has no name. */
export function displayName(customer: CustomerRecord): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name || customer.email;
}

function customerMetafields(customer: CustomerRecord) {
  const common = {
    __typename: 'Metafield',
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    description: null,
  };
  const metafields = [];
  if (customer.storeCredit !== null) {
    metafields.push({
      ...common,
      id: `gid://shopify/Metafield/${customer.id}1`,
      ...STORE_CREDIT_METAFIELD,
      type: 'number_decimal',
      value: formatAmount(customer.storeCredit),
    });
  }
  if (customer.secretShopClaimed !== null) {
    metafields.push({
      ...common,
      id: `gid://shopify/Metafield/${customer.id}2`,
      ...SECRET_SHOP_CLAIMED_METAFIELD,
      type: 'single_line_text_field',
      value: JSON.stringify(customer.secretShopClaimed),
    });
  }
  return metafields;
}

/**
 * The customer as the Storefront API's Customer type. `orders` is resolved separately (it
 * takes sort and paging arguments); the record's id travels along for it.
 */
export function storefrontCustomer(customer: CustomerRecord, numberOfOrders: number) {
  return {
    __typename: 'Customer',
    id: customerGid(customer.id),
    customerId: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: displayName(customer),
    phone: customer.phone,
    tags: customer.tags,
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    numberOfOrders: String(numberOfOrders),
    addresses: [],
    defaultAddress: null,
    metafields: customerMetafields(customer),
  };
}
