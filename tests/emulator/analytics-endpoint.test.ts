import {describe, expect, it} from 'vitest';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_PATH,
  analyticsBatch,
  refusedEvents,
} from '@brush/rules/analytics';
import {sharedStorefront} from './storefront-platform';

/**
 * The platform's analytics endpoint (docs/product/growth.md#analytics) as a browser meets it: a
 * batch posted as text/plain from the storefront's origin is answered event by event and
 * recorded for the admin API; what is not a batch is refused.
 */

const STOREFRONT_ORIGIN = 'http://localhost:3000';

const client = sharedStorefront();

function post(body: string) {
  return fetch(`${client.url}${ANALYTICS_PATH}`, {
    method: 'POST',
    headers: {'Content-Type': 'text/plain', Origin: STOREFRONT_ORIGIN},
    body,
  });
}

async function recorded(): Promise<{origin: string | null; batch: unknown}[]> {
  const response = await client.admin('GET', '/admin/analytics');
  expect(response.status).toBe(200);
  return (await response.json()) as {origin: string | null; batch: unknown}[];
}

const BATCH = analyticsBatch(
  {
    shopId: 'gid://shopify/Shop/1',
    storefrontId: '1000000001',
    currency: 'USD',
    language: 'EN',
    uniqueToken: 'unique-endpoint',
    visitToken: 'visit-endpoint',
    url: `${STOREFRONT_ORIGIN}/`,
    path: '/',
    search: '',
    referrer: '',
    title: 'Brushes',
    userAgent: 'endpoint-test',
    navigationType: 'navigate',
    navigationApi: 'PerformanceNavigationTiming',
    eventId: () => 'event-id',
  },
  {pageType: 'index'},
  [ANALYTICS_EVENTS.pageView],
  1_700_000_000_000,
);

describe('the analytics endpoint', () => {
  it('takes a page view and keeps it, with the origin it came from', async () => {
    const response = await post(JSON.stringify(BATCH));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(STOREFRONT_ORIGIN);
    const answer: unknown = await response.json();
    expect(refusedEvents(answer)).toEqual([]);
    expect(answer).toEqual({
      result: BATCH.events.map(() => ({status: 200, message: 'ok'})),
    });
    const stored = (await recorded()).filter(
      ({batch}) => JSON.stringify(batch) === JSON.stringify(BATCH),
    );
    expect(stored).toEqual([expect.objectContaining({origin: STOREFRONT_ORIGIN})]);
  });

  it('answers an event without a schema or payload on its own, and keeps the rest', async () => {
    const [good] = BATCH.events;
    const response = await post(
      JSON.stringify({...BATCH, events: [good, {payload: {}}, {schema_id: 'x/1.0'}]}),
    );
    expect(response.status).toBe(200);
    expect(refusedEvents(await response.json())).toEqual([
      'An event names its schema_id.',
      'An event carries a payload object.',
    ]);
  });

  it.each([
    ['text that is not JSON', 'page_rendered'],
    ['a batch without events', JSON.stringify({events: [], metadata: {}})],
  ])('refuses %s and keeps nothing', async (_label, body) => {
    const before = (await recorded()).length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await recorded()).length).toBe(before);
  });

  it('lets a page with headers of its own ask first', async () => {
    const response = await fetch(`${client.url}${ANALYTICS_PATH}`, {
      method: 'OPTIONS',
      headers: {
        Origin: STOREFRONT_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'oxygen-buyer-country',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'oxygen-buyer-country',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
