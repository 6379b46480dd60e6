import {expect, test, type Page} from '@playwright/test';
import {CONSENT_ACCEPT_MS, CONSENT_DECLINE_MS} from '#rules/limits';

/**
 * Spec 4 "Cookie consent" as shoppers meet it: asked in the EU region and Norway only, once,
 * the choice kept in the browser for 365 days ('OK') or 30 days ('No thanks') and shared by
 * every tab.
 */
test.use({storageState: {cookies: [], origins: []}});

const DAY_MS = 24 * 60 * 60 * 1000;

function banner(page: Page, name = 'cookie consent') {
  return page.getByRole('region', {name});
}

async function storedChoice(page: Page) {
  const stored = await page.evaluate(() => window.localStorage.getItem('cookieConsent'));
  return JSON.parse(stored ?? 'null') as {accept: boolean; expiresAt: number} | null;
}

test.describe('a shopper in Germany', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'DE'}});

  test('is asked once: OK in one tab answers every tab, for 365 days', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const other = await context.newPage();
    await other.goto('/collections');
    await expect(banner(other)).toBeVisible();

    const before = Date.now();
    await banner(page).getByRole('button', {name: 'OK'}).click();
    await expect(banner(page)).toBeHidden();
    await expect(banner(other)).toBeHidden();

    const choice = await storedChoice(page);
    expect(choice?.accept).toBe(true);
    expect(choice?.expiresAt).toBeGreaterThanOrEqual(before + CONSENT_ACCEPT_MS);
    expect(choice?.expiresAt).toBeLessThan(before + CONSENT_ACCEPT_MS + DAY_MS);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('a shopper in France', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'FR'}});

  test('declines in French with the keyboard, for 30 days', async ({page}) => {
    await page.goto('/');
    const asked = banner(page, 'consentement aux cookies');
    await expect(asked).toBeVisible();
    const before = Date.now();
    await asked.getByRole('button', {name: 'non merci'}).focus();
    await page.keyboard.press('Enter');
    await expect(asked).toBeHidden();

    const choice = await storedChoice(page);
    expect(choice?.accept).toBe(false);
    expect(choice?.expiresAt).toBeGreaterThanOrEqual(before + CONSENT_DECLINE_MS);
    expect(choice?.expiresAt).toBeLessThan(before + CONSENT_DECLINE_MS + DAY_MS);
  });
});

test.describe('a shopper in Norway', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'NO'}});

  test('is asked too', async ({page}) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('a shopper in the United States', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'US'}});

  test('is never asked', async ({page}) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toBeNull();
  });
});
