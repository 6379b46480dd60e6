import type Database from 'better-sqlite3';
import {countryByCode} from '@brush/rules/countries';
import {convertToUsd, roundTo} from '@brush/rules/currency';
import {isWhiteCheekBrush} from '@brush/rules/add-to-cart-dialog';
import {LINE_ATTRIBUTES, attributeValue} from '@brush/rules/cart-attributes';
import {isClaimed} from '@brush/rules/customer';
import {skuBase} from '@brush/rules/sku';
import {
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
} from '@brush/rules/merchant-rules';
import {readSharedShopToken} from '@brush/rules/shared-shop-token';
import {fromCents, sumCents} from '../cart/money';
import type {PricingSources} from '../cart/pricing';
import {completeCart, findCartByToken, type CartRecord} from '../cart/store';
import {
  WHITE_CHEEK_BOUGHT_METAFIELD,
  whiteCheekBrushesBought,
  writeCustomerMetafield,
} from '../customers/metafields';
import {createOrder, type OrderAddress, type OrderRecord} from '../customers/orders';
import {findCustomerByEmail, findCustomerById, updateCustomer} from '../customers/store';
import {STORE_CREDIT_FUNCTION, shopFunctions} from '../functions/installed';
import {requestFeedbackForOrder} from '../brand/feedback';
import {checkoutSummaryNow, summaryFingerprint, type CheckoutSummary} from './summary';
import {recordUsedMarkers, spendsAnotherCartsMarker} from './used-markers';

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
/** What is wrong with a field; the page words it in the cart's language (checkout/html.ts). */
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
 * The cart is priced as it is inside that transaction, which holds the database's write lock
 * from its start: a claim or a limit another checkout has just recorded is seen, and a cart the
 * cart checks refuse is not paid. A pricing made before, off the thread (the page's), counts
 * only for the very same cart, buyer and shop metafields (decision 0134). The order belongs
 * to the customer signed in on the cart, else to the customer with the email given. A payment that names what
 * its page showed (`shown`, summaryFingerprint) is turned down when the cart now gives
 * something else: nobody is charged a total they were not shown.
 */
export function payCart(
  db: Database.Database,
  record: CartRecord,
  form: CheckoutForm,
  sources: PricingSources,
  shown: string | null = null,
): PaymentResult {
  const now = sources.now();
  return db
    .transaction((): PaymentResult => {
      const current = findCartByToken(db, record.token);
      if (!current || current.completedAt !== null) {
        return {ok: false, reason: 'already-paid'};
      }
      const summary = checkoutSummaryNow(current, sources);
      if (summary.priced.lines.length === 0) return {ok: false, reason: 'empty'};
      if (shown !== null && shown !== summaryFingerprint(summary)) {
        return {ok: false, reason: 'changed'};
      }
      if (summary.shippingRestricted) return {ok: false, reason: 'shipping-restricted'};
      if (summary.priced.refusals.length > 0 || cartChecksFailed(summary, sources)) {
        return {ok: false, reason: 'refused'};
      }
      const paid = {
        token: record.token,
        attributes: current.state.attributes,
        ...summary,
      };
      if (spendsAnotherCartsMarker(paid, sources.config.surveyProofKey)) {
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
      const buyerId = current.state.buyerIdentity.customerId;
      if (buyerId !== null) settleProgrammes(db, buyerId, summary, now);
      recordSecretShopClaims(db, buyerId, summary, sources.config.sharedShopKey, now);
      if (customerId !== null) recordWhiteCheekBrushes(db, customerId, summary);
      recordUsedMarkers(db, paid, sources.config.surveyProofKey, order.id);
      requestFeedbackForOrder(db, order);
      return {ok: true, order};
    })
    .immediate();
}

/** A validation function that could not run vouches for nothing: the payment waits. */
function cartChecksFailed(summary: CheckoutSummary, sources: PricingSources): boolean {
  const validations = new Set(
    shopFunctions(sources).validations.map((validation) => validation.handle),
  );
  return summary.priced.failures.some((failure) => validations.has(failure.handle));
}

const SECRET_SHOP_TITLES: ReadonlySet<string> = new Set([
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
]);

/**
 * What a paid order changes on the signed-in buyer, as the brand's order handling does for a
 * real shop: the store credit the order redeemed leaves their balance (converted back to USD).
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
    },
    now,
  );
}

/** Adds SKUs to a customer's claimed list, without their US/EU part as the metafield keeps it. */
function claimSkus(
  db: Database.Database,
  customerId: number,
  skus: readonly string[],
  now: Date,
): void {
  const customer = findCustomerById(db, customerId);
  if (!customer || skus.length === 0) return;
  const claimed = [...(customer.secretShopClaimed ?? [])];
  for (const sku of skus) {
    if (!isClaimed(sku, claimed)) claimed.push(skuBase(sku));
  }
  updateCustomer(db, customerId, {secretShopClaimed: claimed}, now);
}

/**
 * A secret-shop item is claimed once (docs/product/pricing.md#secret-shop-claims). Every SKU the
 * order got at a secret-shop price or as a secret-shop gift joins the claimed list of the signed-in
 * buyer and, when the line came through a shared link, of the link's owner (the shop metafield
 * secret_shop/shared_claims the functions read is their copy), whoever bought it.
 */
function recordSecretShopClaims(
  db: Database.Database,
  buyerId: number | null,
  summary: CheckoutSummary,
  sharedShopKey: string,
  now: Date,
): void {
  const today = now.toISOString().slice(0, 10);
  const byCustomer = new Map<number, string[]>();
  const claim = (customerId: number, sku: string) =>
    byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), sku]);
  for (const {line, allocations} of summary.priced.lines) {
    const {sku} = line.variant;
    if (
      !sku ||
      !allocations.some((allocation) => SECRET_SHOP_TITLES.has(allocation.title))
    )
      continue;
    if (buyerId !== null) claim(buyerId, sku);
    const grant = readSharedShopToken(
      sharedShopKey,
      attributeValue(line.attributes, LINE_ATTRIBUTES.sharedShop),
      today,
    );
    if (grant) claim(Number(grant.ownerId), sku);
  }
  for (const [customerId, skus] of byCustomer) claimSkus(db, customerId, skus, now);
}

/** The product says "one per customer": the order's white cheek brushes count for its customer. */
function recordWhiteCheekBrushes(
  db: Database.Database,
  customerId: number,
  summary: CheckoutSummary,
): void {
  const units = summary.priced.lines
    .filter(({line}) => isWhiteCheekBrush(line.product.tags))
    .reduce((sum, {line}) => sum + line.quantity, 0);
  if (units === 0) return;
  writeCustomerMetafield(db, customerId, {
    ...WHITE_CHEEK_BOUGHT_METAFIELD,
    value: String(whiteCheekBrushesBought(db, customerId) + units),
  });
}
