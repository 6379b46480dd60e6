import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  LOCAL_APP_ACCESS_TOKEN,
  LOCAL_APP_CLIENT_SECRET,
  LOCAL_SECRET_SHOP_COLLECTIONS,
  LOCAL_SHARED_SHOP_KEY,
  LOCAL_STOREFRONT_TOKEN,
  LOCAL_SURVEY_PROOF_KEY,
} from '../../dev/local-env';
import {
  startCommercePlatform,
  type CommercePlatform,
  type CommercePlatformOptions,
} from '../../emulators/commerce/src/server';
import {setUpShop, type SetupResult} from '../../ops/setup';
import {action} from '../../app/routes/webhooks';

/**
 * The storefront's webhook route (app/routes/webhooks.ts, as the worker runs it) behind a Node
 * server on a free port of 127.0.0.1, so that the in-process platform's webhooks settle orders
 * through the Admin API as they do for the started stack. `down` answers 503 to everything, as
 * a storefront that is being deployed.
 */
export interface SettlementReceiver {
  url: string;
  /** Webhooks received, by topic, in the order they came (duplicates included). */
  received: {topic: string; webhookId: string; status: number}[];
  down: boolean;
  close(): Promise<void>;
}

/** A fetch handler behind a Node server on a free port of 127.0.0.1, as a runtime serves it. */
export async function serveFetch(
  handle: (request: Request) => Promise<Response>,
): Promise<{url: string; close(): Promise<void>}> {
  let url = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const response = await handle(
          new Request(`${url}${req.url ?? '/'}`, {
            method: req.method,
            headers,
            body: ['GET', 'HEAD'].includes(req.method ?? '')
              ? undefined
              : Buffer.concat(chunks),
            redirect: 'manual',
          }),
        );
        const head = [...response.headers].filter(([name]) => name !== 'set-cookie');
        res.writeHead(response.status, Object.fromEntries(head));
        for (const cookie of response.headers.getSetCookie()) {
          res.appendHeader('Set-Cookie', cookie);
        }
        res.end(Buffer.from(await response.arrayBuffer()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {url, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

/** A Storefront API request to the platform, as a storefront sends it: the answer's JSON. */
export async function storefrontGql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers walked by path
): Promise<any> {
  const response = await fetch(`${url}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
    },
    body: JSON.stringify({query, variables}),
  });
  return response.json();
}

export async function startSettlementReceiver(shop: string): Promise<SettlementReceiver> {
  const env = {
    PUBLIC_STORE_DOMAIN: shop,
    SHOPIFY_API_SECRET: LOCAL_APP_CLIENT_SECRET,
    SHOPIFY_ADMIN_API_TOKEN: LOCAL_APP_ACCESS_TOKEN,
    SURVEY_PROOF_KEY: LOCAL_SURVEY_PROOF_KEY,
    SHARED_SHOP_KEY: LOCAL_SHARED_SHOP_KEY,
  };
  const receiver: SettlementReceiver = {
    url: '',
    received: [],
    down: false,
    close: async () => undefined,
  };
  const served = await serveFetch(async (request) => {
    const status = receiver.down
      ? 503
      : (await action({request, context: {env} as never, params: {}})).status;
    receiver.received.push({
      topic: request.headers.get('x-shopify-topic') ?? '',
      webhookId: request.headers.get('x-shopify-webhook-id') ?? '',
      status,
    });
    return new Response(null, {status});
  });
  receiver.url = served.url;
  receiver.close = served.close;
  return receiver;
}

/** shop:setup against the platform, with the receiver as the storefront. */
export function setUpLocalShop(
  shop: string,
  storefrontOrigin: string,
): Promise<SetupResult> {
  return setUpShop({
    shop,
    token: LOCAL_APP_ACCESS_TOKEN,
    storefrontOrigin,
    surveyProofKey: LOCAL_SURVEY_PROOF_KEY,
    sharedShopKey: LOCAL_SHARED_SHOP_KEY,
    secretShopCollections: [LOCAL_SECRET_SHOP_COLLECTIONS],
    dryRun: false,
  });
}

export interface LiveShop {
  platform: CommercePlatform;
  receiver: SettlementReceiver;
  /** Resolves once every webhook raised so far has been delivered (and so settled). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The platform in-process, set up by shop:setup with the storefront's webhook route as its
 * storefront: a shop that has gone live (docs/operations.md).
 */
export async function startLiveShop(
  options: CommercePlatformOptions = {},
): Promise<LiveShop> {
  const platform = await startCommercePlatform({port: 0, dbPath: ':memory:', ...options});
  const receiver = await startSettlementReceiver(platform.url);
  await setUpLocalShop(platform.url, receiver.url);
  return {
    platform,
    receiver,
    settled: () => platform.core.webhooks?.idle() ?? Promise.resolve(),
    async close() {
      await platform.close();
      await receiver.close();
    },
  };
}
