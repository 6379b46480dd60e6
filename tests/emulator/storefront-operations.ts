/**
 * Every operation the storefront sends, with the variables its loaders send it with, Hydrogen's
 * own cart query, and the oversized documents a script could send instead: what the
 * query-cost tests cost and check against the platform's limits.
 */
import {createCartHandler, type Storefront} from '@shopify/hydrogen';
import {
  Kind,
  parse,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import {queryCost} from '../../emulators/commerce/src/graphql/query-cost';
import {
  queryShape,
  type QueryShape,
} from '../../emulators/commerce/src/graphql/query-limits';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';
import {CUSTOMER_ORDERS_SIZES} from '../../app/features/account/orders.server';
import {RECOMMENDATIONS_FETCHED} from '../../app/features/cart/confirmation-recommendations.server';
import {COLLECTION_PAGE_SIZE} from '../../app/features/catalog/collection.server';
import {COLLECTIONS_PAGE_SIZE} from '../../app/features/catalog/collections.server';
import {HOME_BEST_SELLERS_COUNT} from '../../app/features/catalog/home.server';
import {PRODUCT_RECOMMENDATIONS_FETCHED} from '../../app/features/catalog/product.server';
import {PREDICTIVE_RESULTS_PER_KIND} from '../../app/features/search/predictive-search.server';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_PAGES_LIMIT,
  SUGGESTED_COLLECTIONS_LIMIT,
  SUGGESTED_PRODUCTS_LIMIT,
} from '../../app/features/search/search.server';
import {
  CARD_VARIANTS_LIMIT,
  COLLECTIONS_LIMIT,
  PRODUCT_IMAGES_LIMIT,
  RECOMMENDATION_PRODUCTS_LIMIT,
  SECRET_SHOP_PRODUCTS_LIMIT,
  VARIANTS_LIMIT,
} from '@brush/rules/limits';
import {CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {PWYW_PRODUCTS_SHOWN} from '@brush/rules/promos';
import * as account from '../../graphql/account';
import * as cart from '../../graphql/cart';
import * as catalog from '../../graphql/catalog';
import * as content from '../../graphql/content';
import * as layout from '../../graphql/layout';
import * as markets from '../../graphql/markets';
import * as product from '../../graphql/product';
import * as programmes from '../../graphql/programmes';
import * as promos from '../../graphql/promos';
import * as search from '../../graphql/search';

function parsed(text: string) {
  const document = parse(text);
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION
        ? [[definition.name.value, definition] as [string, FragmentDefinitionNode]]
        : [],
    ),
  );
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return {fragments, operation};
}

/** The cost the platform calculates for an operation sent with these variables. */
export function costOf(text: string, variables: Record<string, unknown> = {}): number {
  const {fragments, operation} = parsed(text);
  if (!operation) throw new Error('no operation');
  return queryCost(storefrontSchema(), operation, fragments, variables);
}

/** The operation's depth, fields and aliases with its fragments spread. */
export function shapeOf(text: string): QueryShape {
  const {fragments, operation} = parsed(text);
  if (!operation) throw new Error('no operation');
  return queryShape(operation, fragments);
}

/**
 * The query Hydrogen's cart handler sends with its default cart fragment (the starter's, and any
 * storefront's that sets none), read from the handler itself: `lines(first: $numCartLines)`
 * with two `nodes` selections, one per kind of line.
 */
export async function hydrogenDefaultCartQuery(): Promise<string> {
  let sent = '';
  const recording = {
    query(query: string) {
      sent = query;
      return Promise.resolve({cart: null});
    },
    CacheNone: () => ({mode: 'no-store'}),
  } as unknown as Storefront;
  const handler = createCartHandler({
    storefront: recording,
    getCartId: () => 'gid://shopify/Cart/recorded',
    setCartId: () => new Headers(),
  });
  await handler.get();
  return sent;
}

/** As many operations as graphql/ exports today, so a module left out of the walk shows. */
export const MIN_STOREFRONT_OPERATIONS = 25;

/** Hydrogen's cart handler wraps the cart fragment in its own query. */
const HYDROGEN_CART_QUERY = `query CartQuery($cartId: ID!, $numCartLines: Int = 100) { cart(id: $cartId) { ...CartApiQuery } } ${cart.CART_QUERY_FRAGMENT}`;

/**
 * The size variables each operation is sent with, one set per loader that sends it (a page
 * read forwards or backwards is the same size). An operation missing here fails the test
 * below, so a new query is costed with what its loader sends.
 */
export const SENT_VARIABLES: Record<string, Record<string, unknown>[]> = {
  CustomerAccessTokenCreateWithMultipass: [{}],
  CustomerAccessTokenDelete: [{}],
  CustomerSessionsRevoke: [{}],
  Customer: [{}],
  CustomerOrders: [CUSTOMER_ORDERS_SIZES],
  CartQuery: [{numCartLines: CART_LINES_LIMIT}],
  CountryRebuildCart: [{variantsLimit: VARIANTS_LIMIT}],
  CountryRebuild: [{clearEmail: true}],
  CartWrite: [
    {
      withCart: true,
      numCartLines: CART_LINES_LIMIT,
      withOffers: true,
      collectionsLimit: COLLECTIONS_LIMIT,
    },
  ],
  CartOffers: [{}],
  BogoChoices: [{}],
  Home: [{bestSellersCount: HOME_BEST_SELLERS_COUNT, variantsLimit: CARD_VARIANTS_LIMIT}],
  Collections: [{first: COLLECTIONS_PAGE_SIZE}, {last: COLLECTIONS_PAGE_SIZE}],
  Collection: [
    {first: COLLECTION_PAGE_SIZE, variantsLimit: CARD_VARIANTS_LIMIT},
    {last: COLLECTION_PAGE_SIZE, variantsLimit: CARD_VARIANTS_LIMIT},
  ],
  ContentPage: [{}],
  Layout: [{}],
  AvailableCountries: [{}],
  Product: [
    {
      imagesLimit: PRODUCT_IMAGES_LIMIT,
      productVariantsLimit: VARIANTS_LIMIT,
      variantsLimit: CARD_VARIANTS_LIMIT,
      recommendationsFirst: PRODUCT_RECOMMENDATIONS_FETCHED,
    },
  ],
  ProductRecommendations: [
    {first: RECOMMENDATIONS_FETCHED, variantsLimit: CARD_VARIANTS_LIMIT},
  ],
  SecretShop: [
    {
      collectionsLimit: COLLECTIONS_LIMIT,
      productsLimit: SECRET_SHOP_PRODUCTS_LIMIT,
      variantsLimit: VARIANTS_LIMIT,
      imagesLimit: PRODUCT_IMAGES_LIMIT,
    },
  ],
  ConceptStore: [
    {first: RECOMMENDATION_PRODUCTS_LIMIT, variantsLimit: CARD_VARIANTS_LIMIT},
  ],
  PwywProducts: [{first: PWYW_PRODUCTS_SHOWN, variantsLimit: CARD_VARIANTS_LIMIT}],
  PwywProduct: [{imagesLimit: PRODUCT_IMAGES_LIMIT, variantsLimit: VARIANTS_LIMIT}],
  CartFlowVariant: [{collectionsLimit: COLLECTIONS_LIMIT}],
  Search: [
    {
      first: SEARCH_PAGE_SIZE,
      pagesLimit: SEARCH_PAGES_LIMIT,
      collectionsLimit: SUGGESTED_COLLECTIONS_LIMIT,
      variantsLimit: CARD_VARIANTS_LIMIT,
    },
  ],
  SearchSuggestions: [
    {
      collectionsLimit: SUGGESTED_COLLECTIONS_LIMIT,
      productsLimit: SUGGESTED_PRODUCTS_LIMIT,
      variantsLimit: CARD_VARIANTS_LIMIT,
    },
  ],
  PredictiveSearch: [
    {limit: PREDICTIVE_RESULTS_PER_KIND, variantsLimit: CARD_VARIANTS_LIMIT},
  ],
  SearchTermCount: [{}],
};

/** Every operation the storefront sends: the documents graphql/ exports, and Hydrogen's cart query. */
export function storefrontDocuments(): [string, string][] {
  const exported = [
    account,
    cart,
    catalog,
    content,
    layout,
    markets,
    product,
    programmes,
    promos,
    search,
  ].flatMap((module) =>
    Object.values(module as Record<string, unknown>).flatMap((text) => {
      if (typeof text !== 'string') return [];
      const name = parsed(text).operation?.name?.value;
      return name ? [[name, text] as [string, string]] : [];
    }),
  );
  return [...exported, ['CartQuery', HYDROGEN_CART_QUERY]];
}

/** Each operation with each set of variables it is sent with, and what that costs. */
export function storefrontQueryCosts(): {
  name: string;
  variables: Record<string, unknown>;
  cost: number;
  text: string;
}[] {
  return storefrontDocuments().flatMap(([name, text]) =>
    (SENT_VARIABLES[name] ?? []).map((variables) => ({
      name,
      variables,
      cost: costOf(text, variables),
      text,
    })),
  );
}
/** As deep as the reported request: 25 fragments, 1.3 KB, 3.4 s of costing before. */
export const FRAGMENT_BOMB_DEPTH = 25;

/**
 * A document of `depth` fragments on Shop, each spreading the next twice, the last asking for
 * the shop's brand: the brand is asked 2^(depth - 1) times over.
 */
export function fragmentBomb(depth: number): string {
  const fragments = Array.from({length: depth}, (_, index) =>
    index === depth - 1
      ? `fragment F${index} on Shop { brand { slogan } }`
      : `fragment F${index} on Shop { ...F${index + 1} ...F${index + 1} }`,
  );
  return `query FragmentBomb { shop { ...F0 } } ${fragments.join(' ')}`;
}

/**
 * The bomb on a page: `depth` fragments on Collection, each spreading the next twice, the last
 * asking for a page of products, all inside a page of 250 collections.
 */
export function pagedFragmentBomb(depth: number): string {
  const fragments = Array.from({length: depth}, (_, index) =>
    index === depth - 1
      ? `fragment C${index} on Collection { products(first: 250) { nodes { id } } }`
      : `fragment C${index} on Collection { ...C${index + 1} ...C${index + 1} }`,
  );
  return `query PagedFragmentBomb { collections(first: 250) { nodes { ...C0 } } } ${fragments.join(' ')}`;
}

/** Deep enough that costing every spread would not finish: 2^39 walks of the last fragment. */
export const FRAGMENT_BOMB_REQUEST_DEPTH = 40;
