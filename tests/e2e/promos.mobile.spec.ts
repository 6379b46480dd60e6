import {expect, test, type Page} from '@playwright/test';
import {AXE_TAGS, expectNoAxeViolations} from './axe';

/** The promotional screens on a phone (390x844): the bottom bar's way in, and the same adds. */

const bottomBar = (page: Page) => page.getByRole('navigation', {name: 'shortcuts'});

test('the bottom bar leads to the concept store, whose add puts a concept-store line in the cart', async ({
  page,
}) => {
  await page.goto('/');
  await bottomBar(page).getByRole('link', {name: 'concept store'}).tap();
  await expect(page).toHaveURL(/\/concept-store$/);
  await expect(
    page.getByRole('heading', {level: 1, name: 'Concept Store'}),
  ).toBeVisible();
  await expectNoAxeViolations(page, AXE_TAGS);

  const tsuki = page
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {name: 'Tsuki Pencil Brush'})});
  await expect(tsuki).toContainText('concept store price $14.00');
  await tsuki.getByRole('button', {name: /add to cart/}).tap();
  const added = page.getByRole('dialog', {name: 'added to cart'});
  await expect(added).toContainText('Tsuki Pencil Brush is in your cart.');
  await added.getByRole('button', {name: 'keep shopping'}).tap();
  await expect(added).toBeHidden();
  await page.goto('/cart');
  await expect(page.getByRole('region', {name: 'items in your cart'})).toContainText(
    '$14.00',
  );
});

test('the promos shortcut shows the three discounts its badge counts', async ({page}) => {
  await page.goto('/');
  const promos = bottomBar(page).getByRole('link', {name: /^promos/});
  await expect(promos).toHaveAccessibleName('promos 3 discounts');
  await promos.tap();
  await expect(page).toHaveURL(/\/discounts$/);
  await expect(
    page.getByRole('list', {name: 'current discounts'}).getByRole('listitem'),
  ).toHaveCount(3);
  await expectNoAxeViolations(page, AXE_TAGS);
});

test('pay what you want: 50% off by default, added from the dialog on a phone', async ({
  page,
}) => {
  await page.goto('/pwyw-products/tanpopo-stippling-brush');
  await page.getByRole('button', {name: 'choose your price'}).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('choose your price');
  await expect(dialog.getByRole('radio', {name: '50% off $17.00'})).toBeChecked();
  await expectNoAxeViolations(page, AXE_TAGS);
  await dialog.getByRole('button', {name: 'add to cart · $17.00'}).tap();
  await expect(dialog.getByRole('status')).toHaveText(
    'Tanpopo Stippling Brush is in your cart for $17.00.',
  );
  await expect(dialog).toHaveAccessibleName('added to cart');
  await dialog.getByRole('link', {name: 'view cart'}).tap();
  await expect(page.getByRole('region', {name: 'items in your cart'})).toContainText(
    '$17.00',
  );
});

test("the yosegi page shows 'Available 10.27' and passes axe", async ({page}) => {
  await page.goto('/yosegi-signup');
  await expect(page.getByText('Available 10.27', {exact: true})).toBeVisible();
  await expectNoAxeViolations(page, AXE_TAGS);
});
