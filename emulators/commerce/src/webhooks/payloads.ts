import type Database from 'better-sqlite3';
import {fromCents} from '../cart/money';
import {
  lineAllocations,
  lineItemGid,
  orderGid,
  orderTotals,
  refundsOfOrder,
  type OrderRecord,
  type RefundRecord,
} from '../customers/orders';
import {customerGid} from '../customers/store';
import type {StoredDocument} from '../types';

/**
 * Webhook bodies in the shape of Shopify's (the REST resource, snake_case, amounts as strings).
 * A subscription's includeFields keeps only the fields it names.
 */

const amount = (cents: number) => fromCents(cents).toFixed(2);
const numericId = (gid: string) => Number(gid.slice(gid.lastIndexOf('/') + 1));

function attributes(list: readonly {key: string; value: string}[]) {
  return list.map(({key, value}) => ({name: key, value}));
}

export function orderWebhookPayload(db: Database.Database, order: OrderRecord) {
  const totals = orderTotals(order);
  const allocations = lineAllocations(order);
  return {
    id: order.id,
    admin_graphql_api_id: orderGid(order.id),
    name: `#${order.orderNumber}`,
    order_number: order.orderNumber,
    email: order.email,
    created_at: order.processedAt,
    processed_at: order.processedAt,
    cancelled_at: order.canceledAt,
    cancel_reason: order.cancelReason?.toLowerCase() ?? null,
    cart_token: order.cartToken,
    currency: order.currencyCode,
    presentment_currency: order.currencyCode,
    financial_status: order.canceledAt ? 'voided' : 'paid',
    subtotal_price: amount(totals.subtotalCents),
    total_price: amount(totals.totalCents),
    customer:
      order.customerId === null
        ? null
        : {id: order.customerId, admin_graphql_api_id: customerGid(order.customerId)},
    note_attributes: attributes(order.customAttributes),
    line_items: order.lineItems.map((line, index) => ({
      id: numericId(lineItemGid(order, index)),
      admin_graphql_api_id: lineItemGid(order, index),
      variant_id: line.variantId ? numericId(line.variantId) : null,
      title: line.title,
      quantity: line.quantity,
      price: amount(line.unitPriceCents),
      properties: attributes(line.customAttributes),
      discount_allocations: (allocations[index] ?? []).map((allocation) => ({
        amount: amount(allocation.cents),
        discount_application_index: allocation.index,
      })),
    })),
    refunds: refundsOfOrder(db, order.id).map((refund) =>
      refundWebhookPayload(order, refund),
    ),
  };
}

export function refundWebhookPayload(order: OrderRecord, refund: RefundRecord) {
  return {
    id: refund.id,
    admin_graphql_api_id: `gid://shopify/Refund/${refund.id}`,
    order_id: order.id,
    created_at: refund.createdAt,
    refund_line_items: refund.lines.map(({index, quantity}) => ({
      line_item_id: numericId(lineItemGid(order, index)),
      quantity,
    })),
  };
}

export function productWebhookPayload(product: StoredDocument) {
  return {
    id: numericId(product.id),
    admin_graphql_api_id: product.id,
    title: product.title,
    handle: product.handle,
    tags: ((product.tags as string[] | undefined) ?? []).join(', '),
    updated_at: product.updatedAt,
  };
}
