import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  LOCAL_APP_ACCESS_TOKEN,
  LOCAL_APP_CLIENT_SECRET,
  LOCAL_SECRET_SHOP_COLLECTIONS,
  LOCAL_SHARED_SHOP_KEY,
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        let status = 503;
        if (!receiver.down) {
          const request = new Request(`${receiver.url}${req.url ?? '/'}`, {
            method: req.method,
            headers,
            body: Buffer.concat(chunks),
          });
          const response = await action({
            request,
            context: {env} as never,
            params: {},
          });
          status = response.status;
        }
        receiver.received.push({
          topic: headers.get('x-shopify-topic') ?? '',
          webhookId: headers.get('x-shopify-webhook-id') ?? '',
          status,
        });
        res.writeHead(status).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
