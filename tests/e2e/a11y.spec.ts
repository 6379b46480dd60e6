import {expect, test} from '@playwright/test';

import {checkRoute, ROUTES} from './a11y-routes';
import {gotoInteractive} from './interactive';

for (const route of ROUTES) {
  test(`${route.name} (${route.path}) passes axe and carries its SEO tags`, async ({
    page,
  }) => {
    await checkRoute(page, route);
  });
}

test('the search box and its suggestions work from the keyboard alone', async ({
  page,
}) => {
  await gotoInteractive(page, '/search');
  const box = page.getByRole('search').getByRole('combobox', {name: 'search the shop'});
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.type('yuki');
  await expect(page.getByRole('listbox', {name: 'suggestions'})).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('search').getByRole('button', {name: 'search'}),
  ).toBeFocused();
  await expect(page.getByRole('listbox', {name: 'suggestions'})).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=yuki$/);
});
