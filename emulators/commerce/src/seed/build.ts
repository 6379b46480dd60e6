import {
  drawCollectionImage,
  drawLogo,
  drawProductImage,
  drawSecretShopImage,
  drawWideImage,
  PORTRAIT,
  WIDE,
  type BrushLook,
  type Look,
  type View,
} from '../images/brush-svg';
import {encodeOptionValueCombinations} from '../catalog/variant-encoding';
import {usd} from '../graphql/money';
import type {TranslationRow} from '../catalog/translations';
import type {StoredDocument} from '../types';
import {COLLECTIONS} from './collections';
import {MENUS} from './menus';
import {PAGES} from './pages';
import {PRODUCTS, VENDOR} from './catalog';
import {SHOP} from './shop';
import {BOGO_OFFERS, BOGO_OFFERS_METAFIELD} from './bogo-offers';
import {FREE_ITEM_RULES, FREE_ITEM_RULES_METAFIELD} from './free-items';
import {buildTranslations} from './translations';
import type {SeedCollection, SeedMenuItem, SeedProduct, SeedVariant} from './types';

/** A drawn picture, stored as SVG and rasterised on request by the image CDN. */
export interface SeedFile {
  name: string;
  contentType: string;
  width: number;
  height: number;
  body: string;
}

export interface BuiltSeed {
  documents: StoredDocument[];
  files: SeedFile[];
  /** The catalog's texts in the shop's other languages (src/catalog/translations.ts). */
  translations: TranslationRow[];
}

/** Every stock level not set in the data. */
const DEFAULT_QUANTITY = 25;

export const gid = (type: string, id: string | number): string =>
  `gid://shopify/${type}/${id}`;

/** Where the CDN serves a file; the extension names the format of the original. */
export const fileUrl = (name: string): string => `/cdn/shop/files/${name}.png`;

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Turns the seed data into documents shaped like their Storefront types. Values that Shopify
 * derives (price ranges, options, encoded variant existence, a product's collections) are
 * derived here once, so reading a product is a lookup.
 */
export function buildSeed(): BuiltSeed {
  const documents: StoredDocument[] = [];
  const files: SeedFile[] = [];
  let nextMetafield = 2600000000001;
  let nextMedia = 2500000000001;
  let nextImage = 3600000000001;
  let nextOption = 9100000000001;

  function metafield(
    owner: string,
    namespace: string,
    key: string,
    type: string,
    value: string,
    at: string,
    reference?: string,
  ): string {
    const id = gid('Metafield', nextMetafield++);
    documents.push({
      __typename: 'Metafield',
      id,
      namespace,
      key,
      type,
      value,
      description: null,
      createdAt: at,
      updatedAt: at,
      parentResource: owner,
      ...(reference ? {reference} : {}),
    });
    return id;
  }

  /** Draws one picture, stores its file and its MediaImage; returns the Image object. */
  function picture(
    name: string,
    alt: string,
    svg: string,
    size: {width: number; height: number},
  ): {image: StoredDocument; media: string} {
    files.push({name, contentType: 'image/svg+xml', ...size, body: svg});
    const image = {
      __typename: 'Image',
      id: gid('ProductImage', nextImage++),
      url: fileUrl(name),
      altText: alt,
      width: size.width,
      height: size.height,
    };
    const media = gid('MediaImage', nextMedia++);
    documents.push({
      __typename: 'MediaImage',
      id: media,
      alt,
      mediaContentType: 'IMAGE',
      image,
      previewImage: image,
      presentation: null,
    });
    return {image, media};
  }

  const productGid = new Map<string, string>();
  for (const product of PRODUCTS)
    productGid.set(product.handle, gid('Product', product.id));

  const membership = collectionMembership();
  const productCollections = new Map<string, string[]>();
  for (const collection of COLLECTIONS) {
    for (const handle of membership.get(collection.handle) ?? []) {
      const list = productCollections.get(handle) ?? [];
      list.push(gid('Collection', collection.id));
      productCollections.set(handle, list);
    }
  }

  for (const product of PRODUCTS) {
    documents.push(
      ...buildProduct(product, {
        metafield,
        picture,
        optionId: (type) => gid(type, nextOption++),
        collections: productCollections.get(product.handle) ?? [],
      }),
    );
  }

  for (const collection of COLLECTIONS) {
    const members = membership.get(collection.handle) ?? [];
    const looks = members
      .map((handle) => PRODUCTS.find((product) => product.handle === handle)?.look)
      .flatMap((look): BrushLook[] =>
        look?.kind === 'brush' ? [look] : look?.kind === 'bundle' ? look.brushes : [],
      );
    const {image} = picture(
      `collection-${collection.handle}`,
      collection.title,
      drawCollectionImage(looks, collection.imageBackground, `c${collection.id}`),
      PORTRAIT,
    );
    const id = gid('Collection', collection.id);
    documents.push({
      __typename: 'Collection',
      id,
      handle: collection.handle,
      title: collection.title,
      description: collection.description,
      descriptionHtml: `<p>${collection.description}</p>`,
      image,
      seo: {title: collection.title, description: collection.description},
      updatedAt: collection.updatedAt,
      onlineStoreUrl: null,
      products: members.map((handle) => productGid.get(handle)),
      defaultOrder: collection.order,
      metafields: collection.hidden
        ? [metafield(id, 'seo', 'hidden', 'number_integer', '1', collection.updatedAt)]
        : [],
    });
  }

  for (const page of PAGES) {
    const summary = textOf(page.body);
    documents.push({
      __typename: 'Page',
      id: gid('Page', page.id),
      handle: page.handle,
      title: page.title,
      body: page.body,
      bodySummary: summary.length > 150 ? `${summary.slice(0, 147)}...` : summary,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      onlineStoreUrl: null,
      seo: {title: page.title, description: page.seoDescription},
      metafields: [],
    });
  }

  let nextMenuItem = 300000000001;
  const menuItem = (item: SeedMenuItem): StoredDocument => {
    const resource = resourceGid(item);
    return {
      __typename: 'MenuItem',
      id: gid('MenuItem', nextMenuItem++),
      title: item.title,
      type: item.type,
      url: item.url,
      resourceId: resource,
      resource,
      tags: [],
      items: (item.items ?? []).map(menuItem),
    };
  };
  for (const menu of MENUS) {
    const items = menu.items.map(menuItem);
    documents.push({
      __typename: 'Menu',
      id: gid('Menu', menu.id),
      handle: menu.handle,
      title: menu.title,
      items,
      itemsCount: items.length,
    });
  }

  documents.push(
    buildShop(picture, [
      metafield(
        gid('Shop', SHOP.id),
        FREE_ITEM_RULES_METAFIELD.namespace,
        FREE_ITEM_RULES_METAFIELD.key,
        'json',
        JSON.stringify(FREE_ITEM_RULES),
        SHOP.rulesUpdatedAt,
      ),
      metafield(
        gid('Shop', SHOP.id),
        BOGO_OFFERS_METAFIELD.namespace,
        BOGO_OFFERS_METAFIELD.key,
        'json',
        JSON.stringify(BOGO_OFFERS),
        SHOP.rulesUpdatedAt,
      ),
    ]),
  );
  return {documents, files, translations: buildTranslations(documents)};
}

function resourceGid(item: SeedMenuItem): string | null {
  if (!item.resource) return null;
  if (item.type === 'COLLECTION') {
    const collection = COLLECTIONS.find(
      (candidate) => candidate.handle === item.resource,
    );
    return collection ? gid('Collection', collection.id) : null;
  }
  if (item.type === 'PAGE') {
    const page = PAGES.find((candidate) => candidate.handle === item.resource);
    return page ? gid('Page', page.id) : null;
  }
  if (item.type === 'PRODUCT') {
    const product = PRODUCTS.find((candidate) => candidate.handle === item.resource);
    return product ? gid('Product', product.id) : null;
  }
  return null;
}

/** The handles of each collection's products, in the collection's own order. */
function collectionMembership(): Map<string, string[]> {
  const byRank = (a: SeedProduct, b: SeedProduct) =>
    a.bestSellingRank - b.bestSellingRank;
  const order: Record<
    SeedCollection['order'],
    (a: SeedProduct, b: SeedProduct) => number
  > = {
    MANUAL: () => 0,
    BEST_SELLING: byRank,
    CREATED_DESC: (a, b) => b.createdAt.localeCompare(a.createdAt),
    TITLE: (a, b) => a.title.localeCompare(b.title),
  };
  const membership = new Map<string, string[]>();
  for (const collection of COLLECTIONS) {
    const {members} = collection;
    let products: SeedProduct[];
    if ('handles' in members) {
      products = members.handles.flatMap(
        (handle) => PRODUCTS.find((product) => product.handle === handle) ?? [],
      );
    } else if ('productType' in members) {
      products = PRODUCTS.filter(
        (product) =>
          product.productType === members.productType &&
          !product.tags.includes('secret-shop'),
      );
    } else if ('tag' in members) {
      products = PRODUCTS.filter((product) => product.tags.includes(members.tag));
    } else {
      products = PRODUCTS.filter(
        (product) => !product.tags.includes(members.allExceptTag),
      );
    }
    membership.set(
      collection.handle,
      [...products].sort(order[collection.order]).map((product) => product.handle),
    );
  }
  return membership;
}

interface ProductBuildTools {
  metafield(
    owner: string,
    namespace: string,
    key: string,
    type: string,
    value: string,
    at: string,
    reference?: string,
  ): string;
  picture(
    name: string,
    alt: string,
    svg: string,
    size: {width: number; height: number},
  ): {image: StoredDocument; media: string};
  optionId(type: 'ProductOption' | 'ProductOptionValue'): string;
  collections: string[];
}

function lookFor(product: SeedProduct, value: string | undefined): Look {
  const override = value ? product.optionLooks?.looks[value] : undefined;
  return override && product.look.kind === 'brush'
    ? {...product.look, ...override}
    : product.look;
}

function buildProduct(product: SeedProduct, tools: ProductBuildTools): StoredDocument[] {
  const documents: StoredDocument[] = [];
  const id = gid('Product', product.id);
  const at = product.createdAt;

  // Pictures: one per look of the option that changes the look (up to two), then the views.
  const lookOption = product.optionLooks?.option;
  const lookValues = lookOption
    ? Object.keys(product.optionLooks?.looks ?? {}).slice(0, 2)
    : [];
  const views: {view: View; value?: string; alt: string}[] = [
    {view: 'hero', value: lookValues[0], alt: product.title},
    {
      view: 'angled',
      value: lookValues[1] ?? lookValues[0],
      alt: lookValues[1]
        ? `${product.title}, ${lookValues[1]}`
        : `${product.title}, at an angle`,
    },
    {view: 'detail', value: lookValues[0], alt: `${product.title}, close-up`},
  ];
  const pictures = views.map(({view, value, alt}, index) =>
    tools.picture(
      `${product.handle}-${index + 1}`,
      alt,
      drawProductImage(lookFor(product, value), `p${product.id}-${index}`, view),
      PORTRAIT,
    ),
  );
  const images = pictures.map((p) => p.image);
  const imageForVariant = (variant: SeedVariant) => {
    const value = lookOption ? variant.options[lookOption] : undefined;
    const index = value ? lookValues.indexOf(value) : -1;
    return images[index >= 0 ? index : 0];
  };

  // Options and their values in order of first appearance.
  const optionValues = product.options.map((name) => {
    const values: string[] = [];
    for (const variant of product.variants) {
      const value = variant.options[name];
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    return {name, values};
  });

  const variantIds = product.variants.map((variant) => gid('ProductVariant', variant.id));
  const prices = product.variants.map((variant) => variant.price ?? product.price);
  const compareAts = product.variants.map((variant) => variant.compareAtPrice ?? 0);

  product.variants.forEach((variant, position) => {
    const variantId = gid('ProductVariant', variant.id);
    const availableForSale = variant.availableForSale ?? true;
    const inStock = availableForSale && !variant.currentlyNotInStock;
    const metafields: string[] = [];
    const meta = variant.metafields ?? {};
    if (meta.title) {
      metafields.push(
        tools.metafield(
          variantId,
          'custom',
          'title',
          'single_line_text_field',
          meta.title,
          at,
        ),
      );
    }
    if (meta.checkoutDescription) {
      metafields.push(
        tools.metafield(
          variantId,
          'custom',
          'checkout_description',
          'single_line_text_field',
          meta.checkoutDescription,
          at,
        ),
      );
    }
    if (meta.hidden) {
      metafields.push(
        tools.metafield(variantId, 'custom', 'hidden', 'boolean', 'true', at),
      );
    }
    if (meta.cartDescription) {
      metafields.push(
        tools.metafield(
          variantId,
          'custom',
          'cart_description',
          'single_line_text_field',
          meta.cartDescription,
          at,
        ),
      );
    }
    const selectedOptions = product.options.map((name) => ({
      name,
      value: variant.options[name] ?? '',
    }));
    documents.push({
      __typename: 'ProductVariant',
      id: variantId,
      title: selectedOptions.map((option) => option.value).join(' / '),
      sku: variant.sku,
      barcode: null,
      availableForSale,
      currentlyNotInStock: variant.currentlyNotInStock ?? false,
      quantityAvailable: variant.quantityAvailable ?? (inStock ? DEFAULT_QUANTITY : 0),
      price: usd(variant.price ?? product.price),
      compareAtPrice: variant.compareAtPrice ? usd(variant.compareAtPrice) : null,
      unitPrice: null,
      selectedOptions,
      image: imageForVariant(variant),
      product: id,
      requiresShipping: true,
      requiresComponents: false,
      taxable: true,
      weight: product.productType === 'Bundle' ? 0.4 : 0.05,
      weightUnit: 'KILOGRAMS',
      quantityRule: {minimum: 1, maximum: null, increment: 1},
      metafields,
      position: position + 1,
    });
  });

  const indexOf = (name: string, value: string) =>
    optionValues.find((option) => option.name === name)?.values.indexOf(value) ?? -1;
  const combination = (variant: SeedVariant) =>
    product.options.map((name) => indexOf(name, variant.options[name] ?? ''));

  const options = optionValues.map(({name, values}) => ({
    __typename: 'ProductOption',
    id: tools.optionId('ProductOption'),
    name,
    values,
    optionValues: values.map((value) => {
      const first = product.variants.find((variant) => variant.options[name] === value);
      return {
        __typename: 'ProductOptionValue',
        id: tools.optionId('ProductOptionValue'),
        name: value,
        firstSelectableVariant: first ? gid('ProductVariant', first.id) : null,
        swatch: null,
      };
    }),
  }));

  const metafields: string[] = [];
  const meta = product.metafields ?? {};
  if (meta.headline) {
    metafields.push(
      tools.metafield(
        id,
        'custom',
        'headline',
        'single_line_text_field',
        meta.headline,
        at,
      ),
    );
  }
  if (meta.brief) {
    metafields.push(
      tools.metafield(id, 'custom', 'brief', 'multi_line_text_field', meta.brief, at),
    );
  }
  if (meta.video) {
    metafields.push(tools.metafield(id, 'custom', 'video', 'url', meta.video, at));
  }
  if (meta.prototypeDescription) {
    metafields.push(
      tools.metafield(
        id,
        'custom',
        'prototype_description',
        'multi_line_text_field',
        meta.prototypeDescription,
        at,
      ),
    );
  }
  if (meta.imageWide) {
    const {media} = tools.picture(
      `${product.handle}-wide`,
      `${product.title}, banner`,
      drawWideImage(product.look, `w${product.id}`),
      WIDE,
    );
    metafields.push(
      tools.metafield(id, 'custom', 'image_wide', 'file_reference', media, at, media),
    );
  }
  if (meta.secretShopImage) {
    const {media} = tools.picture(
      `${product.handle}-secret-shop`,
      `${product.title}, secret shop`,
      drawSecretShopImage(product.look, `s${product.id}`),
      PORTRAIT,
    );
    metafields.push(
      tools.metafield(id, 'secret_shop', 'image', 'file_reference', media, at, media),
    );
  }
  if (product.tags.includes('secret-shop')) {
    // Shopify's convention for products kept out of search and the sitemap.
    metafields.push(tools.metafield(id, 'seo', 'hidden', 'number_integer', '1', at));
  }

  const descriptionHtml = product.description
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
  const createdAt = new Date(product.createdAt);
  const updatedAt = new Date(createdAt.getTime() + 30 * 24 * 3600 * 1000).toISOString();
  const available = product.variants.filter(
    (variant) => variant.availableForSale ?? true,
  );

  documents.unshift({
    __typename: 'Product',
    id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor ?? VENDOR,
    productType: product.productType,
    tags: product.tags,
    description: product.description.join('\n\n'),
    descriptionHtml,
    createdAt: product.createdAt,
    updatedAt,
    publishedAt: product.createdAt,
    availableForSale: available.length > 0,
    isGiftCard: false,
    requiresSellingPlan: false,
    onlineStoreUrl: null,
    totalInventory: product.variants.reduce(
      (sum, variant) =>
        sum +
        (variant.quantityAvailable ??
          ((variant.availableForSale ?? true) && !variant.currentlyNotInStock
            ? DEFAULT_QUANTITY
            : 0)),
      0,
    ),
    seo: {title: product.title, description: product.description[0] ?? ''},
    options,
    variants: variantIds,
    variantsCount: {count: variantIds.length, precision: 'EXACT'},
    images,
    featuredImage: images[0],
    media: pictures.map((p) => p.media),
    priceRange: {
      minVariantPrice: usd(Math.min(...prices)),
      maxVariantPrice: usd(Math.max(...prices)),
    },
    compareAtPriceRange: {
      minVariantPrice: usd(Math.min(...compareAts)),
      maxVariantPrice: usd(Math.max(...compareAts)),
    },
    collections: tools.collections,
    metafields,
    encodedVariantExistence: encodeOptionValueCombinations(
      product.variants.map(combination),
    ),
    encodedVariantAvailability: encodeOptionValueCombinations(available.map(combination)),
    bestSellingRank: product.bestSellingRank,
  });
  return documents;
}

function buildShop(
  picture: (
    name: string,
    alt: string,
    svg: string,
    size: {width: number; height: number},
  ) => {image: StoredDocument; media: string},
  metafields: string[],
): StoredDocument {
  const logo = picture(
    'fude-atelier-logo',
    SHOP.name,
    drawLogo(SHOP.name.toLowerCase()),
    {
      width: 800,
      height: 200,
    },
  );
  const policy = (key: keyof typeof SHOP.policies, id: number) => {
    const {handle, title, page} = SHOP.policies[key];
    return {
      __typename: 'ShopPolicy',
      id: gid('ShopPolicy', id),
      handle,
      title,
      body: PAGES.find((candidate) => candidate.handle === page)?.body ?? '',
      url: `/policies/${handle}`,
    };
  };
  return {
    __typename: 'Shop',
    id: gid('Shop', SHOP.id),
    name: SHOP.name,
    description: SHOP.description,
    moneyFormat: SHOP.moneyFormat,
    brand: {
      logo: logo.media,
      squareLogo: logo.media,
      coverImage: null,
      slogan: SHOP.slogan,
      shortDescription: SHOP.description,
      colors: {
        primary: [{background: SHOP.brandColours.primary, foreground: '#ffffff'}],
        secondary: [{background: SHOP.brandColours.secondary, foreground: '#1d1b1a'}],
      },
    },
    privacyPolicy: policy('privacyPolicy', 4100000001),
    refundPolicy: policy('refundPolicy', 4100000002),
    shippingPolicy: policy('shippingPolicy', 4100000003),
    termsOfService: policy('termsOfService', 4100000004),
    subscriptionPolicy: null,
    metafields,
  };
}
