import {convertToUsd} from '@brush/rules/currency';
import {fromCents, type Cents} from '../cart/money';
import {customerMetafields, writeCustomerMetafield} from '../customers/metafields';
import {
  cancelOrder,
  createRefund,
  findOrder,
  lineAllocations,
  lineItemGid,
  orderGid,
  orderIdFromGid,
  refundsOfOrder,
  type CancelReason,
  type OrderDiscount,
  type OrderRecord,
  type RefundRecord,
} from '../customers/orders';
import {
  customerGid,
  findCustomerById,
  updateCustomer,
  type CustomerRecord,
} from '../customers/store';
import {formatAmount} from '../graphql/money';
import {orderWebhookPayload, refundWebhookPayload} from '../webhooks/payloads';
import {recordWebhookEvent} from '../webhooks/deliveries';
import type {AdminApiPart, AdminContext, MetafieldOwner, StoredMetafield} from '../types';
import {metafieldFields, tableOwner} from './metafields';
import {requireScope} from './scopes';

/**
 * Customers and orders in the Admin API: what settlement reads (an order's lines, their
 * discount allocations in the shop's and the order's currency, refunds, the cart it came from),
 * and orderCancel and refundCreate, which raise orders/cancelled and refunds/create.
 */

/** Where the customers table keeps two of a customer's metafields. */
const CREDIT_BALANCE = {namespace: 'credit', key: 'balance', type: 'number_decimal'};
const SECRET_SHOP_CLAIMED = {
  namespace: 'secret_shop',
  key: 'claimed',
  type: 'single_line_text_field',
};

const customerIdOf = (gid: string) =>
  Number(/^gid:\/\/shopify\/Customer\/(\d{1,16})$/.exec(gid)?.[1] ?? NaN);

function isColumn(
  metafield: {namespace: string; key: string},
  column: {namespace: string; key: string},
) {
  return metafield.namespace === column.namespace && metafield.key === column.key;
}

/** A customer's metafields: two of them columns of the customers table, the rest rows. */
export function adminCustomerMetafields(
  customer: CustomerRecord,
  rows: StoredMetafield[],
) {
  return [
    ...(customer.storeCredit === null
      ? []
      : [{...CREDIT_BALANCE, value: formatAmount(customer.storeCredit)}]),
    ...(customer.secretShopClaimed === null
      ? []
      : [{...SECRET_SHOP_CLAIMED, value: JSON.stringify(customer.secretShopClaimed)}]),
    ...rows,
  ];
}

const customerOwner: MetafieldOwner = {
  writeScope: 'write_customers',
  exists: (ctx, id) => findCustomerById(ctx.db, customerIdOf(id)) !== null,
  list: (ctx, id) => {
    const customer = findCustomerById(ctx.db, customerIdOf(id));
    return customer
      ? adminCustomerMetafields(customer, customerMetafields(ctx.db, customer.id))
      : [];
  },
  write: (ctx, id, metafield) => {
    const customerId = customerIdOf(id);
    if (isColumn(metafield, CREDIT_BALANCE)) {
      updateCustomer(
        ctx.db,
        customerId,
        {storeCredit: Number(metafield.value)},
        ctx.now(),
      );
    } else if (isColumn(metafield, SECRET_SHOP_CLAIMED)) {
      const claimed = JSON.parse(metafield.value) as unknown;
      updateCustomer(
        ctx.db,
        customerId,
        {
          secretShopClaimed: Array.isArray(claimed)
            ? claimed.filter((sku): sku is string => typeof sku === 'string')
            : [],
        },
        ctx.now(),
      );
    } else {
      writeCustomerMetafield(ctx.db, customerId, metafield);
    }
  },
  remove: (ctx, id, namespace, key) => {
    const customerId = customerIdOf(id);
    const target = {namespace, key};
    if (isColumn(target, CREDIT_BALANCE)) {
      return updateCustomer(ctx.db, customerId, {storeCredit: null}, ctx.now()) !== null;
    }
    if (isColumn(target, SECRET_SHOP_CLAIMED)) {
      return (
        updateCustomer(ctx.db, customerId, {secretShopClaimed: null}, ctx.now()) !== null
      );
    }
    return (
      ctx.db
        .prepare(
          'DELETE FROM customer_metafields WHERE customer_id = ? AND namespace = ? AND key = ?',
        )
        .run(customerId, namespace, key).changes > 0
    );
  },
};

function customerObject(customer: CustomerRecord) {
  return {
    __typename: 'Customer',
    id: customerGid(customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    tags: customer.tags,
  };
}

/** Discount applications in the order Shopify indexes them: line discounts, then the order's. */
function applications(order: OrderRecord): OrderDiscount[] {
  return [...order.lineItems.flatMap((line) => line.discounts), ...order.orderDiscounts];
}

function moneyBag(cents: Cents, currencyCode: string) {
  const amount = fromCents(cents);
  return {
    shopMoney: {
      amount: formatAmount(convertToUsd(amount, currencyCode)),
      currencyCode: 'USD',
    },
    presentmentMoney: {amount: formatAmount(amount), currencyCode},
  };
}

function applicationObject(discount: OrderDiscount, index: number) {
  return discount.kind === 'automatic'
    ? {__typename: 'AutomaticDiscountApplication', title: discount.title, index}
    : {
        __typename: 'ManualDiscountApplication',
        title: discount.title,
        description: discount.title,
        index,
      };
}

function refundObject(order: OrderRecord, refund: RefundRecord) {
  return {
    __typename: 'Refund',
    id: `gid://shopify/Refund/${refund.id}`,
    createdAt: refund.createdAt,
    refundLineItems: {
      nodes: refund.lines.map(({index, quantity}) => ({
        quantity,
        lineItem: lineItemObject(order, index),
      })),
    },
  };
}

function lineItemObject(order: OrderRecord, index: number) {
  const line = order.lineItems[index];
  if (!line) return null;
  const allocations = lineAllocations(order)[index] ?? [];
  return {
    __typename: 'LineItem',
    id: lineItemGid(order, index),
    title: line.title,
    quantity: line.quantity,
    variantId: line.variantId,
    customAttributes: line.customAttributes,
    originalUnitPriceSet: moneyBag(line.unitPriceCents, order.currencyCode),
    discountAllocations: allocations.map(
      ({discount, index: applicationIndex, cents}) => ({
        allocatedAmountSet: moneyBag(cents, order.currencyCode),
        discountApplication: applicationObject(discount, applicationIndex),
      }),
    ),
  };
}

export function orderObject(ctx: AdminContext, order: OrderRecord) {
  return {
    __typename: 'Order',
    id: orderGid(order.id),
    name: `#${order.orderNumber}`,
    email: order.email,
    createdAt: order.processedAt,
    processedAt: order.processedAt,
    cancelledAt: order.canceledAt,
    cancelReason: order.cancelReason,
    cartToken: order.cartToken,
    currencyCode: order.currencyCode,
    customerId: order.customerId,
    customAttributes: order.customAttributes,
    discountApplications: {
      nodes: applications(order).map((discount, index) =>
        applicationObject(discount, index),
      ),
    },
    lineItems: {
      nodes: order.lineItems.map((_line, index) => lineItemObject(order, index)),
      pageInfo: {hasNextPage: false, hasPreviousPage: false},
    },
    refunds: refundsOfOrder(ctx.db, order.id).map((refund) =>
      refundObject(order, refund),
    ),
  };
}

function orderOf(ctx: AdminContext, gid: string): OrderRecord | null {
  const id = gid.startsWith('gid://shopify/Order/') ? orderIdFromGid(gid) : null;
  return id === null ? null : findOrder(ctx.db, id);
}

function customerOf(ctx: AdminContext, gid: string) {
  const customer = findCustomerById(ctx.db, customerIdOf(gid));
  return customer ? customerObject(customer) : null;
}

const CANCEL_REASONS: ReadonlySet<string> = new Set([
  'CUSTOMER',
  'DECLINED',
  'FRAUD',
  'INVENTORY',
  'OTHER',
  'STAFF',
]);

/** Cancels an order and raises orders/cancelled, in one transaction; false if it was cancelled. */
export function cancelOrderWithWebhook(
  ctx: Pick<AdminContext, 'db' | 'now'>,
  orderId: number,
  reason: CancelReason,
): boolean {
  return ctx.db.transaction(() => {
    if (!cancelOrder(ctx.db, orderId, reason, ctx.now())) return false;
    const order = findOrder(ctx.db, orderId) as OrderRecord;
    recordWebhookEvent(
      ctx.db,
      'orders/cancelled',
      orderWebhookPayload(ctx.db, order),
      ctx.now(),
    );
    return true;
  })();
}

function orderCancel(_root: unknown, args: Record<string, unknown>, ctx: AdminContext) {
  const order = orderOf(ctx, args.orderId as string);
  const fail = (message: string, code: string) => ({
    job: null,
    orderCancelUserErrors: [{field: ['orderId'], message, code}],
    userErrors: [{field: ['orderId'], message}],
  });
  if (!order) return fail('Order does not exist', 'NOT_FOUND');
  const reason = String(args.reason);
  if (!CANCEL_REASONS.has(reason)) return fail('Reason is invalid', 'INVALID');
  if (!cancelOrderWithWebhook(ctx, order.id, reason as CancelReason)) {
    return fail('Cannot cancel an order that has already been cancelled', 'INVALID');
  }
  return {
    job: {id: `gid://shopify/Job/${order.id}`, done: true},
    orderCancelUserErrors: [],
    userErrors: [],
  };
}

function refundCreate(
  _root: unknown,
  args: {input: Record<string, unknown>},
  ctx: AdminContext,
) {
  const order = orderOf(ctx, args.input.orderId as string);
  const fail = (message: string) => ({
    refund: null,
    order: null,
    userErrors: [{field: ['input', 'orderId'], message}],
  });
  if (!order) return fail('Order does not exist');
  const requested = (args.input.refundLineItems ?? []) as {
    lineItemId: string;
    quantity: number;
  }[];
  const refunded = new Map<number, number>();
  for (const refund of refundsOfOrder(ctx.db, order.id)) {
    for (const {index, quantity} of refund.lines) {
      refunded.set(index, (refunded.get(index) ?? 0) + quantity);
    }
  }
  const lines: RefundRecord['lines'] = [];
  for (const {lineItemId, quantity} of requested) {
    const index = order.lineItems.findIndex(
      (_line, i) => lineItemGid(order, i) === lineItemId,
    );
    const line = order.lineItems[index];
    const left = line ? line.quantity - (refunded.get(index) ?? 0) - quantity : -1;
    if (!line || quantity < 1 || left < 0) {
      return fail('Quantity cannot refund more items than were purchased');
    }
    refunded.set(index, (refunded.get(index) ?? 0) + quantity);
    lines.push({index, quantity});
  }
  if (lines.length === 0) return fail('A refund needs line items');
  const refund = ctx.db.transaction(() => {
    const created = createRefund(ctx.db, order.id, lines, ctx.now());
    recordWebhookEvent(
      ctx.db,
      'refunds/create',
      refundWebhookPayload(order, created),
      ctx.now(),
    );
    return created;
  })();
  return {
    refund: refundObject(order, refund),
    order: orderObject(ctx, order),
    userErrors: [],
  };
}

export const ORDERS_ADMIN_API: AdminApiPart = {
  typeDefs: /* GraphQL */ `
    type Customer implements Node & HasMetafields {
      id: ID!
      email: String
      firstName: String
      lastName: String
      tags: [String!]!
      metafield(namespace: String, key: String!): Metafield
      metafields(first: Int, namespace: String): MetafieldConnection!
    }
    type Attribute {
      key: String!
      value: String
    }
    type MoneyV2 {
      amount: Decimal!
      currencyCode: String!
    }
    type MoneyBag {
      shopMoney: MoneyV2!
      presentmentMoney: MoneyV2!
    }
    interface DiscountApplication {
      index: Int!
    }
    type AutomaticDiscountApplication implements DiscountApplication {
      index: Int!
      title: String!
    }
    type ManualDiscountApplication implements DiscountApplication {
      index: Int!
      title: String!
      description: String
    }
    type DiscountApplicationConnection {
      nodes: [DiscountApplication!]!
    }
    type DiscountAllocation {
      allocatedAmountSet: MoneyBag!
      discountApplication: DiscountApplication!
    }
    type LineItem implements Node {
      id: ID!
      title: String!
      quantity: Int!
      sku: String
      variant: ProductVariant
      product: Product
      customAttributes: [Attribute!]!
      originalUnitPriceSet: MoneyBag!
      discountAllocations: [DiscountAllocation!]!
    }
    type LineItemConnection {
      nodes: [LineItem!]!
      pageInfo: PageInfo!
    }
    type RefundLineItem {
      lineItem: LineItem!
      quantity: Int!
    }
    type RefundLineItemConnection {
      nodes: [RefundLineItem!]!
    }
    type Refund implements Node {
      id: ID!
      createdAt: DateTime
      refundLineItems(first: Int): RefundLineItemConnection!
    }
    enum OrderCancelReason {
      CUSTOMER
      DECLINED
      FRAUD
      INVENTORY
      OTHER
      STAFF
    }
    type Order implements Node & HasMetafields {
      id: ID!
      name: String!
      email: String
      createdAt: DateTime!
      processedAt: DateTime!
      cancelledAt: DateTime
      cancelReason: OrderCancelReason
      cartToken: String
      currencyCode: String!
      customer: Customer
      customAttributes: [Attribute!]!
      discountApplications(first: Int): DiscountApplicationConnection!
      lineItems(first: Int, after: String): LineItemConnection!
      refunds(first: Int): [Refund!]!
      metafield(namespace: String, key: String!): Metafield
      metafields(first: Int, namespace: String): MetafieldConnection!
    }
    type Job {
      id: ID!
      done: Boolean!
    }
    type OrderCancelUserError {
      code: String
      field: [String!]
      message: String!
    }
    type OrderCancelPayload {
      job: Job
      orderCancelUserErrors: [OrderCancelUserError!]!
      userErrors: [UserError!]!
    }
    input RefundLineItemInput {
      lineItemId: ID!
      quantity: Int!
    }
    input RefundInput {
      orderId: ID!
      refundLineItems: [RefundLineItemInput!]
      notify: Boolean
      note: String
    }
    type RefundCreatePayload {
      refund: Refund
      order: Order
      userErrors: [UserError!]!
    }
    extend type QueryRoot {
      customer(id: ID!): Customer
      order(id: ID!): Order
    }
    extend type Mutation {
      orderCancel(
        orderId: ID!
        reason: OrderCancelReason!
        refund: Boolean!
        restock: Boolean!
        notifyCustomer: Boolean
        staffNote: String
      ): OrderCancelPayload
      refundCreate(input: RefundInput!): RefundCreatePayload
    }
  `,
  resolvers: {
    QueryRoot: {
      customer: (_root, args, ctx) => customerOf(ctx, args.id as string),
      order: (_root, args, ctx) => {
        const order = orderOf(ctx, args.id as string);
        return order ? orderObject(ctx, order) : null;
      },
    },
    Mutation: {orderCancel, refundCreate},
    Customer: metafieldFields,
    Order: {
      ...metafieldFields,
      customer: (order: {customerId: number | null}, _args, ctx) =>
        order.customerId === null ? null : customerOf(ctx, customerGid(order.customerId)),
    },
    LineItem: {
      variant: (line: {variantId: string | null}, _args, ctx) =>
        line.variantId
          ? (ctx.nodes.get('ProductVariant')?.(ctx, line.variantId) ?? null)
          : null,
      product: (line: {variantId: string | null}, _args, ctx) => {
        const variant = line.variantId ? ctx.store.get(line.variantId) : undefined;
        return variant
          ? (ctx.nodes.get('Product')?.(ctx, String(variant.product)) ?? null)
          : null;
      },
      sku: (line: {variantId: string | null}, _args, ctx) => {
        const variant = line.variantId ? ctx.store.get(line.variantId) : undefined;
        return (variant?.sku as string | null | undefined) ?? null;
      },
    },
  },
  scopes: {
    'QueryRoot.customer': 'read_customers',
    'QueryRoot.order': 'read_orders',
    'Order.customer': 'read_customers',
    'LineItem.product': 'read_products',
    'LineItem.variant': 'read_products',
    'Mutation.orderCancel': 'write_orders',
    'Mutation.refundCreate': 'write_orders',
  },
  metafieldOwners: {
    Customer: customerOwner,
    Order: tableOwner('write_orders', (ctx, id) => orderOf(ctx, id) !== null),
  },
  nodeTypes: {
    Customer: (ctx, gid) => {
      requireScope(ctx, 'node', 'read_customers');
      return customerOf(ctx, gid);
    },
    Order: (ctx, gid) => {
      requireScope(ctx, 'node', 'read_orders');
      const order = orderOf(ctx, gid);
      return order ? orderObject(ctx, order) : null;
    },
  },
};
