import {expect, it} from 'vitest';
import {FLOOD_DOCUMENT} from '../../bench/flood';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {MAX_ALIASES} from '../../emulators/commerce/src/graphql/query-limits';
import {GRAPHQL_PATH, sharedStorefront} from './storefront-platform';

/**
 * A document of as many aliased searches as the platform accepts does not hold the platform
 * for every other request: its searches run one per turn of the event loop, so requests that
 * come while it runs are answered in between.
 */

const client = sharedStorefront();

it('answers other requests while the heaviest allowed document runs', async () => {
  const order: string[] = [];
  const flood = client.query(FLOOD_DOCUMENT).then((answer) => {
    order.push('flood');
    return answer;
  });
  for (const name of ['first', 'second', 'third']) {
    const {data} = await client.query(`{ shop { name } }`);
    expect(data?.shop.name).toBeTruthy();
    order.push(name);
  }
  const answer = await flood;
  expect(answer.errors).toBeUndefined();
  expect(Object.keys(answer.data ?? {})).toHaveLength(MAX_ALIASES);
  expect(order).toEqual(['first', 'second', 'third', 'flood']);
});

it('runs no more of a document’s searches once its client has gone (decision 0128)', async () => {
  const log = client.platform.core.requestLog;
  const since = log.seq;
  const controller = new AbortController();
  const sent = fetch(`${client.url}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
    },
    body: JSON.stringify({query: FLOOD_DOCUMENT}),
    signal: controller.signal,
  }).catch((error: unknown) => error);
  // Answered in between the document's searches, so the document has begun by then.
  await client.query(`{ shop { name } }`);
  controller.abort();
  expect(await sent).toMatchObject({name: 'AbortError'});
  const flood = () => log.since(since).find((entry) => entry.operationName === 'Flood');
  while (!flood()) await client.query(`{ shop { name } }`);
  expect(flood()?.errors).toBeGreaterThan(0);
});
