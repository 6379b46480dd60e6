import {DEFAULT_COUNTRY} from '@brush/rules/countries';
import {attributeValue, hasAttribute} from '@brush/rules/cart-attributes';
import {currencyRate} from '@brush/rules/currency';
import {toGid} from '@brush/rules/gid';
import {fromCents, type Cents} from '../cart/money';
import type {
  CartAttribute,
  CartSnapshot,
  SnapshotCustomer,
  SnapshotLine,
  SnapshotMetafield,
} from '../cart/pipeline';

/**
 * The metafields the platform answers in a function's input, by owner. A product's are the ones
 * the Admin API wrote (custom/price_tags, kept from the tags by the storefront's products
 * webhook: docs/operations.md).
 */
const CREDIT_BALANCE_METAFIELD = {namespace: 'credit', key: 'balance'};
const CLAIMED_METAFIELD = {namespace: 'secret_shop', key: 'claimed'};

type MetafieldArgs = {namespace?: string | null; key: string};

/** An installed function's own metafields: its configuration under $app:<handle>. */
export type FunctionMetafields = ReadonlyMap<string, unknown>;

export function metafieldKey({namespace, key}: MetafieldArgs): string {
  return `${namespace ?? ''}/${key}`;
}

function jsonMetafield(jsonValue: unknown, type = 'json') {
  return {type, value: JSON.stringify(jsonValue), jsonValue};
}

/** A stored metafield as the input answers it: jsonValue parsed from JSON types, else the text. */
function storedMetafield(metafields: readonly SnapshotMetafield[], args: MetafieldArgs) {
  const found = metafields.find(
    (metafield) => metafieldKey(metafield) === metafieldKey(args),
  );
  if (!found) return null;
  let jsonValue: unknown = found.value;
  if (found.type === 'json' || found.type.startsWith('list.')) {
    try {
      jsonValue = JSON.parse(found.value);
    } catch {
      jsonValue = found.value;
    }
  }
  return {type: found.type, value: found.value, jsonValue};
}

function money(cents: Cents, currencyCode: string) {
  return {amount: fromCents(cents).toFixed(2), currencyCode};
}

function attribute(attributes: readonly CartAttribute[], key: string | null | undefined) {
  if (!key || !hasAttribute(attributes, key)) return null;
  return {key, value: attributeValue(attributes, key)};
}

function tagged(tags: readonly string[]) {
  return {
    hasAnyTag: ({tags: wanted}: {tags: string[]}) =>
      wanted.some((tag) => tags.includes(tag)),
    hasTags: ({tags: wanted}: {tags: string[]}) =>
      wanted.map((tag) => ({tag, hasTag: tags.includes(tag)})),
  };
}

function productInput(line: SnapshotLine) {
  const {product} = line;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    ...tagged(product.tags),
    inAnyCollection: ({ids}: {ids: string[]}) =>
      ids.some((id) => product.collectionIds.includes(id)),
    inCollections: ({ids}: {ids: string[]}) =>
      ids.map((collectionId) => ({
        collectionId,
        isMember: product.collectionIds.includes(collectionId),
      })),
    metafield: (args: MetafieldArgs) => storedMetafield(product.metafields ?? [], args),
  };
}

function lineInput(line: SnapshotLine, currencyCode: string) {
  const subtotal = money(line.unitPriceCents * line.quantity, currencyCode);
  return {
    id: line.id,
    quantity: line.quantity,
    attribute: ({key}: {key?: string | null}) => attribute(line.attributes, key),
    cost: {
      amountPerQuantity: money(line.unitPriceCents, currencyCode),
      subtotalAmount: subtotal,
      totalAmount: subtotal,
    },
    merchandise: {
      __typename: 'ProductVariant',
      id: line.variant.id,
      sku: line.variant.sku,
      title: line.variant.title,
      product: productInput(line),
      metafield: () => null,
    },
  };
}

function customerMetafield(customer: SnapshotCustomer, args: MetafieldArgs) {
  const key = metafieldKey(args);
  if (
    key === metafieldKey(CREDIT_BALANCE_METAFIELD) &&
    customer.storeCreditUsd !== null
  ) {
    const value = customer.storeCreditUsd.toFixed(2);
    return {type: 'number_decimal', value, jsonValue: value};
  }
  if (key === metafieldKey(CLAIMED_METAFIELD) && customer.secretShopClaimed.length > 0) {
    return jsonMetafield(customer.secretShopClaimed, 'list.single_line_text_field');
  }
  return storedMetafield(customer.metafields, args);
}

function customerInput(customer: SnapshotCustomer) {
  return {
    id: toGid('Customer', customer.id),
    email: customer.email,
    ...tagged(customer.tags),
    metafield: (args: MetafieldArgs) => customerMetafield(customer, args),
  };
}

/**
 * The root of a function's input for this cart: plain objects whose argument-taking fields
 * are functions, which graphql-js calls with the query's arguments.
 */
export function functionInputRoot(
  cart: CartSnapshot,
  {
    discountClasses,
    metafields,
  }: {discountClasses: readonly string[]; metafields: FunctionMetafields},
) {
  const {currencyCode} = cart;
  const subtotal = money(
    cart.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
    currencyCode,
  );
  const ownMetafield = (args: MetafieldArgs) => {
    const key = metafieldKey(args);
    return metafields.has(key) ? jsonMetafield(metafields.get(key)) : null;
  };
  const {customer} = cart.buyer;
  return {
    cart: {
      attribute: ({key}: {key?: string | null}) => attribute(cart.attributes, key),
      buyerIdentity: {
        email: cart.buyer.email,
        isAuthenticated: customer !== null,
        customer: customer && customerInput(customer),
      },
      cost: {subtotalAmount: subtotal, totalAmount: subtotal},
      lines: cart.lines.map((line) => lineInput(line, currencyCode)),
    },
    // Shopify prices a cart without a buyer country in the shop's own country; the schema's
    // CountryCode enum has no empty value.
    localization: {
      country: {isoCode: cart.countryCode || DEFAULT_COUNTRY},
      language: {isoCode: 'EN'},
    },
    shop: {
      localTime: {date: cart.today},
      metafield: (args: MetafieldArgs) => storedMetafield(cart.shopMetafields, args),
    },
    presentmentCurrencyRate: String(currencyRate(currencyCode).rate),
    discount: {discountClasses, metafield: ownMetafield},
    validation: {metafield: ownMetafield},
  };
}
