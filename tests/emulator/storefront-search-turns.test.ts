import {expect, it} from 'vitest';
import {FLOOD_DOCUMENT} from '../../bench/flood';
import {sharedStorefront} from './storefront-platform';

/**
 * A document of as many aliased searches as the cost limit allows does not hold the platform
 * for every other request: its searches run one per turn of the event loop, so requests that
 * come while it runs are answered in between.
 */

const client = sharedStorefront();

it('answers other requests while the costliest allowed document runs', async () => {
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
  expect(Object.keys(answer.data ?? {})).toHaveLength(333);
  expect(order).toEqual(['first', 'second', 'third', 'flood']);
});
