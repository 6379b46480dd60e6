import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {trackingEntries} from '~/rules/orders';
import {CUSTOMER_ORDERS_QUERY} from '#graphql/account';
import {CUSTOMER_ACCESS_TOKEN_KEY, currentCustomer} from './account-session.server';
import {LOGIN_PATH, RETURN_TO_PARAM} from './account-forms.server';

/** A signed-out visitor goes to login and comes back here after signing in. */
function toLogin(request: Request): never {
  const url = new URL(request.url);
  throw redirect(
    `${LOGIN_PATH}?${new URLSearchParams({[RETURN_TO_PARAM]: `${url.pathname}${url.search}`})}`,
  );
}

/**
 * The customer's orders. Only the session's own access token is sent, so no id a visitor
 * can send selects another customer's orders.
 */
export async function ordersLoader({request, context}: LoaderFunctionArgs) {
  const customer = await currentCustomer(context);
  const token = context.session.get(CUSTOMER_ACCESS_TOKEN_KEY)?.accessToken;
  if (!customer || !token) toLogin(request);
  const result = await context.storefront.query(CUSTOMER_ORDERS_QUERY, {
    variables: {customerAccessToken: token},
    cache: context.storefront.CacheNone(),
  });
  const orders = (result.customer?.orders.nodes ?? []).map((order) => ({
    id: order.id,
    name: order.name,
    processedAt: order.processedAt,
    cancelled: Boolean(order.canceledAt),
    fulfillmentStatus: order.fulfillmentStatus,
    statusUrl: order.statusUrl,
    total: order.totalPrice,
    tracking: trackingEntries(order.successfulFulfillments),
  }));
  return data(
    {email: customer.email ?? '', orders},
    {headers: {'Cache-Control': 'no-store'}},
  );
}
