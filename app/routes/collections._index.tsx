import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {Pagination} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {COLLECTIONS_QUERY} from '#graphql/catalog';
import {COLLECTION_GRID_SIZES, CollectionTile} from '~/features/catalog/CollectionTile';
import {pageMeta} from '~/features/shell/page-meta';
import {
  paginationVariables,
  firstPageLocation,
} from '~/features/catalog/pagination.server';
import {i18nFor} from '~/i18n';
import {criticalData} from '~/server/critical-data.server';
import {isPublicResource} from '~/rules/public-catalog';
import {canonicalUrl} from '~/rules/seo';
import catalogStyles from '~/styles/catalog.css?url';

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

/** Four rows of three tiles. */
export const COLLECTIONS_PAGE_SIZE = 12;

/** The first row of tiles is above the fold on a desktop screen. */
const EAGER_TILES = 3;

export const links = () => [{rel: 'stylesheet', href: catalogStyles}];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.title,
      description: data.description,
      url: data.canonicalUrl,
    },
  );

export async function loader({context, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const {variables: pagination, hasCursor} = paginationVariables(
    request,
    COLLECTIONS_PAGE_SIZE,
  );
  const {collections} = await criticalData(
    storefront.query(COLLECTIONS_QUERY, {
      cache: storefront.CacheLong(),
      variables: pagination,
    }),
    'Collections',
    // A cursor the platform no longer knows: page one.
    {
      onGraphQLErrors: hasCursor
        ? () => redirect(firstPageLocation(request.url))
        : undefined,
    },
  );

  // Meta tags are built before the page renders, so their text is resolved here.
  const {t} = i18nFor(market.language);
  return {
    collections: {
      // Secret-shop collections are the secret shop's to show, never this list's.
      nodes: collections.nodes.filter(isPublicResource),
      pageInfo: collections.pageInfo,
    },
    title: t('catalog.collectionsTitle'),
    description: t('catalog.collectionsIntro'),
    canonicalUrl: canonicalUrl(request.url),
  };
}

export default function Collections() {
  const {collections, title, description} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <div className="container collections">
      <header className="page-heading">
        <h1>{title}</h1>
        <p className="lede">{description}</p>
      </header>
      <Pagination connection={collections}>
        {({nodes, isLoading, PreviousLink, NextLink}) =>
          nodes.length > 0 ? (
            <>
              <PreviousLink className="button button--secondary pagination__link">
                {isLoading ? t('catalog.loading') : t('catalog.loadPrevious')}
              </PreviousLink>
              <ul className="collection-grid">
                {nodes.map((collection, index) => (
                  <li key={collection.id}>
                    <CollectionTile
                      collection={collection}
                      sizes={COLLECTION_GRID_SIZES}
                      eager={index < EAGER_TILES}
                      priority={index === 0}
                      headingLevel={2}
                    />
                  </li>
                ))}
              </ul>
              <NextLink className="button button--secondary pagination__link">
                {isLoading ? t('catalog.loading') : t('catalog.loadMore')}
              </NextLink>
            </>
          ) : (
            <p>{t('catalog.collectionsEmpty')}</p>
          )
        }
      </Pagination>
    </div>
  );
}
