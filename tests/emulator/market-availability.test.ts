import {decodeEncodedVariant} from '@shopify/hydrogen-react';
import fc from 'fast-check';
import {beforeAll, describe, expect, it} from 'vitest';
import {sharedPlatform, VARIANT, type Json} from './cart-platform';

/**
 * One truth per market: what a product answers under `@inContext(country:)` (its variants'
 * and its own `availableForSale`, the encoded availability Hydrogen's option pickers read,
 * the first available variant, availability in queries and filters) agrees with what a cart
 * of that country accepts.
 */

const platform = sharedPlatform();

/** The shop's own market, the EU, the UK, a display-only currency, and restricted ones. */
const COUNTRIES = ['US', 'CA', 'DE', 'FR', 'IT', 'GB', 'AU', 'RU', 'MX'] as const;

const CATALOG = `#graphql
  query MarketCatalog($country: CountryCode) @inContext(country: $country) {
    products(first: 250) {
      nodes {
        handle
        availableForSale
        encodedVariantAvailability
        options { name optionValues { name } }
        selectedOrFirstAvailableVariant { availableForSale }
        variants(first: 250) {
          nodes { id sku availableForSale selectedOptions { name value } }
        }
      }
    }
    available: products(first: 250, query: "available_for_sale:true") { nodes { handle } }
    inStock: collection(handle: "all-products") {
      products(first: 250, filters: [{available: true}]) { nodes { handle } }
    }
  }
`;

interface CatalogVariant {
  id: string;
  sku: string;
  availableForSale: boolean;
  selectedOptions: {name: string; value: string}[];
}

interface CatalogProduct {
  handle: string;
  availableForSale: boolean;
  encodedVariantAvailability: string;
  options: {name: string; optionValues: {name: string}[]}[];
  selectedOrFirstAvailableVariant: {availableForSale: boolean} | null;
  variants: {nodes: CatalogVariant[]};
}

const catalogs = new Map<string, Json>();

beforeAll(async () => {
  for (const country of COUNTRIES) {
    const {data, errors} = await platform.gql(CATALOG, {country});
    expect(errors).toBeUndefined();
    catalogs.set(country, data);
  }
});

function productsIn(country: string): CatalogProduct[] {
  return (catalogs.get(country) as {products: {nodes: CatalogProduct[]}}).products.nodes;
}

describe.each(COUNTRIES)('a product in %s', (country) => {
  it('is available when one of its variants is, and its first available one is then', () => {
    for (const product of productsIn(country)) {
      const anyVariant = product.variants.nodes.some(
        (variant) => variant.availableForSale,
      );
      expect({handle: product.handle, available: product.availableForSale}).toEqual({
        handle: product.handle,
        available: anyVariant,
      });
      expect(product.selectedOrFirstAvailableVariant?.availableForSale).toBe(anyVariant);
    }
  });

  it("encodes exactly its available variants' options, as Hydrogen decodes them", () => {
    for (const product of productsIn(country)) {
      const indexOf = (variant: CatalogVariant) =>
        product.options.map((option) =>
          option.optionValues.findIndex(
            (value) =>
              value.name ===
              variant.selectedOptions.find((selected) => selected.name === option.name)
                ?.value,
          ),
        );
      const combinations = (list: number[][]) =>
        [...new Set(list.map((combination) => JSON.stringify(combination)))].sort();
      const available = product.variants.nodes
        .filter((variant) => variant.availableForSale)
        .map(indexOf);
      expect(
        combinations(decodeEncodedVariant(product.encodedVariantAvailability)),
      ).toEqual(combinations(available));
    }
  });

  it('is found by available_for_sale:true and the availability filter when available', () => {
    const catalog = catalogs.get(country) as Json;
    const available = productsIn(country)
      .filter((product) => product.availableForSale)
      .map((product) => product.handle);
    expect(catalog.available.nodes.map((node: {handle: string}) => node.handle)).toEqual(
      available,
    );
    for (const {handle} of catalog.inStock.products.nodes as {handle: string}[]) {
      expect(available).toContain(handle);
    }
  });
});

describe('the cart of a country accepts exactly what the catalog says it sells there', () => {
  it.each([
    ['a US variant in the US', VARIANT.kumoUs, 'US', true],
    ['an EU variant in the US', VARIANT.kumoEu, 'US', false],
    ['an EU variant in Germany', VARIANT.kumoEu, 'DE', true],
    ['a US variant in Germany', VARIANT.kumoUs, 'DE', false],
    ['a product sold only in the US and Canada, in Canada', VARIANT.kasumiUs, 'CA', true],
    [
      'a product sold only in the US and Canada, in the UK',
      VARIANT.kasumiEu,
      'GB',
      false,
    ],
    ['a product not sold in Germany, there', VARIANT.namiEu, 'DE', false],
    ['a product not sold in Germany, in Italy', VARIANT.namiEu, 'IT', true],
    ['a variant not for sale anywhere', VARIANT.hotaruEu, 'DE', false],
  ])('%s', async (_name, variantId, country, sold) => {
    expect(await catalogSays(variantId, country)).toBe(sold);
    expect(await cartAccepts(variantId, country)).toBe(sold);
  });

  it('for any variant in any of the countries (generated, seeded)', async () => {
    const variantIds = productsIn('US').flatMap((product) =>
      product.variants.nodes.map((variant) => variant.id),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...variantIds),
        fc.constantFrom(...COUNTRIES),
        async (variantId, country) => {
          expect(await cartAccepts(variantId, country)).toBe(
            await catalogSays(variantId, country),
          );
        },
      ),
      {seed: 46, numRuns: 60},
    );
  });
});

async function catalogSays(variantId: string, country: string): Promise<boolean> {
  const variant = productsIn(country)
    .flatMap((product) => product.variants.nodes)
    .find((candidate) => candidate.id === variantId);
  if (!variant) throw new Error(`${variantId} is not in the catalog of ${country}`);
  return variant.availableForSale;
}

/** A new cart of the country with one of the variant: kept, or refused or emptied. */
async function cartAccepts(variantId: string, country: string): Promise<boolean> {
  const {data, errors} = await platform.gql(
    `mutation ($input: CartInput!) {
      cartCreate(input: $input) {
        cart { lines(first: 5) { nodes { quantity merchandise { ... on ProductVariant { id } } } } }
        userErrors { message }
      }
    }`,
    {
      input: {
        buyerIdentity: {countryCode: country},
        lines: [{merchandiseId: variantId, quantity: 1}],
      },
    },
  );
  expect(errors).toBeUndefined();
  const created = (data as Json).cartCreate;
  if (created.userErrors.length > 0) return false;
  return (
    created.cart.lines.nodes as {quantity: number; merchandise: {id: string}}[]
  ).some((line) => line.merchandise.id === variantId && line.quantity > 0);
}
