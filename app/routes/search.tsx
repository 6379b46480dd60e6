import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {ReactNode} from 'react';
import {searchLoader} from '~/features/search/search.server';
import {Link, useLoaderData} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {ProductGrid} from '~/features/catalog/ProductCard';
import {SearchForm} from '~/features/search/SearchForm';
import {listFormat} from '@brush/rules/intl-formats';

export const loader = searchLoader;

/** A private-use character, absent from every translation. */
const SLOT = '\uE000';

function Interpolated({text, value}: {text: string; value: ReactNode}) {
  const at = text.indexOf(SLOT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {value}
      {text.slice(at + SLOT.length)}
    </>
  );
}

export {loaderSeoMeta as meta} from '~/ui/page-meta';

export default function SearchPage() {
  const {query, results, collections, bestSellers, hintTerms} =
    useLoaderData<typeof loader>();
  const {t, i18n} = useTranslation();
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
        <p className="lede search-page__prompt">
          {hintTerms.length > 0
            ? t('search.noResultsHint', {
                terms: listFormat(i18n.language, {type: 'disjunction'}).format(
                  hintTerms.map((term) => t('search.quotedTerm', {term})),
                ),
              })
            : t('search.noResultsHintPlain')}
        </p>
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
  pageInfo: NonNullable<SerializeFrom<typeof loader>['results']>['pageInfo'];
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
