import type Database from 'better-sqlite3';
import {countryByCode} from '#rules/countries';
import {completeCart, type CartRecord} from '../cart/store';
import {createOrder, type OrderAddress, type OrderRecord} from '../customers/orders';
import {findCustomerByEmail} from '../customers/store';
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
    return {ok: true, order};
  })();
}
