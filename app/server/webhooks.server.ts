import '@shopify/shopify-api/adapters/web-api';
import type {AdminApiClient} from '@shopify/admin-api-client';
import {LogSeverity, shopifyApi} from '@shopify/shopify-api';
import {remember} from '@brush/rules/cache';
import {ADMIN_API_VERSION, adminClient, shopDomain} from './admin-client.server';

// Shopify's webhooks (decision 0131): a delivery counts only when Shopify's library finds its
// HMAC right and it names this shop; handled within Shopify's 5 s or answered 503 to be sent
// again. Handlers are idempotent, so a retry, a replay or a duplicate is harmless.

/** Shopify waits 5 s for the answer; the work stops short of it. */
const DEADLINE_MS = 4_000;
/** Webhook ids answered in this isolate: a duplicate is answered without any work. */
const RECENT_LIMIT = 500;

export type WebhookHandler = (
  admin: AdminApiClient,
  payload: Record<string, unknown>,
  signal: AbortSignal,
) => Promise<void>;

const verifiers = new WeakMap<object, ReturnType<typeof shopifyApi>>();
const recent = new Map<string, Promise<number>>();

/** Shopify's library, once per environment the runtime hands the worker. */
function verifier(env: Env, secret: string) {
  return remember(verifiers, env, () =>
    shopifyApi({
      apiKey: 'storefront',
      apiSecretKey: secret,
      hostName: shopDomain(env.PUBLIC_STORE_DOMAIN),
      apiVersion: ADMIN_API_VERSION,
      isEmbeddedApp: false,
      logger: {level: LogSeverity.Error},
    }),
  );
}

const answer = (status: number) => new Response(null, {status});

export async function handleShopifyWebhook(
  request: Request,
  env: Env,
  handlers: Readonly<Record<string, WebhookHandler>>,
): Promise<Response> {
  const {SHOPIFY_API_SECRET, SHOPIFY_ADMIN_API_TOKEN} = env;
  if (!SHOPIFY_API_SECRET || !SHOPIFY_ADMIN_API_TOKEN) return answer(404);
  const rawBody = await request.text();
  const check = await verifier(env, SHOPIFY_API_SECRET).webhooks.validate({
    rawBody,
    rawRequest: request,
  });
  if (!check.valid || check.domain !== shopDomain(env.PUBLIC_STORE_DOMAIN)) {
    return answer(401);
  }
  const handler = handlers[check.topic];
  // A topic nobody handles was subscribed by mistake: acknowledged, so it is not retried.
  if (!handler) return answer(200);
  const seen = recent.get(check.webhookId);
  if (seen) return answer(await seen);
  const handled = (async () => {
    const signal = AbortSignal.timeout(DEADLINE_MS);
    try {
      const payload = JSON.parse(rawBody) as Record<string, unknown>;
      await handler(
        adminClient(env.PUBLIC_STORE_DOMAIN, SHOPIFY_ADMIN_API_TOKEN),
        payload,
        signal,
      );
      return 200;
    } catch (error) {
      console.error(`webhook ${check.topic} ${check.webhookId} not handled:`, error);
      recent.delete(check.webhookId);
      return signal.aborted ? 503 : 500;
    }
  })();
  recent.set(check.webhookId, handled);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  return answer(await handled);
}
