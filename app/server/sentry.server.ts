import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  nodeStackLineParser,
  Scope,
  ServerRuntimeClient,
} from '@sentry/core/server';
import {remember} from '@brush/rules/cache';
import {SENTRY_TRACE_SAMPLE_RATE} from '~/lib/error-report';

/**
 * The worker's Sentry client, when SENTRY_DSN is set (docs/product/operations.md#error-reports).
 * Sentry's
 * Workers SDK needs node:async_hooks, which Oxygen does not promise, so the worker uses the
 * core client with a scope of its own per error: nothing is shared between shoppers' requests.
 * Events carry the error, the path and the customer id, and no other personal data.
 */

/** How long a report may keep the worker alive after its answer. */
const FLUSH_TIMEOUT_MS = 2000;

const clients = new Map<string, ServerRuntimeClient>();

function clientFor(dsn: string): ServerRuntimeClient {
  return remember(clients, dsn, () => {
    const client = new ServerRuntimeClient({
      dsn,
      sendDefaultPii: false,
      tracesSampleRate: SENTRY_TRACE_SAMPLE_RATE,
      platform: 'javascript',
      runtime: {name: 'workerd'},
      integrations: [dedupeIntegration(), linkedErrorsIntegration()],
      stackParser: createStackParser(nodeStackLineParser()),
      transport: (options) =>
        createTransport(options, async (request) => {
          const response = await fetch(options.url, {
            method: 'POST',
            body: request.body as BodyInit,
            headers: options.headers,
          });
          return {
            statusCode: response.status,
            headers: {
              'x-sentry-rate-limits': response.headers.get('X-Sentry-Rate-Limits'),
              'retry-after': response.headers.get('Retry-After'),
            },
          };
        }),
    });
    client.init();
    return client;
  });
}

/**
 * The shopper's part of a query or mutation failure (docs/product/operations.md#error-reports):
 * the market and the cart, as the brand's reports carry them.
 */
export interface SentryShopper {
  geo: {country: string | null; region: string | null; currency: string | null};
  cartId: string | null;
  cartLines: {title: string | null; variantSku: string | null; quantity: number}[];
}

/**
 * Sends an error the worker met to Sentry, with the path it broke and the customer's id (and,
 * for a failed query or mutation, the market and cart); a promise for waitUntil, resolved once
 * sent (or given up). Nothing happens without a DSN.
 */
export async function captureWorkerError(
  env: Pick<Env, 'SENTRY_DSN'>,
  error: unknown,
  {
    path,
    customerId,
    shopper,
  }: {path: string; customerId: string | null; shopper?: SentryShopper},
): Promise<void> {
  if (!env.SENTRY_DSN) return;
  const client = clientFor(env.SENTRY_DSN);
  const scope = new Scope();
  scope.setClient(client);
  scope.setTag('path', path);
  if (customerId) scope.setUser({id: customerId});
  if (shopper) {
    scope.setContext('market', shopper.geo);
    // One line of text per cart line: Sentry flattens objects nested deeper than this.
    scope.setContext('cart', {
      id: shopper.cartId,
      lines: shopper.cartLines.map(
        ({title, variantSku, quantity}) =>
          `${quantity} × ${title ?? ''} (${variantSku ?? ''})`,
      ),
    });
  }
  client.captureException(error, undefined, scope);
  await client.flush(FLUSH_TIMEOUT_MS);
}
