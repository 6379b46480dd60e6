import {convertFromUsd} from '@brush/rules/currency';
import {atPlatformRate} from '../markets';
import type {DocumentStore} from '../types';
import {
  findMetafield,
  legacyId,
  minPriceUsd,
  variantsOf,
  type ProductDocument,
  type VariantDocument,
} from './documents';
import type {LocalizedSearch} from './localized-search';
import {
  productAvailableIn,
  variantAvailableIn,
  variantsOfMarket,
} from './market-availability';
import {textAnswersTerm} from './search-matching';
import {
  compareWith,
  evaluateQuery,
  positiveTerms,
  textMatches,
  type QueryNode,
  type Term,
} from './search-syntax';

/** The ProductFilter input of the Storefront API (collection products and search). */
export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantMetafield?: {namespace: string; key: string; value: string} | null;
}

export interface FilterValueResult {
  id: string;
  label: string;
  count: number;
  input: string;
  swatch: null;
  image: null;
}

export interface FilterResult {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: 'TEXT' | null;
  values: FilterValueResult[];
}

/** The market a listing answers for: its display currency and its country. */
export interface ListingMarket {
  currency: string;
  country: string;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** A tag that names something for shoppers, not a rule ('AVAILABLE:US-CA', 'conceptStorePrice:18'). */
const isPlainTag = (tag: string) => !tag.includes(':');

const variantCache = new WeakMap<ProductDocument, VariantDocument[]>();

function variants(store: DocumentStore, product: ProductDocument): VariantDocument[] {
  let list = variantCache.get(product);
  if (!list) {
    list = variantsOf(store, product);
    variantCache.set(product, list);
  }
  return list;
}

const textCache = new WeakMap<ProductDocument, string>();

/** Everything free text searches in: title, type, vendor, tags, description, SKUs, handle. */
function searchableText(store: DocumentStore, product: ProductDocument): string {
  let text = textCache.get(product);
  if (text === undefined) {
    text = [
      product.title,
      product.productType,
      product.vendor,
      product.handle,
      product.tags.join(' '),
      product.description,
      variants(store, product)
        .map((variant) => variant.sku ?? '')
        .join(' '),
    ]
      .join('\n')
      .toLowerCase();
    textCache.set(product, text);
  }
  return text;
}

function dateTerm(term: Term, iso: string): boolean {
  const wanted = Date.parse(term.value);
  if (Number.isNaN(wanted)) return false;
  const actual = Date.parse(iso);
  if (term.comparison === ':')
    return new Date(actual).toISOString().slice(0, 10) === term.value.slice(0, 10);
  return compareWith({...term, value: String(wanted)}, actual);
}

/**
 * A free-text term against a text: as written when no search context is given, else by the
 * storefront search's rules (plurals, synonyms, typos) over the text and its translation.
 */
function freeText(
  text: string,
  translated: string,
  term: Term,
  search: LocalizedSearch | undefined,
): boolean {
  if (!search) return textMatches(text, term);
  return textAnswersTerm(
    translated ? `${text}\n${translated}` : text,
    term,
    search.settings,
  );
}

function matchesTerm(
  store: DocumentStore,
  product: ProductDocument,
  term: Term,
  market: ListingMarket,
  search?: LocalizedSearch,
): boolean {
  const value = term.value;
  switch (term.field) {
    case null:
      return freeText(
        searchableText(store, product),
        search?.productText(product) ?? '',
        term,
        search,
      );
    case 'title':
      return (
        textMatches(product.title, term) ||
        (search ? textMatches(search.productTitle(product), term) : false)
      );
    case 'handle':
      return compareWith(term, product.handle);
    case 'tag':
      return product.tags.some((tag) => compareWith(term, tag));
    case 'tag_not':
      return !product.tags.some((tag) => compareWith(term, tag));
    case 'product_type':
      return compareWith(term, product.productType);
    case 'vendor':
      return compareWith(term, product.vendor);
    case 'available_for_sale':
      return (
        String(productAvailableIn(store, product, market.country)) === value.toLowerCase()
      );
    case 'id':
    case 'product_id':
      return compareWith(term, legacyId(product.id)) || value === product.id;
    case 'sku':
    case 'variants.sku':
      return variants(store, product).some((variant) =>
        compareWith(term, variant.sku ?? ''),
      );
    case 'price':
    case 'variants.price':
      return variants(store, product).some((variant) =>
        compareWith(term, Number(variant.price.amount)),
      );
    case 'created_at':
      return dateTerm(term, product.createdAt);
    case 'updated_at':
      return dateTerm(term, product.updatedAt);
    case 'published_at':
      return dateTerm(term, String(product.publishedAt ?? product.createdAt));
    default:
      return textMatches(searchableText(store, product), term);
  }
}

export function matchesProductQuery(
  store: DocumentStore,
  product: ProductDocument,
  query: QueryNode | null,
  market: ListingMarket,
  search?: LocalizedSearch,
): boolean {
  return evaluateQuery(query, (term) =>
    matchesTerm(store, product, term, market, search),
  );
}

/** How well a product answers a query: title hits weigh most, description hits least. */
export function relevanceScore(
  store: DocumentStore,
  product: ProductDocument,
  query: QueryNode | null,
  market: ListingMarket,
  search?: LocalizedSearch,
): number {
  let score = 0;
  for (const term of positiveTerms(query)) {
    if (term.field !== null && term.field !== 'title') {
      if (matchesTerm(store, product, term, market, search)) score += 5;
      continue;
    }
    if (freeText(product.title, search?.productTitle(product) ?? '', term, search))
      score += 10;
    if (product.title.toLowerCase().startsWith(term.value.toLowerCase())) score += 5;
    if (product.tags.some((tag) => same(tag, term.value))) score += 6;
    if (textMatches(product.productType, term)) score += 5;
    if (textMatches(product.vendor, term)) score += 3;
    if (variants(store, product).some((variant) => textMatches(variant.sku ?? '', term)))
      score += 4;
    if (textMatches(product.description, term)) score += 1;
  }
  return score;
}

export type ProductSortKey =
  | 'TITLE'
  | 'PRICE'
  | 'BEST_SELLING'
  | 'CREATED_AT'
  | 'CREATED'
  | 'ID'
  | 'UPDATED_AT'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'RELEVANCE'
  | 'COLLECTION_DEFAULT'
  | 'MANUAL';

const byId = (a: ProductDocument, b: ProductDocument) => legacyId(a.id) - legacyId(b.id);

const COMPARATORS: Partial<
  Record<ProductSortKey, (a: ProductDocument, b: ProductDocument) => number>
> = {
  TITLE: (a, b) => a.title.localeCompare(b.title),
  PRICE: (a, b) => minPriceUsd(a) - minPriceUsd(b),
  BEST_SELLING: (a, b) => a.bestSellingRank - b.bestSellingRank,
  CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
  CREATED: (a, b) => a.createdAt.localeCompare(b.createdAt),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
  ID: byId,
  PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType),
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
};

/**
 * Orders products by a sort key, ties by id. RELEVANCE orders by score when there is a query;
 * COLLECTION_DEFAULT and MANUAL (and RELEVANCE without a query) keep the list's own order.
 */
export function sortProducts(
  list: readonly ProductDocument[],
  sortKey: ProductSortKey,
  reverse: boolean,
  scores?: Map<ProductDocument, number>,
): ProductDocument[] {
  let sorted: ProductDocument[];
  if (sortKey === 'RELEVANCE' && scores) {
    sorted = [...list].sort(
      (a, b) =>
        (scores.get(b) ?? 0) - (scores.get(a) ?? 0) ||
        a.bestSellingRank - b.bestSellingRank,
    );
  } else {
    const compare = COMPARATORS[sortKey];
    sorted = compare ? [...list].sort((a, b) => compare(a, b) || byId(a, b)) : [...list];
  }
  return reverse ? sorted.reverse() : sorted;
}

function filterGroup(filter: ProductFilterInput): string {
  if (filter.available != null) return 'available';
  if (filter.price) return 'price';
  if (filter.productType != null) return 'productType';
  if (filter.productVendor != null) return 'productVendor';
  if (filter.tag != null) return 'tag';
  if (filter.variantOption) return `option:${filter.variantOption.name.toLowerCase()}`;
  if (filter.productMetafield) {
    return `productMetafield:${filter.productMetafield.namespace}.${filter.productMetafield.key}`;
  }
  if (filter.variantMetafield) {
    return `variantMetafield:${filter.variantMetafield.namespace}.${filter.variantMetafield.key}`;
  }
  return 'none';
}

/** A variant's price in the market's display currency, the one filters are given in. */
function marketPrice(variant: VariantDocument, currency: string): number {
  const amountUsd = Number(variant.price.amount);
  return convertFromUsd(atPlatformRate(amountUsd, currency), currency);
}

function matchesFilter(
  store: DocumentStore,
  product: ProductDocument,
  filter: ProductFilterInput,
  market: ListingMarket,
): boolean {
  const list = variants(store, product);
  if (filter.available != null) {
    return variantsOfMarket(store, product, market.country).some(
      (variant) =>
        variantAvailableIn(store, variant, market.country) === filter.available,
    );
  }
  if (filter.price) {
    const min = filter.price.min ?? 0;
    const max = filter.price.max ?? Number.POSITIVE_INFINITY;
    return list.some((variant) => {
      const price = marketPrice(variant, market.currency);
      return price >= min && price <= max;
    });
  }
  if (filter.productType != null) return same(product.productType, filter.productType);
  if (filter.productVendor != null) return same(product.vendor, filter.productVendor);
  if (filter.tag != null) return product.tags.some((tag) => same(tag, filter.tag));
  if (filter.variantOption) {
    const {name, value} = filter.variantOption;
    return list.some((variant) =>
      variant.selectedOptions.some(
        (option) => same(option.name, name) && same(option.value, value),
      ),
    );
  }
  if (filter.productMetafield) {
    const {namespace, key, value} = filter.productMetafield;
    return findMetafield(store, product, namespace, key)?.value === value;
  }
  if (filter.variantMetafield) {
    const {namespace, key, value} = filter.variantMetafield;
    return list.some(
      (variant) => findMetafield(store, variant, namespace, key)?.value === value,
    );
  }
  return true;
}

/** Filters of one kind widen the result (OR); filters of different kinds narrow it (AND). */
export function applyProductFilters(
  store: DocumentStore,
  list: readonly ProductDocument[],
  filters: readonly ProductFilterInput[] | null | undefined,
  market: ListingMarket,
  skipGroup?: string,
): ProductDocument[] {
  const groups = new Map<string, ProductFilterInput[]>();
  for (const filter of filters ?? []) {
    const group = filterGroup(filter);
    if (group === skipGroup || group === 'none') continue;
    groups.set(group, [...(groups.get(group) ?? []), filter]);
  }
  if (groups.size === 0) return [...list];
  return list.filter((product) =>
    [...groups.values()].every((group) =>
      group.some((filter) => matchesFilter(store, product, filter, market)),
    ),
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The filters a storefront can offer for a list of products (ProductConnection.filters and
 * SearchResultItemConnection.productFilters), each value counted among the products that the
 * other active filters leave.
 */
export function productFilters(
  store: DocumentStore,
  base: readonly ProductDocument[],
  active: readonly ProductFilterInput[] | null | undefined,
  market: ListingMarket,
): FilterResult[] {
  const results: FilterResult[] = [];
  const listFilter = (
    id: string,
    label: string,
    group: string,
    candidates: {id: string; label: string; input: ProductFilterInput}[],
  ) => {
    const pool = applyProductFilters(store, base, active, market, group);
    const values = candidates
      .map((candidate) => ({
        id: candidate.id,
        label: candidate.label,
        count: pool.filter((product) =>
          matchesFilter(store, product, candidate.input, market),
        ).length,
        input: JSON.stringify(candidate.input),
        swatch: null,
        image: null,
      }))
      .filter((value) => value.count > 0);
    if (values.length > 0)
      results.push({id, label, type: 'LIST', presentation: 'TEXT', values});
  };

  listFilter('filter.v.availability', 'Availability', 'available', [
    {id: 'filter.v.availability.1', label: 'In stock', input: {available: true}},
    {id: 'filter.v.availability.0', label: 'Out of stock', input: {available: false}},
  ]);

  const maxPrice = Math.max(
    0,
    ...base.flatMap((product) =>
      variants(store, product).map((variant) => marketPrice(variant, market.currency)),
    ),
  );
  results.push({
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [
      {
        id: 'filter.v.price',
        label: 'Price',
        count: 0,
        input: JSON.stringify({price: {min: 0, max: maxPrice}}),
        swatch: null,
        image: null,
      },
    ],
  });

  const distinct = (values: string[]) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b));
  listFilter(
    'filter.p.product_type',
    'Product type',
    'productType',
    distinct(base.map((product) => product.productType)).map((type) => ({
      id: `filter.p.product_type.${slug(type)}`,
      label: type,
      input: {productType: type},
    })),
  );
  listFilter(
    'filter.p.vendor',
    'Brand',
    'productVendor',
    distinct(base.map((product) => product.vendor)).map((vendor) => ({
      id: `filter.p.vendor.${slug(vendor)}`,
      label: vendor,
      input: {productVendor: vendor},
    })),
  );
  const optionNames = distinct(
    base.flatMap((product) => product.options.map((option) => option.name)),
  );
  for (const name of optionNames) {
    const values = distinct(
      base.flatMap(
        (product) => product.options.find((option) => option.name === name)?.values ?? [],
      ),
    );
    listFilter(
      `filter.v.option.${slug(name)}`,
      name,
      `option:${name.toLowerCase()}`,
      values.map((value) => ({
        id: `filter.v.option.${slug(name)}.${slug(value)}`,
        label: value,
        input: {variantOption: {name: name.toLowerCase(), value}},
      })),
    );
  }
  listFilter(
    'filter.p.tag',
    'Tags',
    'tag',
    distinct(base.flatMap((product) => product.tags.filter(isPlainTag))).map((tag) => ({
      id: `filter.p.tag.${slug(tag)}`,
      label: tag,
      input: {tag},
    })),
  );
  return results;
}
