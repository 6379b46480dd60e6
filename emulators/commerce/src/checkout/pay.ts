import type Database from 'better-sqlite3';
import {countryByCode} from '#rules/countries';
import {convertToUsd, roundTo} from '#rules/currency';
import {isClaimed} from '#rules/customer';
import {skuBase} from '#rules/sku';
import {
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
} from '#rules/merchant-rules';
import {fromCents, sumCents} from '../cart/money';
import {completeCart, type CartRecord} from '../cart/store';
import {createOrder, type OrderAddress, type OrderRecord} from '../customers/orders';
import {findCustomerByEmail, findCustomerById, updateCustomer} from '../customers/store';
import {STORE_CREDIT_FUNCTION} from '../functions/installed';
import {requestFeedbackForOrder} from '../brand/feedback';
import type {CheckoutSummary} from './summary';

/** The checkout form's fields, as the page names its inputs. */
export const CHECKOUT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'phone',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutForm = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const REQUIRED: Partial<Record<CheckoutField, string>> = {
  email: 'Enter an email.',
  lastName: 'Enter a last name.',
  address1: 'Enter an address.',
  city: 'Enter a city.',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Long enough for any real address line; longer input is refused, not cut. */
export const CHECKOUT_FIELD_MAX_LENGTH = 200;

export function readCheckoutForm(form: URLSearchParams): CheckoutForm {
  return Object.fromEntries(
    CHECKOUT_FIELDS.map((field) => [field, (form.get(field) ?? '').trim()]),
  ) as CheckoutForm;
}

export function checkoutFormErrors(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELDS) {
    const value = form[field];
    const required = REQUIRED[field];
    if (required && value === '') errors[field] = required;
    else if (value.length > CHECKOUT_FIELD_MAX_LENGTH) {
      errors[field] = `Use ${CHECKOUT_FIELD_MAX_LENGTH} characters or fewer.`;
    }
  }
  if (!errors.email && !EMAIL_PATTERN.test(form.email)) {
    errors.email = 'Enter a valid email.';
  }
  return errors;
}

function blankToNull(value: string): string | null {
  return value === '' ? null : value;
}

function shippingAddress(form: CheckoutForm, countryCode: string): OrderAddress {
  return {
    firstName: blankToNull(form.firstName),
    lastName: blankToNull(form.lastName),
    address1: blankToNull(form.address1),
    address2: blankToNull(form.address2),
    city: blankToNull(form.city),
    province: blankToNull(form.province),
    zip: blankToNull(form.zip),
    countryCode,
    country: countryByCode(countryCode)?.name ?? null,
    phone: blankToNull(form.phone),
  };
}

export type PaymentResult =
  | {ok: true; order: OrderRecord}
  | {ok: false; reason: 'already-paid' | 'empty' | 'shipping-restricted'};

/**
 * Pays a cart: the order is written and the cart completed in one transaction, so a second
 * payment of the same cart (a double click, a replay) finds it completed and charges nothing.
 * The order belongs to the customer signed in on the cart, else to the customer with the
 * email given.
 */
export function payCart(
  db: Database.Database,
  record: CartRecord,
  summary: CheckoutSummary,
  form: CheckoutForm,
  now: Date,
): PaymentResult {
  if (summary.priced.lines.length === 0) return {ok: false, reason: 'empty'};
  if (summary.shippingRestricted) return {ok: false, reason: 'shipping-restricted'};
  return db.transaction((): PaymentResult => {
    if (!completeCart(db, record.token, now)) return {ok: false, reason: 'already-paid'};
    const customerId =
      record.state.buyerIdentity.customerId ??
      findCustomerByEmail(db, form.email)?.id ??
      null;
    const order = createOrder(db, {
      customerId,
      email: form.email,
      currencyCode: summary.currencyCode,
      processedAt: now,
      lineItems: summary.priced.lines.map(({line, allocations}) => ({
        title: line.product.title,
        variantId: line.variant.id,
        quantity: line.quantity,
        customAttributes: [...line.attributes],
        unitPriceCents: line.unitPriceCents,
        discounts: allocations.map(({title, amountCents}) => ({
          title,
          kind: 'automatic',
          cents: amountCents,
        })),
      })),
      orderDiscounts: summary.priced.cartAllocations.map(({title, amountCents}) => ({
        title,
        kind: 'automatic',
        cents: amountCents,
      })),
      shippingCents: summary.shippingCents,
      shippingAddress: shippingAddress(form, summary.countryCode),
      customAttributes: [...record.state.attributes],
      cartToken: record.token,
    });
    const buyerId = record.state.buyerIdentity.customerId;
    if (buyerId !== null) settleProgrammes(db, buyerId, summary, now);
    requestFeedbackForOrder(db, order);
    return {ok: true, order};
  })();
}

const SECRET_SHOP_TITLES: ReadonlySet<string> = new Set([
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
]);

/**
 * What a paid order changes on the signed-in buyer, as the brand's order handling does for a
 * real shop: the store credit the order redeemed leaves their balance (converted back to USD),
 * and each SKU bought at a secret-shop price joins their claimed list, without its US/EU part
 * as the metafield keeps it (spec 5).
 */
function settleProgrammes(
  db: Database.Database,
  customerId: number,
  summary: CheckoutSummary,
  now: Date,
): void {
  const customer = findCustomerById(db, customerId);
  if (!customer) return;
  const redeemedCents = sumCents(
    summary.priced.cartAllocations
      .filter((allocation) => allocation.rule === STORE_CREDIT_FUNCTION)
      .map((allocation) => allocation.amountCents),
  );
  const claimed = [...(customer.secretShopClaimed ?? [])];
  for (const {line, allocations} of summary.priced.lines) {
    const secret = allocations.some((allocation) =>
      SECRET_SHOP_TITLES.has(allocation.title),
    );
    if (secret && line.variant.sku && !isClaimed(line.variant.sku, claimed)) {
      claimed.push(skuBase(line.variant.sku));
    }
  }
  const credit = customer.storeCredit;
  updateCustomer(
    db,
    customerId,
    {
      storeCredit:
        credit === null || redeemedCents === 0
          ? credit
          : Math.max(
              0,
              roundTo(
                credit - convertToUsd(fromCents(redeemedCents), summary.currencyCode),
                2,
              ),
            ),
      secretShopClaimed: claimed,
    },
    now,
  );
}
