import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {ANALYTICS_PATH} from '@brush/rules/analytics';
import {CONSENT_ACCEPT_MS, CONSENT_DECLINE_MS} from '@brush/rules/limits';
import {addToCartAndWait} from './add-to-cart';
import {gotoInteractive} from './interactive';
import {E2E_ADMIN_TOKEN, E2E_PORTS} from '../playwright.config';

/**
 * The cookie consent (docs/product/growth.md#consent-banner) as shoppers meet it: asked in the
 * EU region and Norway only, once, the choice kept in the browser for 365 days ('OK') or 30
 * days ('No thanks') and shared by every tab.
 */
test.use({storageState: {cookies: [], origins: []}});

const DAY_MS = 24 * 60 * 60 * 1000;

function banner(page: Page, name = 'cookie consent') {
  return page.getByRole('region', {name});
}

/** The analytics batches this browser context sent, as seen on the wire. */
function analyticsOnTheWire(context: BrowserContext) {
  const batches: {events: {payload: Record<string, unknown>}[]}[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === ANALYTICS_PATH) {
      batches.push(JSON.parse(request.postData() ?? '{}') as (typeof batches)[number]);
    }
  });
  return {
    batches,
    /** The customer events' names; a page view's twin in the page-view schema has none. */
    eventNames: () =>
      batches.flatMap((batch) =>
        batch.events.flatMap((event) => event.payload.event_name ?? []),
      ),
  };
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
    const wire = analyticsOnTheWire(context);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const other = await context.newPage();
    await other.goto('/collections');
    await expect(banner(other)).toBeVisible();

    await page.waitForLoadState('networkidle');
    expect(wire.batches).toEqual([]);
    const before = Date.now();
    await banner(page).getByRole('button', {name: 'OK'}).click();
    await expect(banner(page)).toBeHidden();
    await expect(banner(other)).toBeHidden();

    const choice = await storedChoice(page);
    expect(choice?.accept).toBe(true);
    expect(choice?.expiresAt).toBeGreaterThanOrEqual(before + CONSENT_ACCEPT_MS);
    expect(choice?.expiresAt).toBeLessThan(before + CONSENT_ACCEPT_MS + DAY_MS);

    // With the choice, each page view goes out and the visitor's cookies are set.
    const sent = page.waitForRequest((request) => request.url().endsWith(ANALYTICS_PATH));
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect((await sent).headers()['content-type']).toBe('text/plain');
    expect(wire.eventNames()).toContain('page_rendered');
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['_shopify_y', '_shopify_s']));
  });
});

/** The cookies a landing's tracking parameters and the analytics leave in the browser. */
const TRACKING_COOKIES = ['referral', 'utm', 'sms_click_id', 'sms_code', 'disable_sas'];
const ANALYTICS_COOKIES = ['_shopify_y', '_shopify_s'];

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

async function platformCartAttributes(context: BrowserContext): Promise<string[]> {
  const cart = (await context.cookies()).find((cookie) => cookie.name === 'cart');
  const token = decodeURIComponent(cart?.value ?? '').split('?', 1)[0];
  const response = await context.request.get(
    `http://127.0.0.1:${E2E_PORTS.commerce}/admin/carts/${token}`,
    {headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`}},
  );
  const stored = (await response.json()) as {attributes: {key: string}[]};
  return stored.attributes.map(({key}) => key);
}

test.describe('a German shopper who takes consent back', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'DE'}});

  test('accepts, lands with tracking parameters, declines in the footer: no tracking cookie, no tracking attribute on a new cart', async ({
    page,
    context,
  }) => {
    await gotoInteractive(page, '/');
    await banner(page).getByRole('button', {name: 'OK'}).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => cookieNames(context)).toContain('tracking_consent');

    await gotoInteractive(
      page,
      '/products/kumo-blending-brush?vr=FRIEND5&smsclickid=sms-e2e-2&utm_source=sms-campaign',
    );
    expect(await cookieNames(context)).toEqual(
      expect.arrayContaining([...TRACKING_COOKIES.slice(0, 3), ...ANALYTICS_COOKIES]),
    );

    const footer = page.getByRole('contentinfo');
    await footer.getByText('cookie settings').click();
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/tracking-consent'),
    );
    await footer.getByRole('button', {name: 'No thanks'}).click();
    await answered;
    await expect(footer.getByRole('status').filter({hasText: 'cookies'})).toHaveText(
      'you declined cookies.',
    );
    await expect
      .poll(() => cookieNames(context))
      .not.toEqual(expect.arrayContaining(['referral']));
    const left = await cookieNames(context);
    for (const name of [...TRACKING_COOKIES, ...ANALYTICS_COOKIES]) {
      expect(left, name).not.toContain(name);
    }
    expect(left).not.toContain('cart');

    await addToCartAndWait(page);
    expect(await platformCartAttributes(context)).toEqual([]);
  });

  test('declines from the footer without JavaScript', async ({browser}) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: {'oxygen-buyer-country': 'DE'},
    });
    const page = await context.newPage();
    await page.goto('/collections');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('cookie settings').click();
    await footer.getByRole('button', {name: 'No thanks'}).click();
    await expect(page).toHaveURL(/\/collections#cookie-settings$/);
    expect(await cookieNames(context)).toContain('tracking_consent');
    await page.goto('/?vr=FRIEND5&utm_source=newsletter');
    expect(await cookieNames(context)).not.toEqual(expect.arrayContaining(['referral']));
    expect(await cookieNames(context)).not.toContain('tracking_landing');
    await context.close();
  });
});

test.describe('a shopper in France', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'FR'}});

  test('declines in French with the keyboard, for 30 days', async ({page, context}) => {
    const wire = analyticsOnTheWire(context);
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

    await page.goto('/collections');
    await page.waitForLoadState('networkidle');
    expect(wire.batches).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      '_shopify_y',
    );
  });
});

test.describe('a shopper in Norway', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'NO'}});

  test('is asked too, and nothing is sent while the question stands', async ({
    page,
    context,
  }) => {
    const wire = analyticsOnTheWire(context);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.goto('/products/kumo-blending-brush');
    await page.waitForLoadState('networkidle');
    expect(wire.batches).toEqual([]);
  });
});

test.describe('a shopper in the United States', () => {
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'US'}});

  test('is never asked, and the shop’s analytics run: page, product view and add to cart', async ({
    page,
    context,
  }) => {
    const wire = analyticsOnTheWire(context);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toBeNull();
    expect(wire.eventNames()).toEqual(['page_rendered']);

    await page
      .getByRole('link', {name: /kumo blending brush/i})
      .first()
      .click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Kumo Blending Brush');
    await expect.poll(wire.eventNames).toContain('product_page_rendered');
    await page.getByRole('button', {name: 'add to cart'}).click();
    await expect.poll(wire.eventNames).toContain('product_added_to_cart');

    // The platform recorded the add with the product it put in the cart.
    const recorded = (await (
      await page.request.get(`http://127.0.0.1:${E2E_PORTS.commerce}/admin/analytics`, {
        headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`},
      })
    ).json()) as {batch: {events: {payload: Record<string, unknown>}[]}}[];
    const add = recorded
      .flatMap(({batch}) => batch.events)
      .find(
        (event) =>
          event.payload.event_name === 'product_added_to_cart' &&
          event.payload.unique_token === wire.batches[0]?.events[1]?.payload.unique_token,
      );
    const added = (add?.payload.products as string[] | undefined)?.map(
      (product) => JSON.parse(product) as Record<string, unknown>,
    );
    expect(added).toEqual([
      expect.objectContaining({name: 'Kumo Blending Brush', quantity: 1}),
    ]);
  });
});
