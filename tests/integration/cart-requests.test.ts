/**
 * Storefront requests per cart operation, counted as the platform receives them
 * (docs/product/cart.md#requests-per-operation). Each operation is posted as a browser with
 * JavaScript posts it (the action alone, `/cart.data`); the page's own revalidation is a page
 * read and is counted with the pages (bench/upstream.ts).
 */
import {describe, expect, it} from 'vitest';
import {BOGO_SWAP_ACTION} from '@brush/rules/bogo';
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {VARIANT} from '../emulator/seed-variants';
import {cookiePair} from './support/cookies';
import {localPlatformUpstream, type PlatformCart} from './support/upstream';
import {
  cartCookieWith,
  cartForm,
  LOCAL_ORIGIN,
  signedSessionCookie,
  workerAgainst,
  type StorefrontWorker,
} from './support/worker';

const storefront = localPlatformUpstream();
const worker: StorefrontWorker = workerAgainst(storefront);

const MAX_REQUESTS = 2;

/** More than Hydrogen's default of 100 lines a read. */
const LONG_CART_LINES = 120;

/** The operations the platform received for one post, with its mutations named. */
async function countedPost(
  path: string,
  body: FormData,
  cookie?: string,
): Promise<{response: Response; text: string; operations: string[]; mutations: number}> {
  await worker.settle();
  storefront.reset();
  const response = await worker.fetch(path, {
    method: 'POST',
    body,
    headers: {
      Origin: LOCAL_ORIGIN,
      'X-Forwarded-Host': new URL(LOCAL_ORIGIN).host,
      ...(cookie ? {Cookie: cookie} : {}),
    },
    redirect: 'manual',
  });
  const text = await response.text();
  const operations = storefront.operations();
  const mutations = storefront.mutations().length;
  await worker.settle();
  return {response, text, operations, mutations};
}

const cartPost = (action: string, inputs: Record<string, unknown>, cookie?: string) =>
  countedPost('/cart.data', cartForm(action, inputs), cookie);

async function firstLine(cookie: string): Promise<PlatformCart['lines'][number]> {
  const line = (await storefront.cartOf(cookie)).lines[0];
  if (!line) throw new Error('the cart holds no line');
  return line;
}

function expectWithinBudget(counted: {operations: string[]; mutations: number}) {
  expect(counted.operations.length, counted.operations.join(', ')).toBeLessThanOrEqual(
    MAX_REQUESTS,
  );
  expect(counted.mutations, counted.operations.join(', ')).toBe(1);
}

describe('Storefront requests per cart operation', () => {
  it('an add that makes the cart', async () => {
    const counted = await cartPost('LinesAdd', {
      lines: [{merchandiseId: VARIANT.kumoUs, quantity: 1}],
    });
    expect(counted.response.status).toBe(200);
    expect(cookiePair(counted.response, 'cart')).toBeDefined();
    expectWithinBudget(counted);
  });

  it('an add to a cart, and the answer holds the line', async () => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    const counted = await cartPost(
      'LinesAdd',
      {lines: [{merchandiseId: VARIANT.hoshiUs, quantity: 2}]},
      cookie,
    );
    expect(counted.response.status).toBe(200);
    expectWithinBudget(counted);
    const lines = (await storefront.cartOf(cookie)).lines;
    expect(lines.map((line) => [line.merchandise.id, line.quantity])).toEqual(
      expect.arrayContaining([
        [VARIANT.kumoUs, 1],
        [VARIANT.hoshiUs, 2],
      ]),
    );
  });

  it('an update and a remove', async () => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    const line = await firstLine(cookie);
    const update = await cartPost(
      'LinesUpdate',
      {lines: [{id: line.id, quantity: 3}]},
      cookie,
    );
    expectWithinBudget(update);
    expect((await firstLine(cookie)).quantity).toBe(3);
    const remove = await cartPost('LinesRemove', {lineIds: [line.id]}, cookie);
    expectWithinBudget(remove);
    expect((await storefront.cartOf(cookie)).lines).toEqual([]);
  });

  it('a cart of 120 lines is read whole in one request, before and after a write', async () => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    // A note of its own keeps each line apart, as engraving notes would.
    const added = await cartPost(
      'LinesAdd',
      {
        lines: Array.from({length: LONG_CART_LINES - 1}, (_, index) => ({
          merchandiseId: VARIANT.kumoUs,
          quantity: 1,
          attributes: [{key: 'details', value: `line ${index}`}],
        })),
      },
      cookie,
    );
    expect(added.response.status).toBe(200);
    expectWithinBudget(added);

    const line = await firstLine(cookie);
    const update = await cartPost(
      'LinesUpdate',
      {lines: [{id: line.id, quantity: 2}]},
      cookie,
    );
    expect(update.response.status).toBe(200);
    expectWithinBudget(update);
    const stored = await storefront.storedCart(cookie);
    expect(stored.lines).toHaveLength(LONG_CART_LINES);
    expect(stored.lines[0]?.quantity).toBe(2);

    await worker.settle();
    storefront.reset();
    const page = await worker.fetch('/cart', {headers: {Cookie: cookie}});
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(storefront.operations().filter((name) => name === 'CartQuery')).toHaveLength(
      1,
    );
    // The page lists every line: the last one added is there.
    expect(html).toContain(`line ${LONG_CART_LINES - 2}`);
  });

  it('a discount code', async () => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    const counted = await cartPost(
      'DiscountCodesUpdate',
      {discountCode: 'NOSUCHCODE'},
      cookie,
    );
    expectWithinBudget(counted);
  });

  it.each([
    {flow: 'conceptStore', merchandiseId: VARIANT.kumoUs},
    {flow: 'pwyw', merchandiseId: VARIANT.kumoMiniUs, discount: '0.85'},
  ])('the $flow flow', async (inputs) => {
    const cookie = await cartCookieWith(worker, VARIANT.hoshiUs);
    const counted = await cartPost(CART_FLOW_ACTION, inputs, cookie);
    expect(counted.response.status).toBe(200);
    expectWithinBudget(counted);
    expect((await storefront.cartOf(cookie)).lines).toHaveLength(2);
  });

  it('a buy-one-get-one swap refused for a line that is not free sends no mutation', async () => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    const line = await firstLine(cookie);
    const counted = await cartPost(
      BOGO_SWAP_ACTION,
      {lineId: line.id, merchandiseId: VARIANT.hoshiUs},
      cookie,
    );
    expect(counted.operations, counted.operations.join(', ')).toHaveLength(1);
    expect(counted.mutations).toBe(0);
  });

  // A French shopper's refused posts, each told in French: checked before any read.
  it.each([
    {
      refused: 'a quantity above the most',
      action: 'LinesUpdate',
      inputs: (lineId: string) => ({lines: [{id: lineId, quantity: 100}]}),
      message: 'veuillez choisir une quantité de 0 à 99.',
    },
    {
      refused: 'an unknown action',
      action: 'CartEmpty',
      inputs: () => ({}),
      message: "cette action sur le panier n'est pas prise en charge.",
    },
    {
      refused: 'a discount code with a control character',
      action: 'DiscountCodesUpdate',
      inputs: () => ({discountCode: 'SAVE\u0007'}),
      message: 'veuillez saisir un code de réduction valide.',
    },
    {
      refused: 'a malformed variant id',
      action: 'LinesAdd',
      inputs: () => ({
        lines: [{merchandiseId: 'gid://shopify/ProductVariant/1?cart=x', quantity: 1}],
      }),
      message: 'cet article ne peut pas être ajouté au panier.',
    },
    {
      refused: 'a buy-one-get-one swap naming no line',
      action: BOGO_SWAP_ACTION,
      inputs: () => ({lineId: 'line-1', merchandiseId: VARIANT.hoshiUs}),
      message: 'cet article ne peut pas être ajouté au panier.',
    },
  ])('$refused is refused with no request and no change', async (post) => {
    const cart = await cartCookieWith(worker, VARIANT.kumoUs);
    const before = await storefront.storedCart(cart);
    const line = await firstLine(cart);
    const session = await signedSessionCookie({country: 'FR'});
    const counted = await cartPost(
      post.action,
      post.inputs(line.id),
      `${cart}; ${session}`,
    );
    expect(counted.response.status).toBe(400);
    expect(counted.text).toContain(post.message);
    expect(counted.operations).toEqual([]);
    expect(await storefront.storedCart(cart)).toEqual(before);
  });

  it('a country change', async () => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    const form = new FormData();
    form.set('country', 'FR');
    const counted = await countedPost('/api/country', form, cookie);
    expect(counted.response.status).toBe(200);
    expectWithinBudget(counted);
    const rebuilt = cookiePair(counted.response, 'cart');
    if (!rebuilt) throw new Error('the country change set no cart cookie');
    const cart = await storefront.cartOf(rebuilt);
    expect(cart.countryCode).toBe('FR');
    expect(cart.lines.map((line) => line.merchandise.id)).toEqual([VARIANT.kumoEu]);
  });
});
