import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {COLLECTIONS_QUERY} from '#graphql/catalog';
import {
  paginationVariables,
  firstPageLocation,
} from '~/features/catalog/pagination.server';
import {i18nFor} from '~/i18n';
import {criticalData} from '~/server/critical-data.server';
import {isPublicResource} from '~/lib/public-catalog';
import {canonicalUrl} from '~/lib/seo';

/** Four rows of three tiles. */
export const COLLECTIONS_PAGE_SIZE = 12;

export async function collectionsLoader({context, request}: LoaderFunctionArgs) {
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
    seo: {
      title: t('catalog.collectionsTitle'),
      description: t('catalog.collectionsIntro'),
      url: canonicalUrl(request.url),
    },
  };
}
