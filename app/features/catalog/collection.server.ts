import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {COLLECTION_QUERY} from '#graphql/catalog';
import {
  paginationVariables,
  firstPageLocation,
} from '~/features/catalog/pagination.server';
import {productCardView, quickAddVariants} from '~/features/catalog/product-card-view';
import {collectionSortFromParams, collectionSortOrder} from './collection-sort';
import {criticalData} from '~/server/critical-data.server';
import {CARD_VARIANTS_LIMIT} from '@brush/rules/limits';
import {isPlausibleHandle, isPublicResource} from '~/lib/public-catalog';
import {canonicalUrl} from '~/lib/seo';

/** Four rows of the widest grid per page. */
export const COLLECTION_PAGE_SIZE = 16;

function notFound(handle: string): Response {
  return new Response(`collection ${handle} not found`, {status: 404});
}

export async function collectionLoader({context, params, request}: LoaderFunctionArgs) {
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
        variantsLimit: CARD_VARIANTS_LIMIT,
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
      nodes: collection.products.nodes.map((product) => ({
        ...productCardView(product, market),
        quickAdd: quickAddVariants(product, market),
      })),
      pageInfo: collection.products.pageInfo,
    },
    sort,
    canonicalUrl: canonicalUrl(request.url),
  };
}
