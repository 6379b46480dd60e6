import type {MoneyValue} from '../graphql/money';
import type {DocumentStore, StoredDocument} from '../types';

/**
 * The stored shapes the catalog's resolvers rely on: the fields of the Storefront types the
 * seed writes, plus a few the platform keeps for itself (bestSellingRank, defaultOrder,
 * position), which no schema field reads.
 */

export interface ImageObject {
  __typename: 'Image';
  id: string;
  url: string;
  altText: string | null;
  width: number;
  height: number;
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface ProductOptionDocument {
  id: string;
  name: string;
  values: string[];
  optionValues: {id: string; name: string; firstSelectableVariant: string | null}[];
}

export interface ProductDocument extends StoredDocument {
  __typename: 'Product';
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  description: string;
  createdAt: string;
  updatedAt: string;
  availableForSale: boolean;
  options: ProductOptionDocument[];
  variants: string[];
  priceRange: {minVariantPrice: MoneyValue; maxVariantPrice: MoneyValue};
  collections: string[];
  metafields: string[];
  bestSellingRank: number;
}

export interface VariantDocument extends StoredDocument {
  __typename: 'ProductVariant';
  title: string;
  sku: string | null;
  availableForSale: boolean;
  currentlyNotInStock: boolean;
  quantityAvailable: number;
  price: MoneyValue;
  compareAtPrice: MoneyValue | null;
  selectedOptions: SelectedOption[];
  image: ImageObject | null;
  product: string;
  metafields: string[];
}

export interface CollectionDocument extends StoredDocument {
  __typename: 'Collection';
  handle: string;
  title: string;
  description: string;
  updatedAt: string;
  products: string[];
  defaultOrder: 'MANUAL' | 'BEST_SELLING' | 'CREATED_DESC' | 'TITLE';
  metafields: string[];
}

export interface PageDocument extends StoredDocument {
  __typename: 'Page';
  handle: string;
  title: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface MetafieldDocument extends StoredDocument {
  __typename: 'Metafield';
  namespace: string;
  key: string;
  type: string;
  value: string;
}

/** Inline metafields (a module may hold them on its own objects) are accepted as well as GIDs. */
export type MetafieldEntry = string | Omit<MetafieldDocument, 'id' | '__typename'>;

export function products(store: DocumentStore): ProductDocument[] {
  return store.list('Product') as ProductDocument[];
}

export function variantsOf(
  store: DocumentStore,
  product: ProductDocument,
): VariantDocument[] {
  return product.variants.flatMap(
    (id) => (store.get(id) as VariantDocument | undefined) ?? [],
  );
}

export function metafieldsOf(
  store: DocumentStore,
  owner: object,
): Omit<MetafieldDocument, 'id' | '__typename'>[] {
  const {metafields} = owner as {metafields?: unknown};
  const entries = Array.isArray(metafields) ? (metafields as MetafieldEntry[]) : [];
  return entries.flatMap((entry) => {
    if (typeof entry !== 'string') return [entry];
    const document = store.get(entry) as MetafieldDocument | undefined;
    return document ? [document] : [];
  });
}

export function findMetafield(
  store: DocumentStore,
  owner: object,
  namespace: string | null | undefined,
  key: string,
): Omit<MetafieldDocument, 'id' | '__typename'> | null {
  return (
    metafieldsOf(store, owner).find(
      (metafield) =>
        metafield.key === key && (namespace == null || metafield.namespace === namespace),
    ) ?? null
  );
}

/** Kept out of search results and the sitemap, by Shopify's seo.hidden convention. */
export function isHiddenFromSearch(store: DocumentStore, owner: object): boolean {
  return findMetafield(store, owner, 'seo', 'hidden')?.value === '1';
}

/** The number in a GID (gid://shopify/Product/7100000000101 -> 7100000000101). */
export function legacyId(gid: string): number {
  return Number(/\/(\d+)(?:\?.*)?$/.exec(gid)?.[1] ?? Number.NaN);
}

export function minPriceUsd(product: ProductDocument): number {
  return Number(product.priceRange.minVariantPrice.amount);
}
