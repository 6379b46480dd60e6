import type {AdminApiClient} from '@shopify/admin-api-client';
import {isWhiteCheekBrush} from '@brush/rules/add-to-cart-dialog';
import {
  attributeValue,
  CART_ATTRIBUTES,
  LINE_ATTRIBUTES,
  SHOP_LINE_ATTRIBUTES,
  type Attribute,
} from '@brush/rules/cart-attributes';
import {STORE_CREDIT_DISCOUNT_TITLE} from '@brush/rules/credit';
import {isClaimed, parseClaimedSkus, parseSharedClaims} from '@brush/rules/customer';
import {
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
  SURVEY_DISCOUNT_TITLE,
  WELCOME_BONUS_DISCOUNT_TITLE,
} from '@brush/rules/discount-titles';
import {priceTagsOf} from '@brush/rules/price-tags';
import {readSharedShopToken} from '@brush/rules/shared-shop-token';
import {skuBase} from '@brush/rules/sku';
import {readSurveyProof} from '@brush/rules/survey-proof';
import {emailDigest, usedEntries} from '@brush/rules/used-markers';
import {readWelcomeMarker} from '@brush/rules/welcome-marker';

// What a paid order spent, settled from Shopify's webhooks (docs/decisions/0131): each
// delivery reconciles the order as it stands (read again, never from the payload) with its
// ledger of what was applied, in one compare-and-set write: a replay changes nothing twice.

type Admin = Pick<AdminApiClient, 'request'>;

interface SettlementKeys {
  surveyProofKey: string | undefined;
  sharedShopKey: string | undefined;
}

/** What an order holds, in the shop's money: USD cents, units, SKU bases, marker entries. */
const nothing = () => ({
  creditCents: 0,
  whiteCheek: 0,
  /** By customer GID. */
  claims: {} as Record<string, string[]>,
  surveyResponses: [] as string[],
  /** Digests of the mailboxes that had the survey discount (decision 0136). */
  surveyEmails: [] as string[],
  welcomeEmails: [] as string[],
});
type Spent = ReturnType<typeof nothing>;

const field = (namespace: string, key: string, type = 'json') => ({namespace, key, type});
type Field = ReturnType<typeof field>;
const LEDGER = field('$app:settlement', 'applied');
const CREDIT = field('credit', 'balance', 'number_decimal');
const CLAIMED = field('secret_shop', 'claimed', 'single_line_text_field');
const WHITE_CHEEK = field('limits', 'white_cheek_bought', 'number_integer');
const SHARED_CLAIMS = field('secret_shop', 'shared_claims');
const USED_RESPONSES = field('survey', 'used_responses');
const USED_SURVEY_EMAILS = field('survey', 'used_emails');
const USED_EMAILS = field('welcome', 'used_emails');
const PRICE_TAGS = field('custom', 'price_tags', 'list.single_line_text_field');
/** metafieldsSet takes at most this many, atomically. */
const METAFIELDS_PER_CALL = 25;
/** Compare-and-set attempts before the delivery fails and Shopify retries it later. */
const ATTEMPTS = 5;

interface Stored {
  value: string;
  compareDigest: string;
}

interface OrderLine {
  id: string;
  sku: string | null;
  quantity: number;
  customAttributes: Attribute[];
  product: {tags: string[]} | null;
  discountAllocations: {
    allocatedAmountSet: {shopMoney: {amount: string}};
    discountApplication: {title?: string};
  }[];
}

interface SettlementOrder {
  id: string;
  email: string | null;
  cartToken: string | null;
  createdAt: string;
  cancelledAt: string | null;
  customer: {id: string; email?: string | null} | null;
  customAttributes: Attribute[];
  lineItems: {nodes: OrderLine[]};
  refunds: {refundLineItems: {nodes: {quantity: number; lineItem: {id: string}}[]}}[];
  applied: Stored | null;
}

const ORDER_QUERY = `#graphql
  query SettlementOrder($id: ID!) {
    order(id: $id) {
      id email cartToken createdAt cancelledAt customer { id email }
      customAttributes { key value }
      lineItems(first: 250) {
        nodes {
          id sku quantity customAttributes { key value } product { tags }
          discountAllocations {
            allocatedAmountSet { shopMoney { amount } }
            discountApplication { ... on AutomaticDiscountApplication { title } }
          }
        }
      }
      refunds { refundLineItems(first: 250) { nodes { quantity lineItem { id } } } }
      applied: metafield(namespace: "$app:settlement", key: "applied") { value compareDigest }
    }
  }
`;

const STATE_QUERY = `#graphql
  fragment Stored on Metafield { value compareDigest }
  query SettlementState($customers: [ID!]!) {
    nodes(ids: $customers) {
      ... on Customer {
        id
        credit: metafield(namespace: "credit", key: "balance") { ...Stored }
        claimed: metafield(namespace: "secret_shop", key: "claimed") { ...Stored }
        whiteCheek: metafield(namespace: "limits", key: "white_cheek_bought") { ...Stored }
      }
    }
    shop {
      id
      sharedClaims: metafield(namespace: "secret_shop", key: "shared_claims") { ...Stored }
      usedResponses: metafield(namespace: "survey", key: "used_responses") { ...Stored }
      usedSurveyEmails: metafield(namespace: "survey", key: "used_emails") { ...Stored }
      usedEmails: metafield(namespace: "welcome", key: "used_emails") { ...Stored }
    }
  }
`;

const SET_MUTATION = `#graphql
  mutation SettlementSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) { userErrors { code message } }
  }
`;

const CANCEL_MUTATION = `#graphql
  mutation SettlementCancel($id: ID!, $note: String!) {
    orderCancel(orderId: $id, reason: OTHER, refund: true, restock: true, notifyCustomer: true,
      staffNote: $note) {
      orderCancelUserErrors { message }
    }
  }
`;

/** The Admin API as one delivery calls it: its signal aborts every call. */
function adminApi(admin: Admin, signal?: AbortSignal) {
  const ask = async <T>(query: string, variables: object) => {
    const {data, errors} = await admin.request<T>(query, {variables, signal});
    if (errors || !data) throw new Error(`Admin API: ${errors?.message ?? 'no data'}`);
    return data;
  };
  return {
    ask,
    readOrder: (id: string) =>
      ask<{order: SettlementOrder | null}>(ORDER_QUERY, {id}).then((data) => data.order),
    /** Writes metafields in one atomic metafieldsSet; its user errors, if any. */
    setMetafields: (metafields: MetafieldWrite[]) =>
      ask<{metafieldsSet: {userErrors: {code: string}[]}}>(SET_MUTATION, {
        metafields,
      }).then((data) => data.metafieldsSet.userErrors),
    cancel: (id: string, note: string) => ask(CANCEL_MUTATION, {id, note}),
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const withTitle = (line: OrderLine, titles: readonly string[]) =>
  line.discountAllocations.filter((allocation) =>
    titles.includes(allocation.discountApplication.title ?? ''),
  );
const tokenOfCart = (cartId: string) => cartId.split('/').pop()?.split('?')[0] ?? '';

// What the order spends as it stands: nothing once cancelled; store credit less the share
// of refunded units; and `foreignMarker` when a survey proof or welcome marker it used
// was signed for another cart (a function cannot tell, docs/decisions/0112).
function orderSpending(order: SettlementOrder, keys: SettlementKeys) {
  if (order.cancelledAt) return {spent: nothing(), foreignMarker: false};
  const refunded = new Map<string, number>();
  for (const refund of order.refunds) {
    for (const {lineItem, quantity} of refund.refundLineItems.nodes) {
      refunded.set(lineItem.id, (refunded.get(lineItem.id) ?? 0) + quantity);
    }
  }
  const spent = nothing();
  const markerCarts: string[] = [];
  const claim = (customer: string, sku: string) => {
    spent.claims[customer] = [...(spent.claims[customer] ?? []), skuBase(sku)];
  };
  const today = order.createdAt.slice(0, 10);
  for (const line of order.lineItems.nodes) {
    const credit = withTitle(line, [STORE_CREDIT_DISCOUNT_TITLE]).reduce(
      (sum, allocation) => sum + cents(allocation.allocatedAmountSet.shopMoney.amount),
      0,
    );
    const kept = line.quantity - Math.min(line.quantity, refunded.get(line.id) ?? 0);
    spent.creditCents +=
      credit - Math.round((credit * (line.quantity - kept)) / line.quantity);
    if (isWhiteCheekBrush(line.product?.tags)) spent.whiteCheek += line.quantity;
    const secret = withTitle(line, [
      SECRET_SHOP_DISCOUNT_TITLE,
      SECRET_SHOP_FREE_DISCOUNT_TITLE,
    ]);
    if (line.sku && secret.length > 0) {
      if (order.customer) claim(order.customer.id, line.sku);
      const grant = readSharedShopToken(
        keys.sharedShopKey,
        attributeValue(line.customAttributes, LINE_ATTRIBUTES.sharedShop),
        today,
      );
      if (grant) claim(`gid://shopify/Customer/${grant.ownerId}`, line.sku);
    }
    if (withTitle(line, [WELCOME_BONUS_DISCOUNT_TITLE]).length > 0) {
      const marker = readWelcomeMarker(
        keys.surveyProofKey,
        attributeValue(line.customAttributes, SHOP_LINE_ATTRIBUTES.welcomeBonusProof),
      );
      const email = attributeValue(line.customAttributes, LINE_ATTRIBUTES.welcomeBonus);
      if (marker && email) {
        spent.welcomeEmails.push(emailDigest(email));
        markerCarts.push(marker.cartId);
      }
    }
  }
  const surveyed = order.lineItems.nodes.some(
    (line) => withTitle(line, [SURVEY_DISCOUNT_TITLE]).length > 0,
  );
  const proof = surveyed
    ? readSurveyProof(
        keys.surveyProofKey,
        attributeValue(order.customAttributes, CART_ATTRIBUTES.discountSurvey),
      )
    : null;
  if (proof) {
    spent.surveyResponses.push(proof.responseId);
    const digests = [order.email, order.customer?.email].flatMap((email) =>
      email ? [emailDigest(email)] : [],
    );
    spent.surveyEmails.push(...new Set(digests));
    markerCarts.push(proof.cartId);
  }
  const foreignMarker = markerCarts.some(
    (cartId) => tokenOfCart(cartId) !== order.cartToken,
  );
  return {spent, foreignMarker};
}

interface SettlementState {
  customers: Record<
    string,
    {credit: Stored | null; claimed: Stored | null; whiteCheek: Stored | null}
  >;
  shop: {
    id: string;
    sharedClaims: Stored | null;
    usedResponses: Stored | null;
    usedSurveyEmails: Stored | null;
    usedEmails: Stored | null;
  };
}

type MetafieldWrite = Field & {
  ownerId: string;
  value: string;
  compareDigest: string | null;
};

function parsedLedger(stored: Stored | null): Spent {
  if (!stored) return nothing();
  try {
    return {...nothing(), ...(JSON.parse(stored.value) as Partial<Spent>)};
  } catch {
    return nothing();
  }
}

// One list's new entries: what the order now holds is added (if absent), what it held and
// no longer does is removed; the order holds only what it added itself, so giving back
// never takes an entry another order or the merchant put there.
function reconcileList(
  list: readonly string[],
  held: readonly string[],
  wanted: readonly string[],
  same: (entry: string, list: readonly string[]) => boolean,
) {
  const removed = held.filter((entry) => !same(entry, wanted));
  const added = wanted.filter((entry) => !same(entry, list));
  const next = [...list.filter((entry) => !same(entry, removed)), ...added];
  const holds = [...held.filter((entry) => same(entry, wanted)), ...added];
  return {next, holds, changed: removed.length > 0 || added.length > 0};
}

// The metafield writes that bring the shop from what the order's ledger says was applied
// to what the order spends now, each compare-and-set against the value it was computed
// from, and the order's new ledger; no writes when nothing changes.
function reconcile(
  order: Pick<SettlementOrder, 'id' | 'customer' | 'applied'>,
  target: Spent,
  state: SettlementState,
): MetafieldWrite[] {
  const applied = parsedLedger(order.applied);
  const ledger = {
    ...nothing(),
    creditCents: target.creditCents,
    whiteCheek: target.whiteCheek,
  };
  const writes: MetafieldWrite[] = [];
  const write = (ownerId: string, field: Field, value: string, current: Stored | null) =>
    writes.push({
      ownerId,
      ...field,
      value,
      compareDigest: current?.compareDigest ?? null,
    });
  const buyer = order.customer ? state.customers[order.customer.id] : undefined;
  if (order.customer && buyer) {
    const creditDelta = target.creditCents - applied.creditCents;
    if (creditDelta !== 0) {
      // Below zero is a debt (two orders spent the same credit before either settled): the
      // next credit the customer is given pays it first.
      const balance = cents(buyer.credit?.value ?? '0') - creditDelta;
      write(order.customer.id, CREDIT, (balance / 100).toFixed(2), buyer.credit);
    }
    const whiteCheekDelta = target.whiteCheek - applied.whiteCheek;
    if (whiteCheekDelta !== 0) {
      const count = Math.max(0, Number(buyer.whiteCheek?.value ?? 0) + whiteCheekDelta);
      write(order.customer.id, WHITE_CHEEK, String(count), buyer.whiteCheek);
    }
  } else {
    ledger.creditCents = applied.creditCents;
    ledger.whiteCheek = applied.whiteCheek;
  }
  const sharedClaims = new Map(parseSharedClaims(state.shop.sharedClaims?.value));
  let sharedChanged = false;
  const claimants = new Set([
    ...Object.keys(applied.claims),
    ...Object.keys(target.claims),
  ]);
  for (const customerId of claimants) {
    const customer = state.customers[customerId];
    if (!customer) continue;
    const list = parseClaimedSkus(customer.claimed?.value);
    const {next, holds, changed} = reconcileList(
      list,
      applied.claims[customerId] ?? [],
      target.claims[customerId] ?? [],
      (sku, skus) => isClaimed(sku, skus),
    );
    if (holds.length > 0) ledger.claims[customerId] = holds;
    if (!changed) continue;
    write(customerId, CLAIMED, JSON.stringify(next), customer.claimed);
    sharedClaims.set(customerId.split('/').pop() ?? customerId, next);
    sharedChanged = true;
  }
  if (sharedChanged) {
    write(
      state.shop.id,
      SHARED_CLAIMS,
      JSON.stringify(Object.fromEntries(sharedClaims)),
      state.shop.sharedClaims,
    );
  }
  const markers = [
    ['surveyResponses', USED_RESPONSES, state.shop.usedResponses],
    ['surveyEmails', USED_SURVEY_EMAILS, state.shop.usedSurveyEmails],
    ['welcomeEmails', USED_EMAILS, state.shop.usedEmails],
  ] as const;
  for (const [field, metafield, current] of markers) {
    const {next, holds, changed} = reconcileList(
      [...usedEntries(current?.value)],
      applied[field],
      target[field],
      (entry, list) => list.includes(entry),
    );
    ledger[field] = holds;
    if (changed) write(state.shop.id, metafield, JSON.stringify(next), current);
  }
  if (writes.length === 0 && JSON.stringify(ledger) === JSON.stringify(applied))
    return [];
  write(order.id, LEDGER, JSON.stringify(ledger), order.applied);
  return writes;
}

async function readState(api: ReturnType<typeof adminApi>, customers: string[]) {
  const data = await api.ask<{
    nodes: ({id: string} & SettlementState['customers'][string])[];
    shop: SettlementState['shop'];
  }>(STATE_QUERY, {customers});
  return {
    customers: Object.fromEntries(
      data.nodes.flatMap((node) => (node?.id ? [[node.id, node]] : [])),
    ),
    shop: data.shop,
  };
}

const FOREIGN_MARKER_NOTE = 'A discount marker signed for another cart';
const SECOND_SURVEY_NOTE = 'A second survey discount for one mailbox';

// A second order with the survey discount for one mailbox, both paid before either settled
// (decision 0136): the compare-and-set makes one the first; the other is cancelled.
function secondSurveyDiscount(spent: Spent, applied: Spent, state: SettlementState) {
  const used = usedEntries(state.shop.usedSurveyEmails?.value);
  return spent.surveyEmails.some(
    (digest) => used.has(digest) && !applied.surveyEmails.includes(digest),
  );
}

/** Settles one order as it stands now; any delivery about it (paid, cancelled, refunded) calls it. */
export async function settleOrder(
  admin: Admin,
  orderId: string,
  keys: SettlementKeys,
  signal?: AbortSignal,
): Promise<void> {
  const api = adminApi(admin, signal);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const order = await api.readOrder(orderId);
    if (!order) return;
    const {spent, foreignMarker} = orderSpending(order, keys);
    if (foreignMarker) {
      await api.cancel(order.id, FOREIGN_MARKER_NOTE);
      continue;
    }
    const applied = parsedLedger(order.applied);
    const customers = [
      ...new Set([
        ...(order.customer ? [order.customer.id] : []),
        ...Object.keys(spent.claims),
        ...Object.keys(applied.claims),
      ]),
    ];
    const state = await readState(api, customers);
    if (secondSurveyDiscount(spent, applied, state)) {
      // The list may hold this very order's entry, written with its ledger since the order
      // was read: read the ledger again before calling the order a second one.
      const again = await api.readOrder(orderId);
      if (again && !secondSurveyDiscount(spent, parsedLedger(again.applied), state)) {
        continue;
      }
      await api.cancel(order.id, SECOND_SURVEY_NOTE);
      continue;
    }
    const writes = reconcile(order, spent, state);
    if (writes.length === 0) return;
    if (writes.length > METAFIELDS_PER_CALL) {
      throw new Error(`order ${order.id} needs ${writes.length} metafields in one write`);
    }
    const userErrors = await api.setMetafields(writes);
    if (userErrors.length === 0) return;
    if (userErrors.some((error) => error.code !== 'STALE_OBJECT')) {
      throw new Error(`metafieldsSet: ${JSON.stringify(userErrors)}`);
    }
  }
  throw new Error(`order ${orderId}: its metafields kept changing under the settlement`);
}

const PRODUCT_QUERY = `#graphql
  query PriceTagsProduct($id: ID!) {
    product(id: $id) {
      id tags priceTags: metafield(namespace: "custom", key: "price_tags") { value compareDigest }
    }
  }
`;

const DELETE_MUTATION = `#graphql
  mutation PriceTagsDelete($metafields: [MetafieldIdentifierInput!]!) {
    metafieldsDelete(metafields: $metafields) { userErrors { message } }
  }
`;

// A product's price tags mirrored into custom/price_tags, which the functions read (a
// function cannot list tags): the products webhook keeps it in step, as a Flow would.
export async function syncPriceTags(
  admin: Admin,
  productId: string,
  signal?: AbortSignal,
): Promise<void> {
  const api = adminApi(admin, signal);
  const {product} = await api.ask<{
    product: {id: string; tags: string[]; priceTags: Stored | null} | null;
  }>(PRODUCT_QUERY, {id: productId});
  if (!product) return;
  const tags = priceTagsOf(product.tags);
  const value = tags.length > 0 ? JSON.stringify(tags) : null;
  if (value === (product.priceTags?.value ?? null)) return;
  const {namespace, key} = PRICE_TAGS;
  if (value === null) {
    const metafields = [{ownerId: product.id, namespace, key}];
    await api.ask(DELETE_MUTATION, {metafields});
    return;
  }
  const compareDigest = product.priceTags?.compareDigest ?? null;
  const write = {ownerId: product.id, ...PRICE_TAGS, value, compareDigest};
  const userErrors = await api.setMetafields([write]);
  if (userErrors.length > 0) {
    throw new Error(`price tags of ${product.id}: ${JSON.stringify(userErrors)}`);
  }
}
