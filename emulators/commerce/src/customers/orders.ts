import {randomBytes} from 'node:crypto';
import type Database from 'better-sqlite3';
import {exactMoney} from '../graphql/money';
import {fromCents, sumCents, type Cents} from '../cart/money';

/**
 * Orders and their fulfillments. An order is written once, in its own currency, when a
 * checkout is paid (or by the seed); afterwards only fulfillments are added and it can be
 * cancelled. Amounts are stored in cents of the order's currency.
 */

export const ORDER_ID_BASE = 5400000000101;
export const ORDER_NUMBER_BASE = 1001;
export const FULFILLMENT_ID_BASE = 4100000000101;
export const ORDER_GID_PREFIX = 'gid://shopify/Order/';

export interface OrderAttribute {
  key: string;
  value: string;
}

export type DiscountKind = 'automatic' | 'custom';

export interface OrderDiscount {
  title: string;
  kind: DiscountKind;
  cents: Cents;
}

export interface OrderLineInput {
  title: string;
  /** gid://shopify/ProductVariant/…, resolved against the catalog when the order is read. */
  variantId: string | null;
  quantity: number;
  customAttributes: OrderAttribute[];
  unitPriceCents: Cents;
  discounts: OrderDiscount[];
}

export interface OrderAddress {
  firstName: string | null;
  lastName: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  countryCode: string;
  country: string | null;
  phone: string | null;
}

export interface NewOrder {
  customerId: number | null;
  email: string | null;
  currencyCode: string;
  processedAt: Date;
  lineItems: OrderLineInput[];
  /** Discounts on the whole order (after line discounts), e.g. redeemed store credit. */
  orderDiscounts: OrderDiscount[];
  shippingCents: Cents;
  shippingAddress: OrderAddress | null;
  customAttributes: OrderAttribute[];
  cartToken: string | null;
  canceledAt?: Date | null;
  cancelReason?:
    | 'CUSTOMER'
    | 'DECLINED'
    | 'FRAUD'
    | 'INVENTORY'
    | 'OTHER'
    | 'STAFF'
    | null;
}

export interface TrackingInfo {
  number: string | null;
  url: string | null;
}

export interface FulfillmentRecord {
  id: number;
  orderId: number;
  trackingCompany: string | null;
  trackingInfo: TrackingInfo[];
  createdAt: string;
}

export interface OrderRecord {
  id: number;
  orderNumber: number;
  customerId: number | null;
  email: string | null;
  currencyCode: string;
  processedAt: string;
  canceledAt: string | null;
  cancelReason: string | null;
  statusToken: string;
  cartToken: string | null;
  lineItems: OrderLineInput[];
  orderDiscounts: OrderDiscount[];
  shippingCents: Cents;
  shippingAddress: OrderAddress | null;
  customAttributes: OrderAttribute[];
}

interface OrderRow {
  id: number;
  order_number: number;
  customer_id: number | null;
  email: string | null;
  currency_code: string;
  processed_at: string;
  canceled_at: string | null;
  cancel_reason: string | null;
  status_token: string;
  cart_token: string | null;
  data: string;
}

interface OrderData {
  lineItems: OrderLineInput[];
  orderDiscounts: OrderDiscount[];
  shippingCents: Cents;
  shippingAddress: OrderAddress | null;
  customAttributes: OrderAttribute[];
}

interface FulfillmentRow {
  id: number;
  order_id: number;
  tracking_company: string | null;
  tracking_info: string;
  created_at: string;
}

export function migrateOrders(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS orders (
      id INTEGER PRIMARY KEY,
      order_number INTEGER NOT NULL UNIQUE,
      customer_id INTEGER REFERENCES customers (id),
      email TEXT,
      currency_code TEXT NOT NULL,
      processed_at TEXT NOT NULL,
      canceled_at TEXT,
      cancel_reason TEXT,
      status_token TEXT NOT NULL UNIQUE,
      cart_token TEXT UNIQUE,
      data TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, processed_at);
    CREATE TABLE IF NOT EXISTS fulfillments (
      id INTEGER PRIMARY KEY,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      tracking_company TEXT,
      tracking_info TEXT NOT NULL DEFAULT '[]',
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS fulfillments_order ON fulfillments (order_id, id);
    CREATE TABLE IF NOT EXISTS refunds (
      id INTEGER PRIMARY KEY,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      lines TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS refunds_order ON refunds (order_id, id);
  `);
}

export const REFUND_ID_BASE = 8800000000101;

/** A refund of some of an order's units: each line by its index in the order, and how many. */
export interface RefundRecord {
  id: number;
  orderId: number;
  lines: {index: number; quantity: number}[];
  createdAt: string;
}

export function refundsOfOrder(db: Database.Database, orderId: number): RefundRecord[] {
  const rows = db
    .prepare('SELECT * FROM refunds WHERE order_id = ? ORDER BY id')
    .all(orderId) as {id: number; order_id: number; lines: string; created_at: string}[];
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    lines: JSON.parse(row.lines) as RefundRecord['lines'],
    createdAt: row.created_at,
  }));
}

export function createRefund(
  db: Database.Database,
  orderId: number,
  lines: RefundRecord['lines'],
  now: Date,
): RefundRecord {
  const {next} = db
    .prepare('SELECT COALESCE(MAX(id) + 1, ?) AS next FROM refunds')
    .get(REFUND_ID_BASE) as {next: number};
  db.prepare(
    'INSERT INTO refunds (id, order_id, lines, created_at) VALUES (?, ?, ?, ?)',
  ).run(next, orderId, JSON.stringify(lines), now.toISOString());
  return {id: next, orderId, lines, createdAt: now.toISOString()};
}

function toOrder(row: OrderRow): OrderRecord {
  const data = JSON.parse(row.data) as OrderData;
  return {
    id: row.id,
    orderNumber: row.order_number,
    customerId: row.customer_id,
    email: row.email,
    currencyCode: row.currency_code,
    processedAt: row.processed_at,
    canceledAt: row.canceled_at,
    cancelReason: row.cancel_reason,
    statusToken: row.status_token,
    cartToken: row.cart_token,
    ...data,
  };
}

function toFulfillment(row: FulfillmentRow): FulfillmentRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    trackingCompany: row.tracking_company,
    trackingInfo: JSON.parse(row.tracking_info) as TrackingInfo[],
    createdAt: row.created_at,
  };
}

export function createOrder(db: Database.Database, order: NewOrder): OrderRecord {
  const {nextId, nextNumber} = db
    .prepare(
      'SELECT COALESCE(MAX(id) + 1, ?) AS nextId, COALESCE(MAX(order_number) + 1, ?) AS nextNumber FROM orders',
    )
    .get(ORDER_ID_BASE, ORDER_NUMBER_BASE) as {nextId: number; nextNumber: number};
  const data: OrderData = {
    lineItems: order.lineItems,
    orderDiscounts: order.orderDiscounts,
    shippingCents: order.shippingCents,
    shippingAddress: order.shippingAddress,
    customAttributes: order.customAttributes,
  };
  db.prepare(
    `INSERT INTO orders (id, order_number, customer_id, email, currency_code, processed_at,
       canceled_at, cancel_reason, status_token, cart_token, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    nextId,
    nextNumber,
    order.customerId,
    order.email,
    order.currencyCode,
    order.processedAt.toISOString(),
    order.canceledAt ? order.canceledAt.toISOString() : null,
    order.canceledAt ? (order.cancelReason ?? 'OTHER') : null,
    randomBytes(16).toString('hex'),
    order.cartToken,
    JSON.stringify(data),
  );
  return findOrder(db, nextId) as OrderRecord;
}

export function findOrder(db: Database.Database, id: number): OrderRecord | null {
  const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as
    | OrderRow
    | undefined;
  return row ? toOrder(row) : null;
}

export function findOrderByStatusToken(
  db: Database.Database,
  statusToken: string,
): OrderRecord | null {
  const row = db
    .prepare('SELECT * FROM orders WHERE status_token = ?')
    .get(statusToken) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

export function findOrderByCartToken(
  db: Database.Database,
  cartToken: string,
): OrderRecord | null {
  const row = db.prepare('SELECT * FROM orders WHERE cart_token = ?').get(cartToken) as
    | OrderRow
    | undefined;
  return row ? toOrder(row) : null;
}

/** A customer's orders in creation order (Shopify's default sort, ID). */
export function ordersOfCustomer(
  db: Database.Database,
  customerId: number,
): OrderRecord[] {
  const rows = db
    .prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY id')
    .all(customerId) as OrderRow[];
  return rows.map(toOrder);
}

export function countOrdersOfCustomer(db: Database.Database, customerId: number): number {
  const {count} = db
    .prepare('SELECT COUNT(*) AS count FROM orders WHERE customer_id = ?')
    .get(customerId) as {count: number};
  return count;
}

export function fulfillmentsOfOrder(
  db: Database.Database,
  orderId: number,
): FulfillmentRecord[] {
  const rows = db
    .prepare('SELECT * FROM fulfillments WHERE order_id = ? ORDER BY id')
    .all(orderId) as FulfillmentRow[];
  return rows.map(toFulfillment);
}

export function addFulfillment(
  db: Database.Database,
  orderId: number,
  fulfillment: {trackingCompany: string | null; trackingInfo: TrackingInfo[]},
  now: Date,
): FulfillmentRecord {
  const {next} = db
    .prepare('SELECT COALESCE(MAX(id) + 1, ?) AS next FROM fulfillments')
    .get(FULFILLMENT_ID_BASE) as {next: number};
  db.prepare(
    'INSERT INTO fulfillments (id, order_id, tracking_company, tracking_info, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(
    next,
    orderId,
    fulfillment.trackingCompany,
    JSON.stringify(fulfillment.trackingInfo),
    now.toISOString(),
  );
  return fulfillmentsOfOrder(db, orderId).find((f) => f.id === next) as FulfillmentRecord;
}

export type CancelReason = NonNullable<NewOrder['cancelReason']>;

/** False when the order does not exist or was cancelled before. */
export function cancelOrder(
  db: Database.Database,
  id: number,
  reason: CancelReason,
  now: Date,
): boolean {
  return (
    db
      .prepare(
        'UPDATE orders SET canceled_at = ?, cancel_reason = ? WHERE id = ? AND canceled_at IS NULL',
      )
      .run(now.toISOString(), reason, id).changes === 1
  );
}

export function orderGid(id: number): string {
  return `${ORDER_GID_PREFIX}${id}`;
}

export function orderIdFromGid(value: string): number | null {
  const match = /^(?:gid:\/\/shopify\/Order\/)?(\d{1,16})$/.exec(value);
  return match ? Number(match[1]) : null;
}

export interface LineAllocation {
  index: number;
  discount: OrderDiscount;
  cents: Cents;
}

/**
 * Each line's discount allocations: its own discounts, and its share of every order discount,
 * split across the lines by what they cost after their own discounts (the remainder on the last
 * line that has one), as Shopify allocates an order-level discount.
 */
export function lineAllocations(order: OrderRecord): LineAllocation[][] {
  const {lineDiscountedCents} = orderTotals(order);
  const base = sumCents(lineDiscountedCents);
  let index = 0;
  const allocations: LineAllocation[][] = order.lineItems.map((line) =>
    line.discounts.map((discount) => ({index: index++, discount, cents: discount.cents})),
  );
  for (const discount of order.orderDiscounts) {
    const applicationIndex = index++;
    let left = discount.cents;
    const last = lineDiscountedCents.reduce(
      (found, cents, line) => (cents > 0 ? line : found),
      -1,
    );
    lineDiscountedCents.forEach((cents, line) => {
      if (cents <= 0 || base <= 0) return;
      const share = line === last ? left : Math.floor((discount.cents * cents) / base);
      left -= share;
      if (share > 0)
        allocations[line]?.push({index: applicationIndex, discount, cents: share});
    });
  }
  return allocations;
}

export function lineItemGid(order: OrderRecord, index: number): string {
  return `gid://shopify/LineItem/${order.id * 1000 + index + 1}`;
}

/** The sums an order shows, all in cents of its currency. */
export interface OrderTotals {
  lineOriginalCents: Cents[];
  lineDiscountedCents: Cents[];
  subtotalCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

export function orderTotals(
  order: Pick<OrderRecord, 'lineItems' | 'orderDiscounts' | 'shippingCents'>,
): OrderTotals {
  const lineOriginalCents = order.lineItems.map(
    (line) => line.unitPriceCents * line.quantity,
  );
  const lineDiscountedCents = order.lineItems.map(
    (line, index) =>
      (lineOriginalCents[index] ?? 0) - sumCents(line.discounts.map((d) => d.cents)),
  );
  const subtotalCents =
    sumCents(lineDiscountedCents) - sumCents(order.orderDiscounts.map((d) => d.cents));
  return {
    lineOriginalCents,
    lineDiscountedCents,
    subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: subtotalCents + order.shippingCents,
  };
}

function discountApplication(discount: OrderDiscount, currencyCode: string) {
  const common = {
    title: discount.title,
    allocationMethod: 'ACROSS',
    targetSelection: 'EXPLICIT',
    targetType: 'LINE_ITEM',
    value: {
      __typename: 'MoneyV2',
      ...exactMoney(fromCents(discount.cents), currencyCode),
    },
  };
  return discount.kind === 'automatic'
    ? {__typename: 'AutomaticDiscountApplication', ...common}
    : {__typename: 'ManualDiscountApplication', description: discount.title, ...common};
}

/**
 * The order as the Storefront API's Order type. Fulfillments are attached by the caller so a
 * list of orders costs one query per order only when fulfillments are asked for.
 */
export function storefrontOrder(order: OrderRecord, fulfillments: FulfillmentRecord[]) {
  const money = (cents: Cents) => exactMoney(fromCents(cents), order.currencyCode);
  const totals = orderTotals(order);
  const address = order.shippingAddress;
  return {
    __typename: 'Order',
    id: orderGid(order.id),
    name: `#${order.orderNumber}`,
    orderNumber: order.orderNumber,
    email: order.email,
    currencyCode: order.currencyCode,
    processedAt: order.processedAt,
    canceledAt: order.canceledAt,
    cancelReason: order.cancelReason,
    statusUrl: `/orders/${order.statusToken}`,
    customerUrl: `/orders/${order.statusToken}`,
    financialStatus: order.canceledAt ? 'VOIDED' : 'PAID',
    fulfillmentStatus: fulfillments.length > 0 ? 'FULFILLED' : 'UNFULFILLED',
    edited: false,
    customAttributes: order.customAttributes,
    subtotalPrice: money(totals.subtotalCents),
    subtotalPriceV2: money(totals.subtotalCents),
    currentSubtotalPrice: money(totals.subtotalCents),
    totalShippingPrice: money(totals.shippingCents),
    totalShippingPriceV2: money(totals.shippingCents),
    currentTotalShippingPrice: money(totals.shippingCents),
    shippingDiscountAllocations: [],
    totalTax: money(0),
    totalTaxV2: money(0),
    currentTotalTax: money(0),
    originalTotalDuties: null,
    currentTotalDuties: null,
    totalPrice: money(totals.totalCents),
    totalPriceV2: money(totals.totalCents),
    currentTotalPrice: money(totals.totalCents),
    originalTotalPrice: money(totals.totalCents),
    totalRefunded: money(0),
    totalRefundedV2: money(0),
    discountApplications: [
      ...order.lineItems.flatMap((line) => line.discounts),
      ...order.orderDiscounts,
    ].map((discount) => discountApplication(discount, order.currencyCode)),
    shippingAddress: address
      ? {
          __typename: 'MailingAddress',
          id: `gid://shopify/MailingAddress/${order.id}?model_name=Order`,
          firstName: address.firstName,
          lastName: address.lastName,
          name: [address.firstName, address.lastName].filter(Boolean).join(' ') || null,
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          province: address.province,
          zip: address.zip,
          country: address.country,
          countryCode: address.countryCode,
          countryCodeV2: address.countryCode,
          phone: address.phone,
        }
      : null,
    lineItems: order.lineItems.map((line, index) => ({
      __typename: 'OrderLineItem',
      title: line.title,
      quantity: line.quantity,
      currentQuantity: order.canceledAt ? 0 : line.quantity,
      customAttributes: line.customAttributes,
      variant: line.variantId,
      originalTotalPrice: money(totals.lineOriginalCents[index] ?? 0),
      discountedTotalPrice: money(totals.lineDiscountedCents[index] ?? 0),
      discountAllocations: line.discounts.map((discount) => ({
        allocatedAmount: money(discount.cents),
        discountApplication: discountApplication(discount, order.currencyCode),
      })),
    })),
    successfulFulfillments: fulfillments.map((fulfillment) => ({
      __typename: 'Fulfillment',
      trackingCompany: fulfillment.trackingCompany,
      trackingInfo: fulfillment.trackingInfo,
      fulfillmentLineItems: [],
    })),
  };
}

export type StorefrontOrder = ReturnType<typeof storefrontOrder>;
