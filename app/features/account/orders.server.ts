import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {trackingEntries} from '@brush/rules/orders';
import {orderDiscountSummary, type NamedDiscount} from '@brush/rules/order-totals';
import {withoutRegion} from '~/features/catalog/variant-selection';
import {CUSTOMER_ORDERS_QUERY} from '#graphql/account';
import type {CustomerOrdersQuery} from '#graphql/storefrontapi.generated';
import {CUSTOMER_ACCESS_TOKEN_KEY, signOut} from './account-session.server';
import {accountSeo, PRIVATE_HEADERS, redirectToLogin} from './account-forms.server';
import type {OrdersData, OrderView} from './orders.types';

type StorefrontOrder = NonNullable<
  CustomerOrdersQuery['customer']
>['orders']['nodes'][number];

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

/**
 * The customer's orders. Only the session's own access token is sent, so no id a visitor
 * can send selects another customer's orders.
 */
export async function ordersLoader(args: LoaderFunctionArgs) {
  const {request, context} = args;
  const token = context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken;
  if (!token) redirectToLogin(request);
  // The customer and their orders in one query; the root's own customer query names them in
  // the dropdown.
  const {customer} = await context.storefront.query(CUSTOMER_ORDERS_QUERY, {
    variables: {customerAccessToken: token},
    cache: context.storefront.CacheNone(),
  });
  if (!customer) {
    // A token the platform no longer knows (expired, revoked): signed out (docs/product/accounts.md#session).
    await signOut(context);
    redirectToLogin(request);
  }
  return data<OrdersData>(
    {
      email: customer.email ?? '',
      orders: customer.orders.nodes.map(orderView),
      seo: accountSeo(args, 'ordersTitle'),
    },
    {headers: PRIVATE_HEADERS},
  );
}
