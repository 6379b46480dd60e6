import {randomBytes} from 'node:crypto';
import {GraphQLError} from 'graphql';
import {
  isHiddenFromSearch,
  products,
  variantsOf,
  type CollectionDocument,
  type PageDocument,
  type ProductDocument,
} from '../../catalog/documents';
import {
  applyProductFilters,
  matchesProductQuery,
  relevanceScore,
  sortProducts,
  type ProductFilterInput,
} from '../../catalog/product-listing';
import {
  evaluateQuery,
  parseSearchQuery,
  positiveTerms,
  textMatches,
  type QueryNode,
  type Term,
} from '../../catalog/search-syntax';
import {localizedSearch, type LocalizedSearch} from '../../catalog/localized-search';
import {productAvailableIn} from '../../catalog/market-availability';
import {textAnswersTerm} from '../../catalog/search-matching';
import {translationIndex} from '../../catalog/translations';
import type {DocumentStore, RequestContext, Resolvers} from '../../types';
import {connectionFilters, type FilterBase} from './catalog';
import {paginate} from '../connections';

/** predictiveSearch answers between 1 and this many results (Shopify's range and default). */
export const PREDICTIVE_SEARCH_LIMIT = 10;

type Unavailable = 'HIDE' | 'LAST' | 'SHOW';

/** Treats the last positive free-text term as a prefix (prefix: LAST, and predictive search). */
function withLastTermAsPrefix(query: QueryNode | null): QueryNode | null {
  const terms = positiveTerms(query).filter((term) => term.field === null);
  const last = terms[terms.length - 1];
  if (last) last.prefix = true;
  return query;
}

function placeUnavailable(
  context: RequestContext,
  list: ProductDocument[],
  mode: Unavailable,
): ProductDocument[] {
  if (mode === 'SHOW') return list;
  const availableHere = (product: ProductDocument) =>
    productAvailableIn(context.store, product, context.country);
  const available = list.filter(availableHere);
  if (mode === 'HIDE') return available;
  return [...available, ...list.filter((product) => !availableHere(product))];
}

function searchablePages(store: DocumentStore): PageDocument[] {
  return (store.list('Page') as PageDocument[]).filter(
    (page) => !isHiddenFromSearch(store, page),
  );
}

function pageMatches(
  page: PageDocument,
  query: QueryNode | null,
  search: LocalizedSearch,
): boolean {
  const title = `${page.title}\n${search.field(page.id, 'title')}`;
  return evaluateQuery(query, (term) =>
    term.field === 'title'
      ? textMatches(title, term)
      : textAnswersTerm(
          `${title}\n${page.body.replace(/<[^>]+>/g, ' ')}\n${search.field(page.id, 'body_html')}`,
          term,
          search.settings,
        ),
  );
}

/** The search rules of this request: its language, translations and query kind. */
function searchOf(context: RequestContext, query: string | null | undefined) {
  return localizedSearch(translationIndex(context.db), context.language, query);
}

/** Product text by the fields predictive search is asked to look in. */
function productFieldText(
  store: DocumentStore,
  product: ProductDocument,
  fields: string[],
  search: LocalizedSearch,
): string {
  const parts: string[] = [];
  const variants = () => variantsOf(store, product);
  for (const field of fields) {
    if (field === 'TITLE') parts.push(product.title, search.productTitle(product));
    if (field === 'BODY') parts.push(search.field(product.id, 'body_html'));
    if (field === 'PRODUCT_TYPE') parts.push(product.productType);
    if (field === 'VENDOR') parts.push(product.vendor);
    if (field === 'TAG') parts.push(product.tags.join(' '));
    if (field === 'BODY') parts.push(product.description);
    if (field === 'VARIANTS_TITLE')
      parts.push(
        variants()
          .map((v) => v.title)
          .join(' '),
      );
    if (field === 'VARIANTS_SKU')
      parts.push(
        variants()
          .map((v) => v.sku ?? '')
          .join(' '),
      );
  }
  return parts.join('\n');
}

/** Wraps the first occurrence of the query in <mark>, as Shopify styles suggestions. */
function styled(text: string, needle: string): string {
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  if (at < 0 || !needle) return text;
  return `${text.slice(0, at)}<mark>${text.slice(at, at + needle.length)}</mark>${text.slice(at + needle.length)}`;
}

/** The words of a product's title, type and plain tags that a suggestion can complete to. */
const WORD = /[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu;

/**
 * Searches to suggest while 'bru' is typed: first the catalog's words that complete it
 * ('brush'), shortest first, then the titles, types and tags that contain it, each with the
 * typed part marked as Shopify marks it.
 */
function querySuggestions(
  candidates: ProductDocument[],
  raw: string,
  search: LocalizedSearch,
) {
  const needle = raw.trim().toLowerCase();
  if (!needle) return [];
  const phrases = new Set<string>();
  for (const product of candidates) {
    // A translated product suggests its own title only: a French shopper is offered
    // 'pinceau estompeur kumo' for 'kum', never the English title, type or tags.
    const translated = search.productTitle(product).toLowerCase();
    if (translated) {
      phrases.add(translated);
      continue;
    }
    phrases.add(product.title.toLowerCase());
    phrases.add(product.productType.toLowerCase());
    for (const tag of product.tags)
      if (!tag.includes(':')) phrases.add(tag.toLowerCase());
  }
  const words = new Set<string>();
  for (const phrase of phrases)
    for (const word of phrase.match(WORD) ?? [])
      if (word.startsWith(needle) && word !== needle) words.add(word);
  const completions = [...words].sort(
    (a, b) => a.length - b.length || a.localeCompare(b),
  );
  const containing = [...phrases]
    .filter((phrase) => phrase.includes(needle) && !words.has(phrase))
    .sort(
      (a, b) =>
        Number(!a.startsWith(needle)) - Number(!b.startsWith(needle)) ||
        a.length - b.length,
    );
  return [...completions, ...containing].map((text) => ({
    __typename: 'SearchQuerySuggestion',
    text,
    styledText: styled(text, needle),
  }));
}

/** Length of the search id in a full search's tracking parameters, in hex digits. */
const SEARCH_ID_LENGTH = 9;

/**
 * A new id for each search request, as Shopify gives one per search so that clicks on its
 * results can be told apart. Not a secret: it only groups a search's results.
 */
const searchId = () =>
  randomBytes(Math.ceil(SEARCH_ID_LENGTH / 2))
    .toString('hex')
    .slice(0, SEARCH_ID_LENGTH);

/**
 * A full search result's tracking parameters. The query is not among them: the storefront
 * links with its own `q=`, so repeating it would put it in the link twice.
 */
const searchTracking = (sid: string, position: number) =>
  `_pos=${position}&_sid=${sid}&_ss=r`;

/** A predictive search result's tracking parameters: the typed text as `_psq`, as on Shopify. */
const predictiveTracking = (typed: string, position: number) =>
  `_pos=${position}&_psq=${encodeURIComponent(typed)}&_ss=e&_v=1.0`;

/** The error of a search not run because its client has gone; nobody reads it. */
const CLIENT_GONE_CODE = 'CLIENT_CLOSED_REQUEST';

/**
 * How long a request's searches may run back to back before the platform turns to other
 * requests: a search now takes well under a millisecond (decision 0128), so yielding after
 * each one made a document of 333 wait 333 turns behind every shopper's request, over 10 s on
 * a busy platform, while a slice this short delays another request by about as much as one
 * of its own cart writes does.
 */
const SEARCH_SLICE_MS = 4;

/** Each request's chain of searches and when its current slice began. */
const searchTurns = new WeakMap<object, {chain: Promise<unknown>; sliceBegan: number}>();

/**
 * Runs `work` after the request's earlier searches; the first search of a request, and the
 * first after SEARCH_SLICE_MS of them, waits for a turn of the event loop of its own. A
 * search scans the whole catalog, and a document may alias as many as the cost limit allows;
 * run back to back they would hold the platform for every other request until the last one,
 * while slices let other requests in between them. Once the client has gone its remaining
 * searches are not run (decision 0128): nobody reads them, and a client that gives up and
 * asks again would otherwise have the platform run both documents at once.
 */
function inOwnTurn<T>(request: RequestContext, work: () => T): Promise<T> {
  const turns = searchTurns.get(request) ?? {
    chain: Promise.resolve(),
    sliceBegan: Number.NEGATIVE_INFINITY,
  };
  const turn = turns.chain
    .then(async () => {
      if (performance.now() - turns.sliceBegan < SEARCH_SLICE_MS) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
      turns.sliceBegan = performance.now();
    })
    .then(() => {
      if (request.gone?.()) {
        throw new GraphQLError('The client closed the request.', {
          extensions: {code: CLIENT_GONE_CODE},
        });
      }
      return work();
    });
  turns.chain = turn.catch(() => undefined);
  searchTurns.set(request, turns);
  return turn;
}

export const searchResolvers: Resolvers = {
  SearchResultItemConnection: {
    productFilters: connectionFilters,
  },
  QueryRoot: {
    search: (_root, args, context) =>
      inOwnTurn(context, () => {
        const store = context.store;
        const parsed = parseSearchQuery(args.query);
        const query = args.prefix === 'LAST' ? withLastTermAsPrefix(parsed) : parsed;
        const search = searchOf(context, args.query);
        const types: string[] = args.types ?? ['PRODUCT', 'PAGE', 'ARTICLE'];
        const filters = args.productFilters as ProductFilterInput[] | null | undefined;

        const matching = types.includes('PRODUCT')
          ? products(store).filter(
              (product) =>
                !isHiddenFromSearch(store, product) &&
                matchesProductQuery(store, product, query, context, search),
            )
          : [];
        const filtered = applyProductFilters(store, matching, filters, context);
        const scores = new Map(
          filtered.map((product) => [
            product,
            relevanceScore(store, product, query, context, search),
          ]),
        );
        const sorted = sortProducts(
          filtered,
          args.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE',
          args.reverse ?? false,
          scores,
        );
        const productItems = placeUnavailable(
          context,
          sorted,
          args.unavailableProducts ?? 'LAST',
        );
        const pageItems = types.includes('PAGE')
          ? searchablePages(store).filter((page) => pageMatches(page, query, search))
          : [];
        const sid = searchId();
        const items = [...productItems, ...pageItems].map((item, index) => ({
          ...item,
          trackingParameters: searchTracking(sid, index + 1),
        }));
        const filterBase: FilterBase = {products: matching, active: filters};
        return {...paginate(items, args), filterBase};
      }),
    predictiveSearch: (_root, args, context) =>
      inOwnTurn(context, () => {
        const store = context.store;
        const raw: string = args.query;
        const query = withLastTermAsPrefix(parseSearchQuery(raw));
        const search = searchOf(context, raw);
        const limit = Math.min(
          Math.max(args.limit ?? PREDICTIVE_SEARCH_LIMIT, 1),
          PREDICTIVE_SEARCH_LIMIT,
        );
        const types: string[] = args.types ?? [
          'PRODUCT',
          'COLLECTION',
          'PAGE',
          'ARTICLE',
          'QUERY',
        ];
        const fields: string[] = args.searchableFields ?? [
          'TITLE',
          'PRODUCT_TYPE',
          'VARIANTS_TITLE',
          'VENDOR',
        ];
        const termMatches = (text: string) => (term: Term) =>
          textAnswersTerm(text, term, search.settings);

        const candidates = products(store).filter(
          (product) => !isHiddenFromSearch(store, product),
        );
        const productHits = types.includes('PRODUCT')
          ? placeUnavailable(
              context,
              sortProducts(
                candidates.filter((product) =>
                  evaluateQuery(
                    query,
                    termMatches(productFieldText(store, product, fields, search)),
                  ),
                ),
                'RELEVANCE',
                false,
                new Map(
                  candidates.map((product) => [
                    product,
                    relevanceScore(store, product, query, context, search),
                  ]),
                ),
              ),
              args.unavailableProducts ?? 'LAST',
            )
          : [];
        const collectionHits = types.includes('COLLECTION')
          ? (store.list('Collection') as CollectionDocument[]).filter(
              (collection) =>
                !isHiddenFromSearch(store, collection) &&
                evaluateQuery(
                  query,
                  termMatches(
                    `${collection.title}\n${search.field(collection.id, 'title')}`,
                  ),
                ),
            )
          : [];
        const pageHits = types.includes('PAGE')
          ? searchablePages(store).filter((page) =>
              evaluateQuery(
                query,
                termMatches(`${page.title}\n${search.field(page.id, 'title')}`),
              ),
            )
          : [];
        const queryHits = types.includes('QUERY')
          ? querySuggestions(candidates, raw, search)
          : [];

        const withTracking = <T extends object>(list: T[]) =>
          list.map((item, index) => ({
            ...item,
            trackingParameters: predictiveTracking(raw.trim(), index + 1),
          }));
        if (args.limitScope === 'EACH') {
          return {
            products: withTracking(productHits.slice(0, limit)),
            collections: withTracking(collectionHits.slice(0, limit)),
            pages: withTracking(pageHits.slice(0, limit)),
            articles: [],
            queries: withTracking(queryHits.slice(0, limit)),
          };
        }
        // limitScope ALL: one budget shared by the types, products first.
        let budget = limit;
        const take = <T>(list: T[]): T[] => {
          const taken = list.slice(0, budget);
          budget -= taken.length;
          return taken;
        };
        const productList = take(productHits);
        const collections = take(collectionHits);
        const pages = take(pageHits);
        const queries = take(queryHits);
        return {
          products: withTracking(productList),
          collections: withTracking(collections),
          pages: withTracking(pages),
          articles: [],
          queries: withTracking(queries),
        };
      }),
  },
};
