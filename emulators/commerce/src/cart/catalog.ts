import {isGidOf} from '@brush/rules/gid';
import type {DocumentStore, StoredDocument} from '../types';

/**
 * What the cart needs to know about a variant, read from the core's catalog documents (shaped
 * like the Storefront types, prices as base USD MoneyV2). References may be GIDs of other
 * documents or inline objects; both are read.
 */
export interface CatalogProduct {
  id: string;
  title: string;
  handle: string;
  tags: string[];
  /** GIDs of the collections that list the product. */
  collectionIds: string[];
}

export interface CatalogVariant {
  id: string;
  sku: string | null;
  title: string;
  priceUsd: number;
  compareAtPriceUsd: number | null;
  availableForSale: boolean;
  currentlyNotInStock: boolean;
  /** Null when the shop does not track the variant's stock. */
  quantityAvailable: number | null;
  imageUrl: string | null;
  imageAlt: string | null;
  product: CatalogProduct;
}

function follow(store: DocumentStore, value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') return store.get(value) ?? null;
  if (typeof value === 'object' && value !== null)
    return value as Record<string, unknown>;
  return null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function amount(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = (value as {amount?: unknown}).amount;
  const number = typeof raw === 'string' ? Number(raw) : raw;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function image(
  store: DocumentStore,
  value: unknown,
): {url: string; altText: string | null} | null {
  const doc = follow(store, value);
  if (!doc) return null;
  if (typeof doc.url === 'string') return {url: doc.url, altText: text(doc.altText)};
  return doc.image ? image(store, doc.image) : null;
}

function product(
  store: DocumentStore,
  doc: StoredDocument | null,
): CatalogProduct | null {
  if (!doc || doc.__typename !== 'Product') return null;
  return {
    id: doc.id,
    title: text(doc.title) ?? '',
    handle: text(doc.handle) ?? '',
    tags: Array.isArray(doc.tags)
      ? doc.tags.filter((tag) => typeof tag === 'string')
      : [],
    collectionIds: store
      .list('Collection')
      .filter(
        (collection) =>
          Array.isArray(collection.products) && collection.products.includes(doc.id),
      )
      .map((collection) => collection.id),
  };
}

/** The variant behind a merchandise id; null for anything that is not a stored variant. */
export function catalogVariant(
  store: DocumentStore,
  gid: unknown,
): CatalogVariant | null {
  if (!isGidOf('ProductVariant', gid)) return null;
  const doc = store.get(gid);
  if (!doc || doc.__typename !== 'ProductVariant') return null;
  const productDoc = follow(store, doc.product) as StoredDocument | null;
  const owner = product(store, productDoc);
  const priceUsd = amount(doc.price);
  if (!owner || priceUsd === null) return null;
  const picture =
    image(store, doc.image) ??
    (productDoc ? image(store, productDoc.featuredImage) : null);
  return {
    id: doc.id,
    sku: text(doc.sku),
    title: text(doc.title) ?? '',
    priceUsd,
    compareAtPriceUsd: amount(doc.compareAtPrice),
    availableForSale: doc.availableForSale !== false,
    currentlyNotInStock: doc.currentlyNotInStock === true,
    quantityAvailable:
      typeof doc.quantityAvailable === 'number' ? doc.quantityAvailable : null,
    imageUrl: picture?.url ?? null,
    imageAlt: picture?.altText ?? null,
    product: owner,
  };
}
