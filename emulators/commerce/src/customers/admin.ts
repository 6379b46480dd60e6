import type {ServerResponse} from 'node:http';
import type Database from 'better-sqlite3';
import {z} from 'zod';
import {TRACKING_INFOS_LIMIT} from '@brush/rules/limits';
import {cancelOrderWithWebhook} from '../admin-api/orders';
import {HttpError, sendJson} from '../http/respond';
import type {Route, RouteContext} from '../types';
import {customerMetafields} from './metafields';
import {
  addFulfillment,
  findOrder,
  fulfillmentsOfOrder,
  orderGid,
  orderIdFromGid,
  orderTotals,
  ordersOfCustomer,
  type FulfillmentRecord,
  type OrderRecord,
} from './orders';
import {
  customerGid,
  findCustomerByEmail,
  updateCustomer,
  type CustomerRecord,
} from './store';

/**
 * The operator's API over customers and orders (tests use it to set up and inspect state).
 * The core guards every /admin/ path (loopback peer, admin bearer token) before these run.
 */

const CUSTOMER_PATH = /^\/admin\/customers\/(?<email>[^/]+)$/;
const CUSTOMER_ORDERS_PATH = /^\/admin\/customers\/(?<email>[^/]+)\/orders$/;
const ORDER_PATH = /^\/admin\/orders\/(?<id>[^/]+)$/;
const FULFILLMENTS_PATH = /^\/admin\/orders\/(?<id>[^/]+)\/fulfillments$/;
const CANCEL_PATH = /^\/admin\/orders\/(?<id>[^/]+)\/cancel$/;

const sku = z.string().trim().min(1).max(100);

const customerChanges = z
  .object({
    tags: z.array(z.string().trim().min(1).max(255)).max(250),
    storeCredit: z.number().finite().min(0).max(1_000_000).nullable(),
    secretShopClaimed: z.array(sku).max(1000).nullable(),
    firstName: z.string().trim().max(255).nullable(),
    lastName: z.string().trim().max(255).nullable(),
  })
  .partial()
  .strict();

const httpUrl = z
  .string()
  .url()
  .refine(
    (value) => /^https?:\/\//i.test(value),
    'Only http and https URLs are allowed.',
  );

const newFulfillment = z
  .object({
    trackingCompany: z.string().trim().min(1).max(255).nullable().default(null),
    trackingInfo: z
      .array(
        z
          .object({
            number: z.string().trim().min(1).max(255).nullable().default(null),
            url: httpUrl.nullable().default(null),
          })
          .strict(),
      )
      .max(TRACKING_INFOS_LIMIT)
      .default([]),
  })
  .strict();

const cancellation = z
  .object({
    reason: z
      .enum(['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'])
      .default('OTHER'),
  })
  .strict();

function parseBody<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, `${where}${issue?.message ?? 'Invalid body.'}`);
  }
  return parsed.data;
}

function decodedParam(ctx: RouteContext, name: string): string {
  try {
    return decodeURIComponent(ctx.params[name] ?? '');
  } catch {
    throw new HttpError(400, `Malformed ${name}.`);
  }
}

function customerOfRequest(ctx: RouteContext): CustomerRecord {
  const customer = findCustomerByEmail(ctx.db, decodedParam(ctx, 'email'));
  if (!customer) throw new HttpError(404, 'No customer has this email.');
  return customer;
}

function orderOfRequest(ctx: RouteContext): OrderRecord {
  const id = orderIdFromGid(decodedParam(ctx, 'id'));
  const order = id === null ? null : findOrder(ctx.db, id);
  if (!order) throw new HttpError(404, 'No order has this id.');
  return order;
}

/** The customer as the operator sees them, with the metafields the order handling wrote. */
function customerJson(db: Database.Database, customer: CustomerRecord) {
  return {
    id: customerGid(customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    tags: customer.tags,
    storeCredit: customer.storeCredit,
    secretShopClaimed: customer.secretShopClaimed ?? [],
    metafields: customerMetafields(db, customer.id),
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
  };
}

function fulfillmentJson(fulfillment: FulfillmentRecord) {
  return {
    id: fulfillment.id,
    trackingCompany: fulfillment.trackingCompany,
    trackingInfo: fulfillment.trackingInfo,
    createdAt: fulfillment.createdAt,
  };
}

function orderJson(order: OrderRecord, fulfillments: FulfillmentRecord[]) {
  const totals = orderTotals(order);
  return {
    id: orderGid(order.id),
    orderNumber: order.orderNumber,
    customerId: order.customerId === null ? null : customerGid(order.customerId),
    email: order.email,
    currencyCode: order.currencyCode,
    processedAt: order.processedAt,
    canceledAt: order.canceledAt,
    cancelReason: order.cancelReason,
    statusPath: `/orders/${order.statusToken}`,
    subtotal: totals.subtotalCents / 100,
    shipping: totals.shippingCents / 100,
    total: totals.totalCents / 100,
    lineItems: order.lineItems.map((line) => ({
      title: line.title,
      variantId: line.variantId,
      quantity: line.quantity,
      customAttributes: line.customAttributes,
      unitPrice: line.unitPriceCents / 100,
      discounts: line.discounts.map((d) => ({
        title: d.title,
        kind: d.kind,
        amount: d.cents / 100,
      })),
    })),
    fulfillments: fulfillments.map(fulfillmentJson),
  };
}

function sendOrder(
  res: ServerResponse,
  ctx: RouteContext,
  status: number,
  order: OrderRecord,
) {
  sendJson(res, status, orderJson(order, fulfillmentsOfOrder(ctx.db, order.id)));
}

export const customerAdminRoutes: Route[] = [
  {
    method: 'GET',
    path: CUSTOMER_PATH,
    handler(_req, res, ctx) {
      sendJson(res, 200, customerJson(ctx.db, customerOfRequest(ctx)));
    },
  },
  {
    method: 'PATCH',
    path: CUSTOMER_PATH,
    async handler(_req, res, ctx) {
      const customer = customerOfRequest(ctx);
      const changes = parseBody(customerChanges, await ctx.json());
      const updated = updateCustomer(ctx.db, customer.id, changes, ctx.now());
      if (!updated) throw new HttpError(404, 'No customer has this email.');
      sendJson(res, 200, customerJson(ctx.db, updated));
    },
  },
  {
    method: 'GET',
    path: CUSTOMER_ORDERS_PATH,
    handler(_req, res, ctx) {
      const customer = customerOfRequest(ctx);
      const orders = ordersOfCustomer(ctx.db, customer.id).reverse();
      sendJson(res, 200, {
        orders: orders.map((order) =>
          orderJson(order, fulfillmentsOfOrder(ctx.db, order.id)),
        ),
      });
    },
  },
  {
    method: 'GET',
    path: ORDER_PATH,
    handler(_req, res, ctx) {
      sendOrder(res, ctx, 200, orderOfRequest(ctx));
    },
  },
  {
    method: 'POST',
    path: FULFILLMENTS_PATH,
    async handler(_req, res, ctx) {
      const order = orderOfRequest(ctx);
      if (order.canceledAt)
        throw new HttpError(409, 'A cancelled order is not fulfilled.');
      const fulfillment = parseBody(newFulfillment, await ctx.json());
      addFulfillment(ctx.db, order.id, fulfillment, ctx.now());
      sendOrder(res, ctx, 201, order);
    },
  },
  {
    method: 'POST',
    path: CANCEL_PATH,
    async handler(_req, res, ctx) {
      const order = orderOfRequest(ctx);
      const {reason} = parseBody(cancellation, await ctx.json());
      if (!cancelOrderWithWebhook(ctx, order.id, reason)) {
        throw new HttpError(409, 'The order is already cancelled.');
      }
      sendOrder(res, ctx, 200, findOrder(ctx.db, order.id) as OrderRecord);
    },
  },
];
