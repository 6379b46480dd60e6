import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {settleOrder, syncPriceTags} from '~/features/programmes/settlement.server';
import {handleShopifyWebhook, type WebhookHandler} from '~/server/webhooks.server';

// Shopify's webhooks (subscribed by `npm run shop:setup`; bodies carry only ids): an order
// paid, cancelled or refunded is settled as it stands; a product keeps its price tags.
export async function action({request, context}: ActionFunctionArgs) {
  const keys = {
    surveyProofKey: context.env.SURVEY_PROOF_KEY,
    sharedShopKey: context.env.SHARED_SHOP_KEY,
  };
  const order: WebhookHandler = (admin, payload, signal) =>
    settleOrder(admin, String(payload.admin_graphql_api_id), keys, signal);
  const product: WebhookHandler = (admin, payload, signal) =>
    syncPriceTags(admin, String(payload.admin_graphql_api_id), signal);
  return handleShopifyWebhook(request, context.env, {
    ORDERS_PAID: order,
    ORDERS_CANCELLED: order,
    REFUNDS_CREATE: (admin, payload, signal) =>
      settleOrder(admin, `gid://shopify/Order/${String(payload.order_id)}`, keys, signal),
    PRODUCTS_CREATE: product,
    PRODUCTS_UPDATE: product,
  });
}
