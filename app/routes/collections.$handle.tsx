import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {Pagination} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {COLLECTION_QUERY} from '#graphql/catalog';
import {pageMeta} from '~/features/shell/page-meta';
import {
  paginationVariables,
  firstPageLocation,
} from '~/features/catalog/pagination.server';
import {ProductGrid} from '~/features/catalog/ProductCard';
import {productCardView} from '~/features/catalog/product-card-view';
import {SortMenu} from '~/features/catalog/SortMenu';
import {collectionSortFromParams, collectionSortOrder} from '~/rules/collection-sort';
import {criticalData} from '~/server/critical-data.server';
import {VARIANTS_LIMIT} from '~/rules/limits';
import {isPlausibleHandle, isPublicResource} from '~/rules/public-catalog';
import {canonicalUrl} from '~/rules/seo';
import catalogStyles from '~/styles/catalog.css?url';

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

/** Four rows of the widest grid per page. */
export const COLLECTION_PAGE_SIZE = 16;

export const links = () => [{rel: 'stylesheet', href: catalogStyles}];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.collection.seo.title || data.collection.title,
      description: data.collection.seo.description || data.collection.description,
      url: data.canonicalUrl,
      image: data.collection.image,
    },
  );

function notFound(handle: string): Response {
  return new Response(`collection ${handle} not found`, {status: 404});
}

export async function loader({context, params, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const handle = params.handle;
  if (!isPlausibleHandle(handle)) throw notFound(handle ?? '');

  const sort = collectionSortFromParams(new URL(request.url).searchParams);
  const {variables: pagination, hasCursor} = paginationVariables(
    request,
    COLLECTION_PAGE_SIZE,
  );
  // A cursor the platform no longer knows (the catalog changed, or it was edited): page one.
  const firstPage = () => redirect(firstPageLocation(request.url));
  const {collection} = await criticalData(
    storefront.query(COLLECTION_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        handle,
        ...collectionSortOrder(sort),
        variantsLimit: VARIANTS_LIMIT,
        ...pagination,
      },
    }),
    'Collection',
    {onGraphQLErrors: hasCursor ? firstPage : undefined},
  );
  if (hasCursor && !collection) throw firstPage();
  if (!collection || !isPublicResource(collection)) throw notFound(handle);

  return {
    collection: {
      handle: collection.handle,
      title: collection.title,
      description: collection.description,
      seo: collection.seo,
      image: collection.image,
    },
    products: {
      nodes: collection.products.nodes.map((product) => productCardView(product, market)),
      pageInfo: collection.products.pageInfo,
    },
    sort,
    canonicalUrl: canonicalUrl(request.url),
  };
}

export default function Collection() {
  const {collection, products, sort} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <div className="container collection">
      <header className="page-heading collection__heading">
        <h1>{collection.title}</h1>
        {collection.description && <p className="lede">{collection.description}</p>}
      </header>
      <div className="collection__toolbar">
        <SortMenu current={sort} />
      </div>
      <section aria-labelledby="collection-products">
        <h2 id="collection-products" className="visually-hidden">
          {t('catalog.products')}
        </h2>
        <Pagination connection={products}>
          {({nodes, isLoading, PreviousLink, NextLink}) =>
            nodes.length > 0 ? (
              <>
                <PreviousLink className="button button--secondary pagination__link">
                  {isLoading ? t('catalog.loading') : t('catalog.loadPrevious')}
                </PreviousLink>
                <ProductGrid products={nodes} />
                <NextLink className="button button--secondary pagination__link">
                  {isLoading ? t('catalog.loading') : t('catalog.loadMore')}
                </NextLink>
              </>
            ) : (
              <p className="collection__empty">{t('catalog.collectionEmpty')}</p>
            )
          }
        </Pagination>
      </section>
    </div>
  );
}
