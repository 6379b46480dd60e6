import {test} from '@playwright/test';

import {checkRoute, ROUTES} from './a11y-routes';

/** The same sweep at 390x844, where the shell shows its bottom bar and one-column layouts. */
for (const route of ROUTES) {
  test(`${route.name} (${route.path}) on a phone passes axe and carries its SEO tags`, async ({
    page,
  }) => {
    await checkRoute(page, route);
  });
}
