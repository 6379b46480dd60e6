import type Database from 'better-sqlite3';
import {countryByCode} from '@brush/rules/countries';
import type {PricingSources} from '../cart/pricing';
import {
  completeCart,
  findCartByToken,
  saveCartState,
  type CartRecord,
} from '../cart/store';
import {createOrder, type OrderAddress, type OrderRecord} from '../customers/orders';
import {findCustomerByEmail} from '../customers/store';
import {shopFunctions} from '../functions/installed';
import {requestFeedbackForOrder} from '../brand/feedback';
import {recordWebhookEvent} from '../webhooks/deliveries';
import {orderWebhookPayload} from '../webhooks/payloads';
import {checkoutSummaryNow, summaryFingerprint, type CheckoutSummary} from './summary';

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
/** What is wrong with a field; the page words it in the cart's language (checkout/pages.tsx). */
export type CheckoutError = 'required' | 'invalidEmail' | 'tooLong';
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutError>>;

const REQUIRED_FIELDS = ['email', 'lastName', 'address1', 'city'] as const;
export type RequiredCheckoutField = (typeof REQUIRED_FIELDS)[number];

export function isRequiredField(field: CheckoutField): field is RequiredCheckoutField {
  return (REQUIRED_FIELDS as readonly CheckoutField[]).includes(field);
}

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
    if (isRequiredField(field) && value === '') errors[field] = 'required';
    else if (value.length > CHECKOUT_FIELD_MAX_LENGTH) errors[field] = 'tooLong';
  }
  if (!errors.email && !EMAIL_PATTERN.test(form.email)) errors.email = 'invalidEmail';
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
  | {
      ok: false;
      reason: 'already-paid' | 'empty' | 'shipping-restricted' | 'refused' | 'changed';
    };

/**
 * Pays a cart: the order is written and the cart completed in one transaction, so a second
 * payment of the same cart (a double click, a replay) finds it completed and charges nothing.
 * The cart is priced inside that transaction, which holds the write lock from its start, so a
 * claim or limit another checkout just recorded is seen; a pricing made off the thread counts
 * only for the very same cart, buyer and metafields (decision 0134). The order belongs to the
 * customer signed in on the cart, else to the customer with the email given. A payment must name
 * what its page showed (`shown`, summaryFingerprint): one that names nothing, or what the cart
 * no longer gives, is turned down and the page shown again: nobody is charged a total they were
 * not shown.
 *
 * The email typed at checkout becomes the cart's buyer email before it is priced, as Shopify's
 * checkout does: a rule bound to the buyer's mailbox (decision 0136) sees a guest's too.
 *
 * As on Shopify, paying settles nothing of the shop's own: what the order spent (store credit,
 * claims, limits, survey and welcome markers) is the shop's to record, from the orders/paid
 * webhook raised here in the same transaction (docs/decisions/0131).
 */
export function payCart(
  db: Database.Database,
  record: CartRecord,
  form: CheckoutForm,
  sources: PricingSources,
  shown: string | null,
): PaymentResult {
  const now = sources.now();
  return db
    .transaction((): PaymentResult => {
      const found = findCartByToken(db, record.token);
      if (!found || found.completedAt !== null) {
        return {ok: false, reason: 'already-paid'};
      }
      const current = withCheckoutEmail(db, found, form.email, now);
      const summary = checkoutSummaryNow(current, sources);
      if (summary.priced.lines.length === 0) return {ok: false, reason: 'empty'};
      if (shown !== summaryFingerprint(summary)) {
        return {ok: false, reason: 'changed'};
      }
      if (summary.shippingRestricted) return {ok: false, reason: 'shipping-restricted'};
      if (summary.priced.refusals.length > 0 || cartChecksFailed(summary, sources)) {
        return {ok: false, reason: 'refused'};
      }
      if (!completeCart(db, record.token, now))
        return {ok: false, reason: 'already-paid'};
      const customerId =
        current.state.buyerIdentity.customerId ??
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
        customAttributes: [...current.state.attributes],
        cartToken: record.token,
      });
      for (const topic of ['orders/create', 'orders/paid']) {
        recordWebhookEvent(db, topic, orderWebhookPayload(db, order), now);
      }
      requestFeedbackForOrder(db, order);
      return {ok: true, order};
    })
    .immediate();
}

function withCheckoutEmail(
  db: Database.Database,
  record: CartRecord,
  email: string,
  now: Date,
): CartRecord {
  const {buyerIdentity} = record.state;
  if (buyerIdentity.email === email) return record;
  return saveCartState(
    db,
    record,
    {...record.state, buyerIdentity: {...buyerIdentity, email}},
    now,
  );
}

/** A validation function that could not run vouches for nothing: the payment waits. */
function cartChecksFailed(summary: CheckoutSummary, sources: PricingSources): boolean {
  const validations = new Set(
    shopFunctions(sources).validations.map((validation) => validation.handle),
  );
  return summary.priced.failures.some((failure) => validations.has(failure.handle));
}
