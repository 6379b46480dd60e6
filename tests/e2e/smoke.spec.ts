import {expect, test} from '@playwright/test';
import {smoke, smokeReport} from '../../ops/smoke';
import {E2E_PORTS} from '../playwright.config';

/** `npm run smoke` against the started stack: every step passes (docs/operations.md). */
test('the smoke check passes on the started stack', async ({baseURL}) => {
  test.setTimeout(120_000);
  const steps = await smoke(baseURL ?? '', {
    checkoutDomain: `127.0.0.1:${E2E_PORTS.commerce}`,
  });
  expect(
    steps.filter((step) => !step.ok),
    smokeReport(steps),
  ).toEqual([]);
  expect(steps.map((step) => step.name)).toEqual([
    '/healthz',
    'home page',
    'a collection',
    'a product',
    'search',
    'add to cart',
    'the cart',
    'a checkout link on the checkout domain',
    'account page, signed out',
  ]);
});
