import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {parse, validate} from 'graphql';
import {prepareSkeleton, startSkeleton, type RunningSkeleton} from '../../bench/skeleton';
import {shapeError} from '../../emulators/commerce/src/graphql/query-limits';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import {costOf, shapeOf} from '../emulator/storefront-operations';
import {E2E_ADMIN_TOKEN} from '../playwright.config';
import {createCodeDiscount, PLATFORM_ORIGIN, requestLogSeq} from '../security/platform';

/**
 * Hydrogen's official starter as a test of the local platform: the skeleton of the
 * release this shop runs, fetched and built as the benchmark builds it (bench/skeleton.ts,
 * nothing of it committed), run unchanged but for its environment and CSP against the started
 * platform, and walked in Chromium as a shopper walks it, through to a paid order. It fails on
 * any GraphQL error the platform returns to the starter, and lists every operation the starter
 * sent, with its requested cost.
 */

/** The starter's own storefront id: its carts lead back to it from the checkout. */
const STARTER_STOREFRONT_ID = '1000000046';

/** A code discount the merchant created through the Admin API: 10% off the order. */
const STARTER_CODE = 'STARTER10';

/** Installing and building the starter the first time takes minutes; later runs reuse it. */
const PREPARE_TIMEOUT_MS = 900_000;

/** The walk takes about 15 s on a quiet machine; this one is shared. */
const WALK_TIMEOUT_MS = 180_000;

interface LoggedOperation {
  operationName: string | null;
  operationType: string | null;
  storefrontId: string | null;
  status: number;
  errors: number;
  errorCodes: string[];
  cost: number | null;
}

/** A control that never becomes usable fails its step, not the whole walk's time. */
test.use({actionTimeout: 15_000});
// One worker runs this file's tests in turn, on the one starter its hook starts.
test.describe.configure({mode: 'default'});

let starter: RunningSkeleton | undefined;
let starterDir = '';
let firstSeq = 0;

test.beforeAll(async ({request}, testInfo) => {
  testInfo.setTimeout(PREPARE_TIMEOUT_MS);
  const {dir} = await prepareSkeleton((line) => console.log(`[starter] ${line}`));
  starterDir = dir;
  starter = await startSkeleton(dir, PLATFORM_ORIGIN, STARTER_STOREFRONT_ID);
  const registered = await request.put(
    `${PLATFORM_ORIGIN}/admin/storefronts/${STARTER_STOREFRONT_ID}`,
    {
      headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`},
      data: {origin: starter.origin},
    },
  );
  expect(registered.status()).toBe(200);
  await createCodeDiscount(request, {code: STARTER_CODE, title: 'Starter 10%'});
  firstSeq = await requestLogSeq(request);
});

/**
 * After the walk, whatever became of it: every operation the starter sent, listed, and each
 * answered without an error. In a hook of its own, so that a walk that timed out is still
 * followed by the list of what the platform refused.
 */
test.afterAll(async () => {
  try {
    const operations = await starterOperations();
    console.log(`[starter] operations sent:\n${operationsTable(operations)}`);
    expect(
      operations.filter((operation) => operation.status !== 200 || operation.errors > 0),
      'operations the platform answered with an error',
    ).toEqual([]);
    const names = operations.map((operation) => operation.operationName);
    for (const name of ['CartQuery', 'Product', 'PredictiveSearch', 'ensureCookies']) {
      expect(names, `the starter sent ${name}`).toContain(name);
    }
  } finally {
    await starter?.stop();
  }
});

test('the starter walks from its home page to a paid order and back', async ({page}) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  if (!starter) throw new Error('the starter did not start');
  await offline(page);
  await walkToAnOrder(page, starter.origin);
});

test("every Storefront operation in the starter's source is valid and within the platform's limits", () => {
  const documents = starterDocuments(starterDir);
  // The starter's layout, home, collections, products, search, pages, blogs, policies, sitemap.
  expect(documents.length).toBeGreaterThanOrEqual(15);
  const rows = documents.map((text) => {
    const problems = validate(storefrontSchema(), parse(text)).map(
      ({message}) => message,
    );
    const limit = shapeError(shapeOf(text));
    if (limit) problems.push(limit.message);
    return {text, problems, cost: problems.length ? null : costOf(text)};
  });
  console.log(
    `[starter] operations in its source, at their cost with every unsized page at 250:\n${rows
      .map(({text, cost}) => `${/(query|mutation) (\w+)/.exec(text)?.[2]} cost ${cost}`)
      .join('\n')}`,
  );
  expect(rows.filter(({problems}) => problems.length)).toEqual([]);
});

/**
 * Every Storefront API document in the starter's source, fragments spread in: the keys of the
 * types its codegen wrote (`storefrontapi.generated.d.ts`), as its queries hold them.
 */
function starterDocuments(dir: string): string[] {
  const types = readFileSync(path.join(dir, 'storefrontapi.generated.d.ts'), 'utf8');
  return [...types.matchAll(/^ {2}'(#graphql(?:[^'\\]|\\.)*)': \{$/gm)].map(
    ([, quoted]) =>
      (quoted ?? '').replace(/\\(.)/g, (_escape, letter: string) =>
        letter === 'n' ? '\n' : letter,
      ),
  );
}

/** The Storefront operations the starter sent since the walk began (server and browser). */
async function starterOperations(): Promise<LoggedOperation[]> {
  const response = await fetch(`${PLATFORM_ORIGIN}/admin/requests?since=${firstSeq}`, {
    headers: {Authorization: `Bearer ${E2E_ADMIN_TOKEN}`},
  });
  const {requests} = (await response.json()) as {requests: LoggedOperation[]};
  return requests.filter((operation) => operation.storefrontId === STARTER_STOREFRONT_ID);
}

/** Each operation on a line: its name, type, requested cost and errors. */
function operationsTable(operations: LoggedOperation[]): string {
  return operations
    .map((operation) => {
      const outcome =
        operation.status === 200 && operation.errors === 0
          ? 'ok'
          : `status ${operation.status}, ${operation.errors} error(s) ${operation.errorCodes.join(', ')}`;
      return `${operation.operationName ?? '(anonymous)'} ${operation.operationType ?? ''} cost ${operation.cost ?? '-'}: ${outcome}`;
    })
    .join('\n');
}

/** Everything outside this machine (Shopify's CDN scripts) is refused, as offline. */
async function offline(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

/**
 * Chooses an option value on the starter's product page, and waits until the page has its data
 * for it. The starter writes the chosen options into the URL before that data arrives, and
 * until it does the other buttons still lead from the variant before; so the wait is on the
 * router's own state once the data request has answered.
 */
async function chooseOption(page: Page, value: string): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().resourceType() === 'fetch' &&
        new URL(response.url()).searchParams.has('Region'),
    ),
    page.getByRole('button', {name: value, exact: true}).click(),
  ]);
  await page.waitForFunction(
    () =>
      (window as unknown as {__remixRouter: {state: {navigation: {state: string}}}})
        .__remixRouter.state.navigation.state === 'idle',
  );
}

/** The starter's cart drawer, once open. */
function cartDrawer(page: Page) {
  return page
    .getByRole('dialog')
    .filter({has: page.getByRole('heading', {name: 'CART'})});
}

async function walkToAnOrder(page: Page, origin: string): Promise<void> {
  await test.step('home', async () => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', {name: 'Recommended Products'})).toBeVisible();
  });

  await test.step('collections, a collection, a product', async () => {
    await page.goto(`${origin}/collections`);
    await expect(
      page.getByRole('heading', {name: 'Collections', level: 1}),
    ).toBeVisible();
    await page
      .getByRole('link', {name: /Eye Brushes/})
      .first()
      .click();
    await expect(
      page.getByRole('heading', {name: 'Eye Brushes', level: 1}),
    ).toBeVisible();
    await page
      .getByRole('link', {name: /Kumo Blending Brush/})
      .first()
      .click();
    await expect(
      page.getByRole('heading', {name: 'Kumo Blending Brush', level: 1}),
    ).toBeVisible();
  });

  await test.step('predictive search to a product, and a variant chosen', async () => {
    await page.getByRole('banner').getByRole('button', {name: 'Search'}).click();
    const search = page.getByRole('dialog').filter({
      has: page.getByRole('heading', {name: 'SEARCH'}),
    });
    await search.getByPlaceholder('Search').fill('kiri');
    await search
      .getByRole('link', {name: /Kiri Flat Shader/})
      .first()
      .click();
    await expect(
      page.getByRole('heading', {name: 'Kiri Flat Shader', level: 1}),
    ).toBeVisible();
    await chooseOption(page, 'Synthetic');
    await expect(page).toHaveURL(/Region=US&Hair=Synthetic/);
    await expect(page.getByRole('button', {name: 'Add to cart'})).toBeEnabled();
  });

  await test.step('an EU edition is sold out in the US, as the cart would refuse it', async () => {
    await chooseOption(page, 'EU');
    await expect(page).toHaveURL(/Region=EU&Hair=Synthetic/);
    await expect(page.getByRole('button', {name: 'Sold out'})).toBeDisabled();
    await chooseOption(page, 'US');
    await expect(page).toHaveURL(/Region=US&Hair=Synthetic/);
    await expect(page.getByRole('button', {name: 'Add to cart'})).toBeEnabled();
  });

  await test.step('search results', async () => {
    const product = page.url();
    await page.goto(`${origin}/search?q=brush`);
    await expect(page.getByRole('heading', {name: 'Search', level: 1})).toBeVisible();
    await expect(page.getByRole('link', {name: /Brush/}).first()).toBeVisible();
    await page.goto(product);
  });

  const cart = cartDrawer(page);
  await test.step('add, change the quantity, remove, add again', async () => {
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(cart.getByText('Kiri Flat Shader')).toBeVisible();
    await expect(cart.getByText('Quantity: 1')).toBeVisible();
    await cart.getByRole('button', {name: 'Increase quantity'}).click();
    await expect(cart.getByText('Quantity: 2')).toBeVisible();
    await cart.getByRole('button', {name: 'Decrease quantity'}).click();
    await expect(cart.getByText('Quantity: 1')).toBeVisible();
    await cart.getByRole('button', {name: 'Remove'}).first().click();
    await expect(cart.getByText(/haven.t added anything yet/)).toBeVisible();
    await cart.getByRole('button', {name: 'Close'}).click();
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(cart.getByText('Kiri Flat Shader')).toBeVisible();
  });

  await test.step('a discount code that does not apply, then one that does', async () => {
    await cart.getByPlaceholder('Discount code').fill('NO-SUCH-CODE');
    await cart.getByRole('button', {name: 'Apply'}).first().click();
    await expect(cart.getByText('NO-SUCH-CODE')).toBeHidden();
    await expect(cart.getByText('Discount(s)')).toBeHidden();
    await cart.getByPlaceholder('Discount code').fill(STARTER_CODE.toLowerCase());
    await cart.getByRole('button', {name: 'Apply'}).first().click();
    await expect(cart.getByText('Discount(s)')).toBeVisible();
    await expect(cart.getByText(STARTER_CODE, {exact: false})).toBeVisible();
  });

  await test.step('checkout and order, and back to the starter', async () => {
    await cart.getByRole('link', {name: /Continue to Checkout/}).click();
    await expect(page.getByRole('heading', {name: 'Checkout'})).toBeVisible();
    await page.getByRole('textbox', {name: 'Email'}).fill('starter.shopper@example.com');
    await page.getByRole('textbox', {name: 'Last name'}).fill('Starter');
    await page.getByRole('textbox', {name: 'Address', exact: true}).fill('1 Brush Lane');
    await page.getByRole('textbox', {name: 'City'}).fill('Portland');
    // Kiri Flat Shader (Synthetic) at $18, 10% off with the code, and $9.99 shipping.
    await expect(page.getByText(STARTER_CODE).first()).toBeVisible();
    await expect(page.getByText('$26.19').first()).toBeVisible();
    await page.getByRole('button', {name: 'Pay now'}).click();
    await expect(
      page.getByRole('heading', {name: 'Thank you for your order'}),
    ).toBeVisible();
    await expect(page.getByText('Kiri Flat Shader').first()).toBeVisible();
    await expect(page.getByText('$26.19').first()).toBeVisible();
    await page.getByRole('link', {name: 'Continue shopping'}).click();
    await expect(page).toHaveURL(`${origin}/`);
  });
}
