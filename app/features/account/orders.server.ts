import {data, type AppLoadContext, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ORDER_LINE_ITEMS_LIMIT, ORDERS_LIMIT} from '@brush/rules/limits';
import {trackingEntries} from './orders';
import {orderDiscountSummary, type NamedDiscount} from './order-totals';
import {withoutRegion} from '~/features/catalog/variant-selection';
import {readConnectionPages} from '~/server/connection-pages.server';
import {CUSTOMER_ORDERS_QUERY, ORDER_PARTS_QUERY} from '#graphql/account';
import type {CustomerOrdersQuery} from '#graphql/storefrontapi.generated';
import {CUSTOMER_ACCESS_TOKEN_KEY, signOut} from './account-session.server';
import {accountSeo, PRIVATE_HEADERS, redirectToLogin} from './account-forms.server';
import type {OrdersData, OrderView} from './orders.types';

type StorefrontOrder = NonNullable<
  CustomerOrdersQuery['customer']
>['orders']['nodes'][number];

/**
 * How the orders page reads: a page of ORDERS_PAGE_SIZE orders with the first
 * ORDER_LINES_FIRST lines and ORDER_DISCOUNTS_FIRST discounts of each (about 770 of the
 * platform's query cost limit of 1,000), then, for an order with more, the rest a page of
 * ORDER_LINES_PAGE_SIZE lines and ORDER_DISCOUNTS_PAGE_SIZE discounts at a time (about 870).
 * A line costs 11, a discount 2.
 */
export const ORDERS_PAGE_SIZE = 3;
export const ORDER_LINES_FIRST = 20;
export const ORDER_DISCOUNTS_FIRST = 10;
export const ORDER_LINES_PAGE_SIZE = 60;
export const ORDER_DISCOUNTS_PAGE_SIZE = 100;

type DiscountName = NonNullable<
  StorefrontOrder['lineItems']['nodes'][number]['discountAllocations'][number]['discountApplication']
>;

/** A discount application's name: its title, or its code. */
function discountName(application: DiscountName): string {
  if ('title' in application && application.title) return application.title;
  if ('code' in application && application.code) return application.code;
  return '';
}

function sum(amounts: readonly {amount: string}[]): number {
  return amounts.reduce((total, money) => total + Number(money.amount), 0);
}

/** What the orders page shows of an order: its lines and tracking (docs/product/accounts.md#orders). */
function orderView(order: StorefrontOrder): OrderView {
  const lines = order.lineItems.nodes.map((line) => ({
    price: Number(line.discountedTotalPrice.amount),
    discounts: line.discountAllocations.map(
      (allocation): NamedDiscount => ({
        label: discountName(allocation.discountApplication),
        amount: Number(allocation.allocatedAmount.amount),
      }),
    ),
  }));
  const discounts = orderDiscountSummary({
    lines,
    applications: order.discountApplications.nodes.map((application) => ({
      label: discountName(application),
      amount: 'amount' in application.value ? Number(application.value.amount) : null,
    })),
    subtotal: order.subtotalPrice ? Number(order.subtotalPrice.amount) : null,
  });
  return {
    id: order.id,
    name: order.name,
    processedAt: order.processedAt,
    cancelled: Boolean(order.canceledAt),
    fulfillmentStatus: order.fulfillmentStatus,
    statusUrl: order.statusUrl,
    shippingAddress: order.shippingAddress?.formatted ?? [],
    lines: order.lineItems.nodes.map((line, index) => ({
      key: `${line.variant?.id ?? line.title}-${index}`,
      title: line.title,
      options: withoutRegion(line.variant?.selectedOptions ?? []).map(
        (option) => option.value,
      ),
      handle: line.variant?.product.handle ?? null,
      image: line.variant?.image ?? null,
      quantity: line.quantity,
      attributes: line.customAttributes,
      sku: line.variant?.sku ?? null,
      price: line.discountedTotalPrice,
      saved:
        Number(line.originalTotalPrice.amount) - Number(line.discountedTotalPrice.amount),
      allocations: line.discountAllocations.map((allocation) => ({
        allocatedAmount: allocation.allocatedAmount,
        title: discountName(allocation.discountApplication),
      })),
    })),
    /** Lines, then the order's own discounts, then the subtotal they leave. */
    items: discounts.items,
    orderDiscounts: discounts.orderDiscounts,
    subtotal: discounts.subtotal,
    shipping: order.totalShippingPrice,
    shippingDiscount: sum(
      order.shippingDiscountAllocations.map((allocation) => allocation.allocatedAmount),
    ),
    tax: order.totalTax ?? null,
    duties: order.originalTotalDuties ?? null,
    total: order.totalPrice,
    tracking: trackingEntries(order.successfulFulfillments),
  };
}

type Storefront = AppLoadContext['storefront'];

/**
 * The rest of an order's lines (up to ORDER_LINE_ITEMS_LIMIT) and discounts, read after the
 * order `orderAfter` names; the order as read when it has no more.
 */
async function completeOrder(
  storefront: Storefront,
  customerAccessToken: string,
  order: StorefrontOrder,
  orderAfter: string | null,
): Promise<StorefrontOrder> {
  let {lineItems, discountApplications} = order;
  while (
    (lineItems.pageInfo.hasNextPage && lineItems.nodes.length < ORDER_LINE_ITEMS_LIMIT) ||
    discountApplications.pageInfo.hasNextPage
  ) {
    const linesWanted = lineItems.pageInfo.hasNextPage
      ? Math.min(ORDER_LINES_PAGE_SIZE, ORDER_LINE_ITEMS_LIMIT - lineItems.nodes.length)
      : 0;
    const {customer} = await storefront.query(ORDER_PARTS_QUERY, {
      variables: {
        customerAccessToken,
        orderAfter,
        linesFirst: linesWanted,
        linesAfter: lineItems.pageInfo.endCursor ?? null,
        discountsFirst: discountApplications.pageInfo.hasNextPage
          ? ORDER_DISCOUNTS_PAGE_SIZE
          : 0,
        discountsAfter: discountApplications.pageInfo.endCursor ?? null,
      },
      cache: storefront.CacheNone(),
    });
    const parts = customer?.orders.nodes[0];
    // The orders changed under the page (or the session ended): what was read stands.
    if (parts?.id !== order.id) break;
    lineItems =
      linesWanted > 0
        ? {
            nodes: [...lineItems.nodes, ...parts.lineItems.nodes],
            pageInfo: parts.lineItems.pageInfo,
          }
        : lineItems;
    discountApplications = discountApplications.pageInfo.hasNextPage
      ? {
          nodes: [...discountApplications.nodes, ...parts.discountApplications.nodes],
          pageInfo: parts.discountApplications.pageInfo,
        }
      : discountApplications;
  }
  return {...order, lineItems, discountApplications};
}

/**
 * The customer (null when the token is no longer known) and up to ORDERS_LIMIT of their
 * orders, each whole, in requests the platform's query cost allows.
 */
export async function readCustomerOrders(
  storefront: Storefront,
  customerAccessToken: string,
) {
  // Every page names the customer; the first one's answer says whether the token is known.
  const emails: (string | null)[] = [];
  const orders = await readConnectionPages(
    ORDERS_LIMIT,
    ORDERS_PAGE_SIZE,
    async (first, after) => {
      const {customer} = await storefront.query(CUSTOMER_ORDERS_QUERY, {
        variables: {
          customerAccessToken,
          first,
          after,
          linesFirst: ORDER_LINES_FIRST,
          discountsFirst: ORDER_DISCOUNTS_FIRST,
        },
        cache: storefront.CacheNone(),
      });
      if (!customer) return null;
      emails.push(customer.email ?? null);
      const {edges, nodes, pageInfo} = customer.orders;
      const whole = await Promise.all(
        nodes.map((order, index) =>
          completeOrder(
            storefront,
            customerAccessToken,
            order,
            index === 0 ? after : (edges[index - 1]?.cursor ?? null),
          ),
        ),
      );
      return {nodes: whole, pageInfo};
    },
  );
  return emails.length > 0 ? {email: emails[0], orders} : null;
}

/**
 * The customer's orders. Only the session's own access token is sent, so no id a visitor
 * can send selects another customer's orders.
 */
export async function ordersLoader(args: LoaderFunctionArgs) {
  const {request, context} = args;
  const token = context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken;
  if (!token) redirectToLogin(request);
  // The root's own customer query names them in the dropdown.
  const customer = await readCustomerOrders(context.storefront, token);
  if (!customer) {
    // A token the platform no longer knows (expired, revoked): signed out (docs/product/accounts.md#session).
    await signOut(context);
    redirectToLogin(request);
  }
  return data<OrdersData>(
    {
      email: customer.email ?? '',
      orders: customer.orders.map(orderView),
      seo: accountSeo(args, 'ordersTitle'),
    },
    {headers: PRIVATE_HEADERS},
  );
}
