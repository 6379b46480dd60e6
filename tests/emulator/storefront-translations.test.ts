import {describe, expect, it} from 'vitest';
import {sharedStorefront} from './storefront-platform';

/**
 * The Storefront API answers in the language of @inContext(language:), as Shopify does with
 * Translate & Adapt, and falls back to the shop's English where a field has no translation.
 */

const PRODUCT = `
  query Product($handle: String!, $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    product(handle: $handle) {
      title
      description
      descriptionHtml
      seo { title }
      options { name optionValues { name } }
      variants(first: 10) { nodes { title selectedOptions { name value } } }
      headline: metafield(namespace: "custom", key: "headline") { value }
    }
  }
`;

const CONTENT = `
  query Content($language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
    collection(handle: "eye-brushes") { title description }
    page(handle: "our-story") { title body }
    menu(handle: "main-menu") { items { title items { title } } }
    shop { description }
  }
`;

const EVERYTHING = `
  query Everything($language: LanguageCode) @inContext(language: $language) {
    products(first: 250) { nodes { handle title } }
    collections(first: 250) { nodes { handle title } }
    pages(first: 250) { nodes { handle title } }
    main: menu(handle: "main-menu") { items { title items { title } } }
    footer: menu(handle: "footer") { items { title } }
  }
`;

const client = sharedStorefront();

describe('a product in the shopper language', () => {
  it.each([
    [
      'FR',
      'FR',
      'Pinceau estompeur Kumo',
      'Édition',
      'Standard',
      'Ancienne',
      'poil de chèvre fin',
    ],
    [
      'IT',
      'IT',
      'Pennello sfumino Kumo',
      'Edizione',
      'Standard',
      'Precedente',
      'pelo di capra fine',
    ],
    [
      'ES',
      'ES',
      'Brocha difuminadora Kumo',
      'Edición',
      'Estándar',
      'Anterior',
      'pelo de cabra fino',
    ],
    [
      'EN',
      'US',
      'Kumo Blending Brush',
      'Edition',
      'Standard',
      'Legacy',
      'fine goat hair',
    ],
  ])('%s', async (language, country, title, edition, standard, legacy, hair) => {
    const {data, errors} = await client.query(PRODUCT, {
      handle: 'kumo-blending-brush',
      language,
      country,
    });
    expect(errors).toBeUndefined();
    const product = data?.product;
    expect(product.title).toBe(title);
    expect(product.seo.title).toBe(title);
    expect(product.description).toContain(hair);
    expect(product.descriptionHtml).toContain(hair);
    expect(product.options.map((option: {name: string}) => option.name)).toEqual([
      'Region',
      edition,
    ]);
    const editionValues = product.options[1].optionValues.map(
      (value: {name: string}) => value.name,
    );
    // PRO is a name and keeps it; the Region option is left as the storefront reads it.
    expect(editionValues).toEqual([standard, 'PRO', legacy]);
    const legacyVariant = product.variants.nodes.find((variant: {title: string}) =>
      variant.title.endsWith(legacy),
    );
    expect(legacyVariant.selectedOptions).toEqual([
      {name: 'Region', value: 'US'},
      {name: edition, value: legacy},
    ]);
  });

  it('answers an untranslated field in English', async () => {
    // Sora Kabuki has no headline in any language; its title is a name in every language.
    const {data} = await client.query(PRODUCT, {
      handle: 'sora-kabuki',
      language: 'FR',
      country: 'FR',
    });
    expect(data?.product.title).toBe('Kabuki Sora');
    expect(data?.product.headline).toBeNull();
    const german = await client.query(PRODUCT, {
      handle: 'kumo-blending-brush',
      language: 'DE',
      country: 'DE',
    });
    expect(german.data?.product.title).toBe('Kumo Blending Brush');
    expect(german.data?.product.headline.value).toBe(
      'the blender everyone reaches for first',
    );
  });

  it('translates text metafields', async () => {
    const {data} = await client.query(PRODUCT, {
      handle: 'kumo-blending-brush',
      language: 'FR',
      country: 'FR',
    });
    expect(data?.product.headline.value).toBe('l’estompeur que l’on attrape en premier');
  });
});

describe('collections, pages, menus and the shop in the shopper language', () => {
  it.each([
    [
      'FR',
      'FR',
      'Pinceaux yeux',
      'Notre histoire',
      'meilleures ventes',
      'noués à la main',
    ],
    ['IT', 'IT', 'Pennelli occhi', 'La nostra storia', 'i più venduti', 'legati a mano'],
    ['ES', 'ES', 'Brochas de ojos', 'Nuestra historia', 'más vendidos', 'atadas a mano'],
    ['EN', 'US', 'Eye Brushes', 'Our Story', 'best sellers', 'tied by hand'],
  ])('%s', async (language, country, collection, page, bestSellers, shop) => {
    const {data, errors} = await client.query(CONTENT, {language, country});
    expect(errors).toBeUndefined();
    expect(data?.collection.title).toBe(collection);
    expect(data?.page.title).toBe(page);
    expect(data?.page.body).toContain('Kumano');
    expect(data?.menu.items[0].items[0].title).toBe(bestSellers);
    expect(data?.shop.description).toContain(shop);
  });
});

describe('the whole catalog is translated', () => {
  it.each(['FR', 'IT', 'ES'])(
    '%s: every product, collection, page and menu item',
    async (language) => {
      const english = (await client.query(EVERYTHING, {language: 'EN'})).data;
      const local = (await client.query(EVERYTHING, {language})).data;
      if (!english || !local) throw new Error('the catalog query answered no data');
      // Titles that read the same in every language.
      const sameEverywhere = new Set(['FAQ', 'Pro', 'concept store', 'faq', 'promos']);
      const changed = (a: {title: string}[], b: {title: string}[]) =>
        a.filter(
          (item, index) =>
            !sameEverywhere.has(item.title) && item.title === b[index]?.title,
        );
      expect(changed(english.products.nodes, local.products.nodes)).toEqual([]);
      expect(changed(english.collections.nodes, local.collections.nodes)).toEqual([]);
      expect(changed(english.pages.nodes, local.pages.nodes)).toEqual([]);
      expect(changed(english.footer.items, local.footer.items)).toEqual([]);
      const subItems = (menu: {items: {items: {title: string}[]}[]}) =>
        menu.items.flatMap((item) => item.items);
      expect(changed(subItems(english.main), subItems(local.main))).toEqual([]);
    },
  );
});
