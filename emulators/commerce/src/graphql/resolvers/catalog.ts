import {GraphQLError} from 'graphql';
import {
  isHiddenFromSearch,
  legacyId,
  products,
  variantsOf,
  type CollectionDocument,
  type ProductDocument,
  type VariantDocument,
} from '../../catalog/documents';
import {localizedSearch} from '../../catalog/localized-search';
import {
  encodedAvailabilityIn,
  productAvailableIn,
  variantAvailableIn,
} from '../../catalog/market-availability';
import {translationIndex} from '../../catalog/translations';
import {
  applyProductFilters,
  matchesProductQuery,
  productFilters,
  relevanceScore,
  sortProducts,
  type ProductFilterInput,
  type ProductSortKey,
} from '../../catalog/product-listing';
import {
  evaluateQuery,
  parseSearchQuery,
  textMatches,
  compareWith,
} from '../../catalog/search-syntax';
import type {DocumentStore, FieldResolver, RequestContext, Resolvers} from '../../types';
import {paginate, type ConnectionArgs} from '../connections';
import {byGidOrHandle, sortedConnection} from './lookup';
import {collectionDescription, productDescription} from './translated';

/** Shopify answers at most this many recommendations. */
const RECOMMENDATIONS_LIMIT = 10;

interface SelectedOptionInput {
  name: string;
  value: string;
}

interface SelectionArgs {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean;
  caseInsensitiveMatch?: boolean;
}

/** The selections that name one of the product's options; null when an unknown one is refused. */
function knownSelections(
  product: ProductDocument,
  args: SelectionArgs,
  ignoreUnknownByDefault: boolean,
): SelectedOptionInput[] | null {
  const ignoreUnknown = args.ignoreUnknownOptions ?? ignoreUnknownByDefault;
  const names = product.options.map((option) => option.name);
  const known: SelectedOptionInput[] = [];
  for (const selection of args.selectedOptions ?? []) {
    const name = names.find((candidate) =>
      args.caseInsensitiveMatch
        ? candidate.toLowerCase() === selection.name.toLowerCase()
        : candidate === selection.name,
    );
    if (name) known.push({name, value: selection.value});
    else if (!ignoreUnknown) return null;
  }
  return known;
}

function hasSelections(
  variant: VariantDocument,
  selections: SelectedOptionInput[],
  caseInsensitive: boolean,
): boolean {
  return selections.every((selection) =>
    variant.selectedOptions.some(
      (option) =>
        option.name === selection.name &&
        (caseInsensitive
          ? option.value.toLowerCase() === selection.value.toLowerCase()
          : option.value === selection.value),
    ),
  );
}

/**
 * The variant of the selected options when they name one; otherwise the first available
 * variant among those matching what was selected, then the first available, then the first.
 */
function selectedOrFirstAvailable(
  context: RequestContext,
  product: ProductDocument,
  args: SelectionArgs,
): VariantDocument | null {
  const variants = variantsOf(context.store, product);
  const availableHere = (variant: VariantDocument) =>
    variantAvailableIn(context.store, variant, context.country);
  const selections = knownSelections(product, args, true) ?? [];
  const caseInsensitive = args.caseInsensitiveMatch ?? false;
  const matching = variants.filter((variant) =>
    hasSelections(variant, selections, caseInsensitive),
  );
  if (selections.length === product.options.length && matching[0]) return matching[0];
  return (
    matching.find(availableHere) ??
    matching[0] ??
    variants.find(availableHere) ??
    variants[0] ??
    null
  );
}

function truncate(text: string, length: number | null | undefined): string {
  if (!length || text.length <= length) return text;
  return `${text.slice(0, Math.max(0, length - 3)).trimEnd()}...`;
}

/** Products in listings: everything but what is kept out of search (the secret shop). */
function listedProducts(store: DocumentStore): ProductDocument[] {
  return products(store).filter((product) => !isHiddenFromSearch(store, product));
}

function productsConnection(
  store: DocumentStore,
  list: ProductDocument[],
  args: ConnectionArgs & {
    query?: string | null;
    sortKey?: ProductSortKey;
    reverse?: boolean;
    filters?: ProductFilterInput[] | null;
  },
  context: RequestContext,
) {
  const query = parseSearchQuery(args.query);
  const search = query
    ? localizedSearch(translationIndex(context.db), context.language, args.query)
    : undefined;
  const matching = query
    ? list.filter((product) =>
        matchesProductQuery(store, product, query, context, search),
      )
    : list;
  const filtered = applyProductFilters(store, matching, args.filters, context);
  const scores =
    args.sortKey === 'RELEVANCE' && query
      ? new Map(
          filtered.map((product) => [
            product,
            relevanceScore(store, product, query, context, search),
          ]),
        )
      : undefined;
  const sorted = sortProducts(
    filtered,
    args.sortKey ?? 'ID',
    args.reverse ?? false,
    scores,
  );
  const filterBase: FilterBase = {products: matching, active: args.filters};
  return {...paginate(sorted, args), filterBase};
}

/** What ProductConnection.filters counts over, computed only when a query asks for filters. */
export interface FilterBase {
  products: ProductDocument[];
  active: ProductFilterInput[] | null | undefined;
}

/** The filters a product connection (a collection's, a listing's or search's) offers. */
export const connectionFilters: FieldResolver = (
  connection: {filterBase?: FilterBase},
  _args,
  context,
) =>
  connection.filterBase
    ? productFilters(
        context.store,
        connection.filterBase.products,
        connection.filterBase.active,
        context,
      )
    : [];

function recommendations(
  store: DocumentStore,
  product: ProductDocument,
  intent: 'RELATED' | 'COMPLEMENTARY',
): ProductDocument[] {
  const candidates = listedProducts(store).filter(
    (candidate) => candidate.id !== product.id,
  );
  const plainTags = (tags: string[]) => tags.filter((tag) => !tag.includes(':'));
  const own = new Set(plainTags(product.tags));
  const shared = (candidate: ProductDocument) =>
    plainTags(candidate.tags).filter((tag) => own.has(tag)).length;
  const chosen =
    intent === 'RELATED'
      ? candidates
          .filter((candidate) => candidate.productType === product.productType)
          .sort((a, b) => shared(b) - shared(a) || a.bestSellingRank - b.bestSellingRank)
      : candidates
          .filter((candidate) =>
            product.productType === 'Accessory'
              ? candidate.productType !== 'Accessory'
              : candidate.productType === 'Accessory',
          )
          .sort((a, b) => a.bestSellingRank - b.bestSellingRank);
  return chosen.slice(0, RECOMMENDATIONS_LIMIT);
}

function distinctStrings(values: string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

export const catalogResolvers: Resolvers = {
  QueryRoot: {
    product: (_root, args, context) => byGidOrHandle(context.store, 'Product', args),
    productByHandle: (_root, args, context) =>
      byGidOrHandle(context.store, 'Product', {handle: args.handle}),
    products: (_root, args, context) =>
      productsConnection(context.store, listedProducts(context.store), args, context),
    productRecommendations: (_root, args, context) => {
      if (!args.productId && !args.productHandle) {
        throw new GraphQLError('Either productId or productHandle must be given.', {
          extensions: {code: 'BAD_REQUEST'},
        });
      }
      const product = byGidOrHandle<ProductDocument>(context.store, 'Product', {
        id: args.productId,
        handle: args.productHandle,
      });
      return product
        ? recommendations(context.store, product, args.intent ?? 'RELATED')
        : null;
    },
    productTags: (_root, args, context) =>
      paginate(
        distinctStrings(listedProducts(context.store).flatMap((product) => product.tags)),
        args,
      ),
    productTypes: (_root, args, context) =>
      paginate(
        distinctStrings(
          listedProducts(context.store).map((product) => product.productType),
        ),
        args,
      ),
    collection: (_root, args, context) =>
      byGidOrHandle(context.store, 'Collection', args),
    collectionByHandle: (_root, args, context) =>
      byGidOrHandle(context.store, 'Collection', {handle: args.handle}),
    collections: (_root, args, context) => {
      const query = parseSearchQuery(args.query);
      const list = (context.store.list('Collection') as CollectionDocument[]).filter(
        (collection) =>
          !isHiddenFromSearch(context.store, collection) &&
          evaluateQuery(query, (term) => {
            switch (term.field) {
              case null:
                return textMatches(
                  `${collection.title}\n${collection.description}`,
                  term,
                );
              case 'title':
                return textMatches(collection.title, term);
              case 'handle':
                return compareWith(term, collection.handle);
              case 'updated_at':
                return compareWith(term, collection.updatedAt.slice(0, 10));
              default:
                return textMatches(collection.title, term);
            }
          }),
      );
      return sortedConnection(list, args);
    },
  },
  Product: {
    availableForSale: (product: ProductDocument, _args, context) =>
      productAvailableIn(context.store, product, context.country),
    encodedVariantAvailability: (product: ProductDocument, _args, context) =>
      encodedAvailabilityIn(context.store, product, context.country),
    description: (product: ProductDocument, args, context) =>
      truncate(productDescription(product, context), args.truncateAt),
    options: (product: ProductDocument, args) =>
      typeof args.first === 'number'
        ? product.options.slice(0, args.first)
        : product.options,
    selectedOrFirstAvailableVariant: (product: ProductDocument, args, context) =>
      selectedOrFirstAvailable(context, product, args),
    variantBySelectedOptions: (product: ProductDocument, args, context) => {
      const selections = knownSelections(product, args, false);
      if (!selections || selections.length !== product.options.length) return null;
      return (
        variantsOf(context.store, product).find((variant) =>
          hasSelections(variant, selections, args.caseInsensitiveMatch ?? false),
        ) ?? null
      );
    },
    adjacentVariants: (product: ProductDocument, args, context) => {
      const base = selectedOrFirstAvailable(context, product, args);
      if (!base) return [];
      return variantsOf(context.store, product)
        .filter(
          (variant) =>
            variant.selectedOptions.filter(
              (option, index) => option.value !== base.selectedOptions[index]?.value,
            ).length === 1,
        )
        .sort((a, b) => legacyId(a.id) - legacyId(b.id));
    },
  },
  ProductConnection: {
    filters: connectionFilters,
  },
  ProductVariant: {
    availableForSale: (variant: VariantDocument, _args, context) =>
      variantAvailableIn(context.store, variant, context.country),
    priceV2: (variant: VariantDocument) => variant.price,
    compareAtPriceV2: (variant: VariantDocument) => variant.compareAtPrice,
  },
  Collection: {
    description: (collection: CollectionDocument, args, context) =>
      truncate(collectionDescription(collection, context), args.truncateAt),
    products: (collection: CollectionDocument, args, context) => {
      const members = collection.products.flatMap(
        (id) => (context.store.get(id) as ProductDocument | undefined) ?? [],
      );
      const sortKey: ProductSortKey =
        args.sortKey === 'COLLECTION_DEFAULT' ||
        args.sortKey === 'MANUAL' ||
        !args.sortKey
          ? 'COLLECTION_DEFAULT'
          : args.sortKey;
      return productsConnection(context.store, members, {...args, sortKey}, context);
    },
  },
};
