import {expect, test} from '@playwright/test';
import {addToCartAndWait} from './add-to-cart';
import {E2E_ADMIN_TOKEN, E2E_PORTS} from '../playwright.config';

/**
 * Referral and affiliate tracking in a browser (docs/product/growth.md#referral-and-tracking):
 * a landing's parameters become cookies the page's scripts cannot read, the cart the shopper
 * then fills carries them as attributes (so the order does), and the click reaches the click
 * API.
 */
test('a shopper landing from an SMS with a referral code carries both to their cart', async ({
  page,
  context,
}) => {
  await page.goto(
    '/products/kumo-blending-brush?vr=FRIEND5&smsclickid=sms-e2e-1&smscode=SPRING&utm_source=sms-campaign',
  );
  await expect(
    page.getByRole('heading', {level: 1, name: 'Kumo Blending Brush'}),
  ).toBeVisible();

  const cookies = Object.fromEntries(
    (await context.cookies()).map((cookie) => [cookie.name, cookie]),
  );
  for (const name of ['referral', 'utm', 'sms_click_id', 'sms_click_time', 'sms_code']) {
    expect(cookies[name], name).toMatchObject({httpOnly: true, sameSite: 'Lax'});
  }
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/referral|sms_/);

  await addToCartAndWait(page);

  const cartCookie = (await context.cookies()).find((cookie) => cookie.name === 'cart');
  const token = decodeURIComponent(cartCookie?.value ?? '').split('?', 1)[0];
  const admin = {headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`}};
  const platform = `http://127.0.0.1:${E2E_PORTS.commerce}`;
  const cart = (await (
    await page.request.get(`${platform}/admin/carts/${token}`, admin)
  ).json()) as {
    attributes: {key: string; value: string}[];
  };
  expect(Object.fromEntries(cart.attributes.map(({key, value}) => [key, value]))).toEqual(
    {
      sms_click_id: 'sms-e2e-1',
      sms_click_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/),
      sms_code: 'SPRING',
      disable_sas: 'true',
      utm_source: 'sms-campaign',
    },
  );

  const events = (await (
    await page.request.get(`${platform}/admin/tracking`, admin)
  ).json()) as {
    kind: string;
    body: Record<string, unknown>;
  }[];
  expect(events.map(({body}) => body)).toContainEqual(
    expect.objectContaining({
      visitCode: 'FRIEND5',
      affiliateProgram: 'sms',
      landingPage: '/products/kumo-blending-brush',
    }),
  );
});

test.describe('a German shopper who accepted before the worker kept the answer', () => {
  // The project's storage holds an accept in local storage and no tracking_consent cookie:
  // a browser from before the worker kept its own copy.
  test.use({extraHTTPHeaders: {'oxygen-buyer-country': 'DE'}});

  test('is tracked by the stored answer, not held until asked again', async ({
    page,
    context,
  }) => {
    await page.goto('/?vr=FRIEND5&utm_source=newsletter');
    const named = async (name: string) =>
      (await context.cookies()).some((cookie) => cookie.name === name);
    // Without the stored answer reaching the worker, the landing stays held and no referral
    // cookie is ever written: the banner does not ask a shopper who has answered.
    await expect.poll(() => named('referral')).toBe(true);
    expect(await named('tracking_landing')).toBe(false);
    expect(await named('tracking_consent')).toBe(true);
  });
});
