import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {SEARCH_QUERY, SEARCH_SUGGESTIONS_QUERY} from '#graphql/search';
import {
  firstPageLocation,
  paginationVariables,
} from '~/features/catalog/pagination.server';
import {ProductGrid} from '~/features/catalog/ProductCard';
import {productCardView} from '~/features/catalog/product-card-view';
import {pageMeta, type PageSeo} from '~/features/shell/page-meta';
import {Interpolated, SLOT} from '~/features/search/Interpolated';
import {SearchForm} from '~/features/search/SearchForm';
import {i18nFor} from '~/i18n';
import {contentPagePath} from '~/rules/content-pages';
import {criticalData} from '~/server/critical-data.server';
import {VARIANTS_LIMIT} from '~/rules/limits';
import {normaliseSearchQuery} from '~/rules/search-query';
import {canonicalUrl, truncateDescription} from '~/rules/seo';
import searchStyles from '~/styles/search.css?url';

/** Four rows of the widest grid per page, as on collection pages. */
export const SEARCH_PAGE_SIZE = 16;
/** Content pages are few; this many cover every page a term can match. */
const SEARCH_PAGES_LIMIT = 10;
/** Offered when nothing is typed or nothing matched. */
const SUGGESTED_COLLECTIONS_LIMIT = 8;
const SUGGESTED_PRODUCTS_LIMIT = 8;
/** A page summary under a result title: two lines at most. */
const PAGE_SUMMARY_LENGTH = 140;

export const links = () => [{rel: 'stylesheet', href: searchStyles}];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

export async function loader({request, context}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const url = new URL(request.url);
  const query = normaliseSearchQuery(url.searchParams.get('q'));
  const {t} = i18nFor(market.language);
  const seo: PageSeo = {
    title: query ? t('search.resultsTitle', {query}) : t('search.title'),
    description: t('search.description'),
    url: canonicalUrl(request.url, ['q']),
    // Result pages are endless variations of the shop's own pages.
    noindex: query !== '',
  };

  if (!query) {
    const suggestions = await criticalData(
      storefront.query(SEARCH_SUGGESTIONS_QUERY, {
        cache: storefront.CacheLong(),
        variables: {
          collectionsLimit: SUGGESTED_COLLECTIONS_LIMIT,
          productsLimit: SUGGESTED_PRODUCTS_LIMIT,
          variantsLimit: VARIANTS_LIMIT,
        },
      }),
      'SearchSuggestions',
    );
    return {
      query,
      seo,
      results: null,
      collections: suggestions.collections.nodes,
      bestSellers: suggestions.products.nodes.map((product) =>
        productCardView(product, market),
      ),
    };
  }

  const {variables, hasCursor} = paginationVariables(request, SEARCH_PAGE_SIZE);
  const data = await criticalData(
    storefront.query(SEARCH_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        term: query,
        ...variables,
        pagesLimit: SEARCH_PAGES_LIMIT,
        collectionsLimit: SUGGESTED_COLLECTIONS_LIMIT,
        variantsLimit: VARIANTS_LIMIT,
      },
    }),
    'Search',
    // A stale or forged cursor is refused upstream: start again from the first page.
    {
      onGraphQLErrors: hasCursor
        ? () => redirect(firstPageLocation(request.url))
        : undefined,
    },
  );

  const products = data.products.nodes.flatMap((node) =>
    'handle' in node ? [productCardView(node, market)] : [],
  );
  const pages = data.pages.nodes.flatMap((node) =>
    'handle' in node
      ? [
          {
            id: node.id,
            title: node.title,
            url: contentPagePath(node.handle),
            summary: truncateDescription(node.bodySummary, PAGE_SUMMARY_LENGTH),
          },
        ]
      : [],
  );
  return {
    query,
    seo,
    results: {
      products,
      productCount: data.products.totalCount,
      pageInfo: data.products.pageInfo,
      pages,
    },
    collections: data.collections.nodes,
    bestSellers: [],
  };
}

export default function Search() {
  const {query, results, collections, bestSellers} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const hasResults =
    results !== null && (results.products.length > 0 || results.pages.length > 0);

  return (
    <div className="container search-page">
      <header className="page-heading search-page__heading">
        <h1>
          {query ? (
            <Interpolated
              text={t(hasResults ? 'search.resultsTitle' : 'search.noResults', {
                query: SLOT,
              })}
              value={<bdi>{query}</bdi>}
            />
          ) : (
            t('search.title')
          )}
        </h1>
        <SearchForm defaultQuery={query} />
      </header>

      {results && !hasResults && (
        <p className="lede search-page__prompt">{t('search.noResultsHint')}</p>
      )}

      {!query && <p className="lede search-page__prompt">{t('search.emptyPrompt')}</p>}

      {results && results.products.length > 0 && (
        <section className="search-section" aria-labelledby="search-products">
          <div className="search-section__heading">
            <h2 id="search-products">{t('search.products')}</h2>
            <p className="search-section__count">
              {t('search.productCount', {count: results.productCount})}
            </p>
          </div>
          <ProductGrid products={results.products} />
          <SearchPagination query={query} pageInfo={results.pageInfo} />
        </section>
      )}

      {results && results.pages.length > 0 && (
        <section className="search-section" aria-labelledby="search-pages">
          <h2 id="search-pages">{t('search.pages')}</h2>
          <ul className="search-pages">
            {results.pages.map((page) => (
              <li key={page.id}>
                <Link to={page.url} className="search-pages__link">
                  <span className="search-pages__title">{page.title}</span>
                  {page.summary && (
                    <span className="search-pages__summary">{page.summary}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!hasResults && collections.length > 0 && (
        <section className="search-section" aria-labelledby="search-collections">
          <h2 id="search-collections">{t('search.popularCollections')}</h2>
          <ul className="search-chips">
            {collections.map((collection) => (
              <li key={collection.id}>
                <Link
                  to={`/collections/${encodeURIComponent(collection.handle)}`}
                  className="search-chip"
                >
                  {collection.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {bestSellers.length > 0 && (
        <section className="search-section" aria-labelledby="search-best-sellers">
          <h2 id="search-best-sellers">{t('search.bestSellers')}</h2>
          <ProductGrid products={bestSellers} />
        </section>
      )}
    </div>
  );
}

function SearchPagination({
  query,
  pageInfo,
}: {
  query: string;
  pageInfo: {
    hasPreviousPage: boolean;
    hasNextPage: boolean;
    startCursor?: string | null;
    endCursor?: string | null;
  };
}) {
  const {t} = useTranslation();
  const pageLink = (direction: 'previous' | 'next', cursor: string) =>
    `/search?${new URLSearchParams({q: query, direction, cursor}).toString()}`;
  const previous = pageInfo.hasPreviousPage ? pageInfo.startCursor : null;
  const next = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label={t('search.pagination')}>
      {previous && (
        <Link
          className="button button--secondary"
          to={pageLink('previous', previous)}
          rel="prev"
        >
          {t('search.previous')}
        </Link>
      )}
      {next && (
        <Link className="button button--secondary" to={pageLink('next', next)} rel="next">
          {t('search.next')}
        </Link>
      )}
    </nav>
  );
}
