import {expect, test} from '@playwright/test';

import {headTags} from './seo-head';

/** Every content path of the spec, the page title the shop gives it, and one line of its body. */
const CONTENT_PAGES = [
  {path: '/pages/our-story', title: 'Our Story', text: /kitchen table/},
  {path: '/pages/faq', title: 'FAQ', text: /How do I clean my brushes\?/},
  {path: '/pages/contact-us', title: 'Contact Us', text: /Wholesale and press/},
  {path: '/pages/terms-of-service', title: 'Terms of Service', text: /Who we are/},
  {path: '/pages/returns-exchange', title: 'Returns & Exchanges', text: /within 30 days/},
  {path: '/pages/privacy-policy', title: 'Privacy Policy', text: /never sell your data/},
  {path: '/pages/shipping', title: 'Shipping', text: /Free shipping/},
  {path: '/vote', title: 'Vote', text: /shortlist three prototypes/},
  {path: '/reviews', title: 'Reviews', text: /softest blender/},
  {path: '/pro', title: 'Pro', text: /PRO editions/},
  {path: '/pro/program', title: 'Pro Program', text: /20% off kit orders/},
  {path: '/pro/kits', title: 'Pro Kits', text: /waxed canvas roll/},
];

for (const {path, title, text} of CONTENT_PAGES) {
  test(`${path} shows the shop's page "${title}" in the shell`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
    await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect((await headTags(page)).canonical).toBe(new URL(path, page.url()).href);
  });
}

test('the shipping page shows the rate table the cart applies', async ({page}) => {
  await page.goto('/pages/shipping');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', {name: 'Destination'})).toBeVisible();
  await expect(table.getByRole('row', {name: /United States/})).toContainText('$9.99');
  await expect(table.getByRole('row', {name: /United States/})).toContainText('$35.00');
});

test('a path under /pro with no page of its own shows the pro page, canonical /pro', async ({
  page,
}) => {
  for (const path of [
    '/pro/some/deeper/path',
    '/pro/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'Pro'})).toBeVisible();
    expect((await headTags(page)).canonical).toBe(new URL('/pro', page.url()).href);
  }
});

test('unknown or implausible page handles are 404 pages inside the shell', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const path of [
    '/pages/no-such-page',
    '/pages/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/pages/faq%00',
    `/pages/${'x'.repeat(400)}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', {level: 1, name: 'page not found'}),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  }
  expect(dialogs).toEqual([]);
});

test('handles are read case-insensitively, under one canonical address', async ({
  page,
}) => {
  await page.goto('/pages/FAQ');
  await expect(page.getByRole('heading', {level: 1, name: 'FAQ'})).toBeVisible();
  expect((await headTags(page)).canonical).toBe(new URL('/pages/faq', page.url()).href);
});

test('a page reached through /pages/ names its own address as canonical', async ({
  page,
}) => {
  await page.goto('/pages/pro-kits');
  await expect(page.getByRole('heading', {level: 1, name: 'Pro Kits'})).toBeVisible();
  expect((await headTags(page)).canonical).toBe(new URL('/pro/kits', page.url()).href);
});
