import {expect, test, type Locator, type Page} from '@playwright/test';
import {cart} from '../../app/i18n/cart';
import {catalog} from '../../app/i18n/catalog';
import {growth} from '../../app/i18n/growth';
import {SURVEY_DONE_FLAG} from '../../app/features/growth/survey';
import {E2E_PORTS} from '../playwright.config';
import {addLines} from './add-to-cart';

/**
 * The cookie banner on a phone (docs/product/growth.md#consent-banner) never lies over a primary
 * action: the product's add to cart and the cart's checkout stay the element a tap reaches, whole
 * and with room between them and the sheet, at 390x844 and 360x640, for shoppers in Germany
 * (English) and France.
 */
// No cookie choice made yet; the survey done, so its popup (10 s after load) covers nothing.
test.use({
  storageState: {
    cookies: [],
    origins: [
      {
        origin: `http://localhost:${E2E_PORTS.storefront}`,
        localStorage: [{name: SURVEY_DONE_FLAG, value: 'true'}],
      },
    ],
  },
});

/** Kumo Blending Brush, the EU region's variant. */
const KUMO_EU = 'gid://shopify/ProductVariant/43000000000102';

/** The least room, in CSS pixels, between a primary action and the banner (a fingertip's edge). */
const MARGIN_PX = 16;

/**
 * Once scrolled to, as a shopper would: a tap at the action's centre lands on it, and the whole
 * action sits inside the visible page with at least MARGIN_PX to spare above the banner and below
 * the sticky header.
 */
async function expectReachable(action: Locator, banner: Locator) {
  await action.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      action.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(
          box.left + box.width / 2,
          box.top + box.height / 2,
        );
        return hit !== null && element.contains(hit);
      }),
    )
    .toBe(true);
  const [actionBox, bannerBox, headerBox] = await Promise.all([
    action.boundingBox(),
    banner.boundingBox(),
    action.page().getByRole('banner').boundingBox(),
  ]);
  expect(actionBox).not.toBeNull();
  expect(bannerBox).not.toBeNull();
  if (!actionBox || !bannerBox) return;
  expect(bannerBox.y - (actionBox.y + actionBox.height)).toBeGreaterThanOrEqual(
    MARGIN_PX,
  );
  expect(
    actionBox.y - (headerBox ? headerBox.y + headerBox.height : 0),
  ).toBeGreaterThanOrEqual(MARGIN_PX);
}

const SHOPPERS = [
  {country: 'DE', lang: 'en'},
  {country: 'FR', lang: 'fr'},
] as const;

for (const shopper of SHOPPERS) {
  for (const viewport of [
    {width: 390, height: 844},
    {width: 360, height: 640},
  ]) {
    test.describe(`a shopper in ${shopper.country} at ${viewport.width}x${viewport.height}`, () => {
      test.use({viewport, extraHTTPHeaders: {'oxygen-buyer-country': shopper.country}});

      test('reaches add to cart and checkout while the banner asks', async ({
        page,
      }, testInfo) => {
        const banner = (on: Page) =>
          on.getByRole('region', {name: growth[shopper.lang].consent.label});
        await page.goto('/products/kumo-blending-brush');
        await expect(banner(page)).toBeVisible();
        await expectReachable(
          page.getByRole('button', {name: catalog[shopper.lang].addToCart}),
          banner(page),
        );
        await page.screenshot({path: testInfo.outputPath('product.png')});

        await addLines(page, [{merchandiseId: KUMO_EU, quantity: 1}]);
        await page.goto('/cart');
        await expect(banner(page)).toBeVisible();
        await expectReachable(
          page
            .getByRole('complementary', {name: cart[shopper.lang].summary})
            .getByRole('link', {name: cart[shopper.lang].checkout}),
          banner(page),
        );
        await page.screenshot({path: testInfo.outputPath('cart.png')});
      });
    });
  }
}
