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
import {SENTRY_TRACE_SAMPLE_RATE, type ErrorReport} from '~/lib/error-report';

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

/** Sends an error the worker met to Sentry (docs/product/operations.md#error-reports). */
export async function captureWorkerError(
  env: Pick<Env, 'SENTRY_DSN'>,
  error: unknown,
  {
    path,
    customerId,
    shopper,
  }: {
    path: string;
    customerId: string | null;
    /** The market and the cart of a failed query or mutation. */
    shopper?: Pick<ErrorReport, 'geo' | 'cartId' | 'cartLines'>;
  },
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
