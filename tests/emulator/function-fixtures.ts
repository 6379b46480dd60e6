/**
 * Fixture functions for the tests of the platform's function runner, bundled as the build
 * bundles a shop function, and a one-line cart for them to price.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'graphql';
import {afterAll} from 'vitest';
import {bundleFunction} from '../../dev/functions-build';
import type {CartSnapshot} from '../../emulators/commerce/src/cart/pipeline';
import {functionSchema} from '../../emulators/commerce/src/functions/input-schema';
import {FunctionModule} from '../../emulators/commerce/src/functions/quickjs';

/**
 * A bundler of fixtures for the calling file (its sources are removed after its tests):
 * `fixture(name, body)` runs `body` as cartLinesDiscountsGenerateRun(input).
 */
export function functionFixtures(): (
  name: string,
  body: string,
) => Promise<FunctionModule> {
  const fixtures = mkdtempSync(path.join(tmpdir(), 'function-fixtures-'));
  afterAll(() => rmSync(fixtures, {recursive: true, force: true}));
  return async (name, body) => {
    const source = path.join(fixtures, `${name}.ts`);
    writeFileSync(
      source,
      `export function cartLinesDiscountsGenerateRun(input: any) {\n${body}\n}\n`,
    );
    const {code} = await bundleFunction(source, 'cartLinesDiscountsGenerateRun');
    return new FunctionModule(name, code, 'cartLinesDiscountsGenerateRun');
  };
}

/** One $20 line in a US cart. */
export const ONE_LINE_CART: CartSnapshot = {
  today: '2025-03-01',
  currencyCode: 'USD',
  countryCode: 'US',
  attributes: [],
  lines: [
    {
      id: 'gid://shopify/CartLine/1',
      quantity: 1,
      attributes: [],
      variant: {
        id: 'gid://shopify/ProductVariant/1',
        sku: 'EB01-US',
        title: 'US',
        priceUsd: 20,
      },
      product: {
        id: 'gid://shopify/Product/1',
        title: 'Brush',
        handle: 'brush',
        tags: [],
        collectionIds: [],
      },
      unitPriceCents: 2000,
    },
  ],
  buyer: {email: null, customer: null},
  shopMetafields: [],
};

/** The module installed as the shop's one discount function, reading the cart's line ids. */
export function installedOnce(module: FunctionModule) {
  return {
    discounts: [
      {
        handle: module.name,
        discountClasses: ['PRODUCT' as const],
        query: parse('{ cart { lines { id } } }'),
        schema: functionSchema('programme-prices'),
        metafields: new Map(),
        variables: {},
        run: (inputJson: string) => module.run(inputJson),
      },
    ],
    validations: [],
  };
}
