import {describe, expect, it} from 'vitest';
import {isProductAvailableInCountry} from '@brush/rules/availability';
import {
  CONCEPT_STORE_PRICE_PREFIX,
  priceFromTags,
  SECRET_SHOP_PRICE_PREFIX,
} from '@brush/rules/price-tags';
import {offersCustomPrice} from '@brush/rules/pwyw';
import {hasComplimentaryPart, hasProPart, skuBase, skuParts} from '@brush/rules/sku';
import {
  EXCLUDED_VARIANT_IDS,
  PRO_ALLOWED_PRODUCT_IDS,
} from '@brush/rules/variant-visibility';
import {SEED_CUSTOMERS} from '../../emulators/seed-customers';
import {COLLECTIONS} from '../../emulators/commerce/src/seed/collections';
import {PAGES} from '../../emulators/commerce/src/seed/pages';
import {PRODUCTS} from '../../emulators/commerce/src/seed/catalog';
import {buildSeed} from '../../emulators/commerce/src/seed/build';

/** The seed catalog is where every rule of the spec gets exercised: these tests say it still does. */

const variants = PRODUCTS.flatMap((product) =>
  product.variants.map((variant) => ({...variant, product})),
);

const PRICE_RANGES: Record<string, [number, number]> = {
  'Eye Brush': [16, 68],
  'Face Brush': [18, 68],
  Bundle: [90, 180],
  Accessory: [8, 30],
};

describe('the seed catalog', () => {
  it('holds at least 30 brushes, bundles and accessories, priced by kind', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(30);
    for (const product of PRODUCTS) {
      const [min, max] = PRICE_RANGES[product.productType] ?? [0, 0];
      expect(product.price, product.handle).toBeGreaterThanOrEqual(min);
      expect(product.price, product.handle).toBeLessThanOrEqual(max);
    }
    expect(new Set(PRODUCTS.map((product) => product.productType))).toEqual(
      new Set(['Eye Brush', 'Face Brush', 'Bundle', 'Accessory']),
    );
  });

  it('has unique ids, handles and SKUs', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(PRODUCTS.map((product) => product.id))).toBe(true);
    expect(unique(PRODUCTS.map((product) => product.handle))).toBe(true);
    expect(unique(variants.map((variant) => variant.id))).toBe(true);
    expect(unique(variants.map((variant) => variant.sku))).toBe(true);
  });

  it('offers every product in a US and an EU region, the SKU carrying the region part', () => {
    for (const product of PRODUCTS) {
      expect(product.options[0]).toBe('Region');
      const regions = new Set(product.variants.map((variant) => variant.options.Region));
      expect(regions, product.handle).toEqual(new Set(['US', 'EU']));
      for (const variant of product.variants) {
        expect(skuParts(variant.sku).at(-1), variant.sku).toBe(variant.options.Region);
        expect(Object.keys(variant.options).sort(), variant.sku).toEqual(
          [...product.options].sort(),
        );
      }
    }
  });

  it('gives the six PRO-allowed products PRO variants, and one more product a PRO variant to exclude', () => {
    const proProducts = PRODUCTS.filter((product) =>
      product.variants.some((variant) => hasProPart(variant.sku)),
    ).map((product) => product.id);
    expect(proProducts).toEqual(expect.arrayContaining([...PRO_ALLOWED_PRODUCT_IDS]));
    expect(
      proProducts.filter(
        (id) => !(PRO_ALLOWED_PRODUCT_IDS as readonly string[]).includes(id),
      ),
    ).not.toHaveLength(0);
  });

  it('holds the 18 legacy variants the storefront excludes', () => {
    const ids = new Set(variants.map((variant) => variant.id));
    for (const id of EXCLUDED_VARIANT_IDS) expect(ids.has(id), id).toBe(true);
  });

  it('has complimentary, hidden, unavailable and backorder variants', () => {
    expect(variants.some((variant) => hasComplimentaryPart(variant.sku))).toBe(true);
    expect(variants.some((variant) => variant.metafields?.hidden)).toBe(true);
    expect(variants.some((variant) => variant.availableForSale === false)).toBe(true);
    expect(
      variants.some(
        (variant) => variant.currentlyNotInStock && variant.availableForSale !== false,
      ),
    ).toBe(true);
  });

  it('reaches every price and availability tag rule', () => {
    const tags = PRODUCTS.map((product) => product.tags);
    const anyTag = (pattern: RegExp) =>
      tags.some((list) => list.some((tag) => pattern.test(tag)));
    expect(anyTag(/^AVAILABLE:/)).toBe(true);
    expect(anyTag(/^OOS:/)).toBe(true);
    expect(
      PRODUCTS.filter((product) => offersCustomPrice(product.tags)).length,
    ).toBeGreaterThanOrEqual(2);

    for (const prefix of [
      CONCEPT_STORE_PRICE_PREFIX,
      SECRET_SHOP_PRICE_PREFIX,
    ] as const) {
      // A whole-product price and a per-SKU-base price that wins over it, on the same product.
      const both = PRODUCTS.find((product) => {
        const prices = product.variants.map((variant) =>
          priceFromTags(product.tags, prefix, variant.sku),
        );
        return new Set(prices).size > 1 && prices.every((price) => price !== null);
      });
      expect(both, prefix).toBeDefined();
    }

    const kasumi = PRODUCTS.find((product) => product.handle === 'kasumi-detail-crease');
    expect(isProductAvailableInCountry(kasumi?.tags, 'CA')).toBe(true);
    expect(isProductAvailableInCountry(kasumi?.tags, 'DE')).toBe(false);
  });

  it("holds the secret shop of the seed customers, with ava's claimed SKU base", () => {
    const collectionIds = SEED_CUSTOMERS.flatMap((customer) =>
      customer.tags
        .filter((tag) => tag.startsWith('secretShopCollection:'))
        .map((tag) => tag.split(':')[2]),
    );
    expect(collectionIds).toContain('450000000201');
    for (const id of collectionIds) {
      expect(
        COLLECTIONS.some((collection) => collection.id === id),
        id,
      ).toBe(true);
    }
    const spring = COLLECTIONS.find((collection) => collection.id === '450000000201');
    const members = spring && 'handles' in spring.members ? spring.members.handles : [];
    const skus = PRODUCTS.filter((product) => members.includes(product.handle)).flatMap(
      (product) => product.variants.map((variant) => variant.sku),
    );
    expect(skus).toEqual(expect.arrayContaining(['SS01-US', 'SS01-EU']));
    const ava = SEED_CUSTOMERS.find((customer) => customer.email === 'ava@example.com');
    for (const claimed of ava?.secretShopClaimed ?? []) {
      expect(skus.map(skuBase)).toContain(claimed);
    }
  });

  it("has the spec's collections, the launch collection and the content pages", () => {
    expect(COLLECTIONS.map((collection) => collection.handle)).toEqual(
      expect.arrayContaining([
        'best-sellers',
        'eye-brushes',
        'face-brushes',
        'all-products',
        'concept-store',
        'secret-shop',
        'custom-brush-bundle',
      ]),
    );
    expect(
      PRODUCTS.find((product) => product.handle === 'the-launch-collection')?.productType,
    ).toBe('Bundle');
    expect(PAGES.map((page) => page.handle)).toEqual(
      expect.arrayContaining([
        'our-story',
        'faq',
        'contact-us',
        'terms-of-service',
        'returns-exchange',
        'privacy-policy',
        'shipping',
        'vote',
        'reviews',
        'pro',
        'pro-program',
        'pro-kits',
      ]),
    );
  });

  it("writes every metafield the storefront reads, with Shopify's types", () => {
    const {documents} = buildSeed();
    const types = new Map<string, Set<string>>();
    for (const document of documents) {
      if (document.__typename !== 'Metafield') continue;
      const key = `${String(document.namespace)}.${String(document.key)}`;
      types.set(key, (types.get(key) ?? new Set()).add(String(document.type)));
    }
    expect(Object.fromEntries([...types].map(([key, set]) => [key, [...set]]))).toEqual({
      'custom.title': ['single_line_text_field'],
      'custom.checkout_description': ['single_line_text_field'],
      'custom.hidden': ['boolean'],
      'custom.cart_description': ['single_line_text_field'],
      'custom.headline': ['single_line_text_field'],
      'custom.brief': ['multi_line_text_field'],
      'custom.video': ['url'],
      'custom.prototype_description': ['multi_line_text_field'],
      'custom.image_wide': ['file_reference'],
      'secret_shop.image': ['file_reference'],
      'seo.hidden': ['number_integer'],
      'custom.free_item_rules': ['json'],
      'custom.bogo_offers': ['json'],
    });
  });

  it('builds the same documents and drawings every time', () => {
    expect(JSON.stringify(buildSeed())).toBe(JSON.stringify(buildSeed()));
  });
});
