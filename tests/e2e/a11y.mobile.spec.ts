import {expect, test} from '@playwright/test';

import {checkRoute, PHONE_ROUTES, ROUTES} from './a11y-routes';

/** The sweep at 390x844, where the shell shows its bottom bar and one-column layouts. */
for (const route of ROUTES.filter(({name}) => PHONE_ROUTES.includes(name))) {
  test(`${route.name} (${route.path}) on a phone passes axe and carries its SEO tags`, async ({
    page,
  }) => {
    await checkRoute(page, route);
  });
}

test('the phone sweep names only routes of the shop', () => {
  expect(
    PHONE_ROUTES.filter((name) => !ROUTES.some((route) => route.name === name)),
  ).toEqual([]);
});
