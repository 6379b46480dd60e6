import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {priceCart} from '../../emulators/commerce/src/cart/pipeline';
import {
  INPUT_LIMIT_BYTES,
  WORK_BUDGET_POLLS,
} from '../../emulators/commerce/src/functions/quickjs';
import {functionFixtures, installedOnce, ONE_LINE_CART} from './function-fixtures';
import {specialCart, startCartsPlatform, type CartsPlatform} from './functions-carts';
import {SHOP_CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {checkOutAs} from './checkout-pages';

const fixture = functionFixtures();

const TEN_PERCENT_OFF_FIRST_LINE = `
  return {operations: [{productDiscountsAdd: {selectionStrategy: 'FIRST', candidates: [{
    targets: [{cartLine: {id: input.cart.lines[0].id}}],
    value: {percentage: {value: 10}},
    message: MESSAGE,
  }]}}]};`;

describe('a function runs here as on Shopify', () => {
  it('answers through stdout, and its discount applies', async () => {
    const module = await fixture(
      'plain',
      `const MESSAGE = 'ten';${TEN_PERCENT_OFF_FIRST_LINE}`,
    );
    const priced = priceCart(ONE_LINE_CART, installedOnce(module));
    expect(priced.failures).toEqual([]);
    expect(priced.totalCents).toBe(1800);
  });

  it('fails when it uses Intl, which QuickJS lacks, and its discount does not apply', async () => {
    const module = await fixture(
      'uses-intl',
      `const MESSAGE = new Intl.NumberFormat('en-US', {style: 'percent'}).format(0.1);${TEN_PERCENT_OFF_FIRST_LINE}`,
    );
    const priced = priceCart(ONE_LINE_CART, installedOnce(module));
    expect(priced.totalCents).toBe(2000);
    expect(priced.failures).toEqual([
      {handle: 'uses-intl', reason: "ReferenceError: 'Intl' is not defined"},
    ]);
  });

  it('reaches nothing beyond the input: no fetch, timers, Node or WebAssembly', async () => {
    const module = await fixture(
      'globals',
      `return {seen: ['fetch', 'setTimeout', 'process', 'require', 'Buffer', 'WebAssembly', 'Intl']
        .filter((name) => typeof (globalThis as any)[name] !== 'undefined')};`,
    );
    const outcome = module.run('{}');
    expect(outcome).toMatchObject({ok: true, output: {seen: []}});
  });

  it(`refuses an input above ${INPUT_LIMIT_BYTES} bytes unrun, and runs one at the limit`, async () => {
    const module = await fixture(
      'echo',
      'return {operations: [], size: input.pad.length};',
    );
    const padded = (bytes: number) => {
      const frame = JSON.stringify({pad: ''}).length;
      return JSON.stringify({pad: 'x'.repeat(bytes - frame)});
    };
    expect(module.run(padded(INPUT_LIMIT_BYTES))).toMatchObject({
      ok: true,
      inputBytes: INPUT_LIMIT_BYTES,
    });
    expect(module.run(padded(INPUT_LIMIT_BYTES + 1))).toMatchObject({
      ok: false,
      failure: 'input-too-large',
      inputBytes: INPUT_LIMIT_BYTES + 1,
      work: 0,
    });
  });

  it('stops a runaway loop at the work budget, and the next run starts afresh', async () => {
    const module = await fixture(
      'runaway',
      'let n = 0; for (;;) { n += input.step; } return {operations: [], n};',
    );
    expect(module.run('{"step": 1}')).toMatchObject({
      ok: false,
      failure: 'instruction-budget',
      work: WORK_BUDGET_POLLS + 1,
    });
    const again = module.run('{"step": 1}');
    expect(again).toMatchObject({ok: false, failure: 'instruction-budget'});
  });

  it('fails a function whose answer is no JSON value', async () => {
    const module = await fixture('silent', 'return undefined;');
    expect(module.run('{}')).toMatchObject({ok: false, failure: 'invalid-output'});
  });
});

describe('the shop’s functions within Shopify’s limits', () => {
  let platform: CartsPlatform;
  beforeAll(async () => {
    platform = await startCartsPlatform();
  });
  afterAll(() => platform.close());

  it('price a 10-line cart with every kind of special line within the limits', async () => {
    const built = await specialCart(platform, 10);
    expect(built.userErrors).toEqual([]);
    expect(built.runs.map((run) => run.handle).sort()).toEqual(
      [
        'canada-discount',
        'cart-checks',
        'programme-prices',
        'store-credit',
        'survey-discount',
        'welcome-offer',
      ].sort(),
    );
    for (const {handle, outcome} of built.runs) {
      expect({handle, ok: outcome.ok}).toEqual({handle, ok: true});
      expect(outcome.inputBytes).toBeLessThanOrEqual(INPUT_LIMIT_BYTES);
      expect(outcome.work).toBeLessThanOrEqual(WORK_BUDGET_POLLS);
    }
    const titles = built.cart.lines.nodes.flatMap(
      (line: {discountAllocations: {title: string}[]}) =>
        line.discountAllocations.map((allocation) => allocation.title),
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        'concept store',
        'secret shop',
        'pay what you want',
        'welcome offer',
      ]),
    );
  });

  it('refuse a 250-line cart as Shopify would: three inputs exceed 64,000 bytes, so those functions do not run', async () => {
    const built = await specialCart(platform, 250);
    expect(built.lineCount).toBe(250);
    const outcomes = Object.fromEntries(
      built.runs.map(({handle, outcome}) => [
        handle,
        outcome.ok ? 'ok' : outcome.failure,
      ]),
    );
    expect(outcomes).toEqual({
      'programme-prices': 'input-too-large',
      'survey-discount': 'input-too-large',
      'welcome-offer': 'ok',
      'canada-discount': 'ok',
      'store-credit': 'ok',
      'cart-checks': 'input-too-large',
    });
    for (const {outcome} of built.runs) {
      if (outcome.ok) expect(outcome.work).toBeLessThanOrEqual(WORK_BUDGET_POLLS);
      else expect(outcome.inputBytes).toBeGreaterThan(INPUT_LIMIT_BYTES);
    }
    // Without programme prices the concept-store and secret-shop lines pay full price.
    const [conceptStore, secretShop] = built.cart.lines.nodes;
    expect(conceptStore.discountAllocations).toEqual([]);
    expect(secretShop.discountAllocations).toEqual([]);
  });

  // The storefront stops an add at SHOP_CART_LINES_LIMIT lines; a script writing to the
  // Storefront API is stopped only by what Shopify does with functions that cannot run.
  it('hold the payment of a cart a script filled past the limit, whose cart checks could not run', async () => {
    const lines = 100;
    const built = await specialCart(platform, lines);
    expect(built.userErrors).toEqual([]);
    expect(built.lineCount).toBe(lines);
    const cartChecks = built.runs.find((run) => run.handle === 'cart-checks');
    expect(cartChecks?.outcome).toMatchObject({ok: false, failure: 'input-too-large'});
    expect(await checkOutAs(built.cart.checkoutUrl, 'ava@example.com')).toBe(false);
  });

  // Last: paying spends Ava's welcome offer, which every special cart holds.
  it(`pay a cart at the shop's line limit (${SHOP_CART_LINES_LIMIT}) with every function run`, async () => {
    const built = await specialCart(platform, SHOP_CART_LINES_LIMIT);
    expect(built.lineCount).toBe(SHOP_CART_LINES_LIMIT);
    expect(built.runs.filter((run) => !run.outcome.ok)).toEqual([]);
    expect(await checkOutAs(built.cart.checkoutUrl, 'ava@example.com')).toBe(true);
  });
});
