import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  ORDER_DISCOUNTS_LIMIT,
  ORDER_LINE_ITEMS_LIMIT,
  ORDERS_LIMIT,
} from '@brush/rules/limits';
import {trackingEntries} from './orders';
import {orderDiscountSummary, type NamedDiscount} from './order-totals';
import {withoutRegion} from '~/features/catalog/variant-selection';
import {CUSTOMER_ORDERS_QUERY} from '#graphql/account';
import type {CustomerOrdersQuery} from '#graphql/storefrontapi.generated';
import {accessToken, signOut} from './account-session.server';
import {privateSeo, PRIVATE_HEADERS, redirectToLogin} from './account-forms.server';

type StorefrontOrder = NonNullable<
  CustomerOrdersQuery['customer']
>['orders']['nodes'][number];

/** What the orders page reads, in one request: every order with every line and discount. */
export const CUSTOMER_ORDERS_SIZES = {
  first: ORDERS_LIMIT,
  linesFirst: ORDER_LINE_ITEMS_LIMIT,
  discountsFirst: ORDER_DISCOUNTS_LIMIT,
} as const;

type DiscountName = NonNullable<
  StorefrontOrder['lineItems']['nodes'][number]['discountAllocations'][number]['discountApplication']
>;

function discountName(application: DiscountName): string {
  if ('title' in application && application.title) return application.title;
  if ('code' in application && application.code) return application.code;
  return '';
}

function orderView(order: StorefrontOrder) {
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
    items: discounts.items,
    orderDiscounts: discounts.orderDiscounts,
    subtotal: discounts.subtotal,
    shipping: order.totalShippingPrice,
    shippingDiscount: order.shippingDiscountAllocations.reduce(
      (total, allocation) => total + Number(allocation.allocatedAmount.amount),
      0,
    ),
    tax: order.totalTax ?? null,
    duties: order.originalTotalDuties ?? null,
    total: order.totalPrice,
    tracking: trackingEntries(order.successfulFulfillments),
  };
}

export async function ordersLoader(args: LoaderFunctionArgs) {
  const {request, context} = args;
  const token = accessToken(context);
  if (!token) redirectToLogin(request);
  // The root's own customer query names them in the dropdown.
  const {customer} = await context.storefront.query(CUSTOMER_ORDERS_QUERY, {
    variables: {customerAccessToken: token, ...CUSTOMER_ORDERS_SIZES},
    cache: context.storefront.CacheNone(),
  });
  if (!customer) {
    // A token the platform no longer knows (expired, revoked): signed out.
    await signOut(context);
    redirectToLogin(request);
  }
  return data(
    {
      email: customer.email ?? '',
      orders: customer.orders.nodes.map(orderView),
      seo: privateSeo(args, 'account.ordersTitle'),
    },
    {headers: PRIVATE_HEADERS},
  );
}
