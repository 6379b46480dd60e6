import {expect, test} from '@playwright/test';
import {expectNoAxeViolations} from './axe';

/** The catalog on a phone (390×844): the same screens, tapped instead of clicked. */

test('home on a phone', async ({page}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', {level: 1, name: 'brushes made to last'}),
  ).toBeVisible();
  await expect(page.getByRole('link', {name: 'shop best sellers'})).toBeVisible();
  const bestSellers = page.getByRole('region', {name: 'best sellers'});
  await expect(bestSellers.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test('/collections on a phone', async ({page}) => {
  await page.goto('/collections');
  await expect(page.getByRole('heading', {level: 2, name: 'Eye Brushes'})).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a collection sorted on a phone', async ({page}) => {
  await page.goto('/collections/face-brushes');
  await expect(page.getByRole('heading', {level: 1, name: 'Face Brushes'})).toBeVisible();
  await page.getByText('sort: featured').click();
  const newest = page.getByRole('link', {name: 'newest'});
  await expect(newest).toBeInViewport();
  await expectNoAxeViolations(page);
  await newest.click();
  await expect(page).toHaveURL(/\?sort=newest$/);
  await expect(page.getByText('sort: newest')).toBeVisible();
});

test('a product on a phone: gallery, picker and add to cart within reach', async ({
  page,
}) => {
  await page.goto('/products/kiri-flat-shader');
  await expect(
    page.getByRole('heading', {level: 1, name: 'Kiri Flat Shader'}),
  ).toBeVisible();

  const third = page.getByRole('button', {name: /^show image 3 of \d$/});
  await expect(async () => {
    await third.click();
    await expect(third).toHaveAttribute('aria-pressed', 'true', {timeout: 1000});
  }).toPass();

  await page.getByRole('link', {name: 'choose Hair: Synthetic'}).click();
  await expect(page).toHaveURL(/Hair=Synthetic/);
  await expect(page.getByRole('link', {name: 'choose Hair: Synthetic'})).toHaveAttribute(
    'aria-current',
    'true',
  );
  const add = page.getByRole('button', {name: 'add to cart'});
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport();
  await expectNoAxeViolations(page);
});
