import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {getPaginationVariables} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {COLLECTION_QUERY} from 'graphql/catalog';
import {ProductGrid} from '~/components/catalog/ProductCard';
import {productCardView} from '~/components/catalog/product-card-view';
import {VARIANTS_LIMIT} from '~/lib/limits';

/** Four rows of the widest grid per page. */
export const COLLECTION_PAGE_SIZE = 16;

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.collection.seo.title ?? data?.collection.title ?? ''},
  {
    name: 'description',
    content: data?.collection.seo.description ?? data?.collection.description ?? '',
  },
];

export async function loader({context, params, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const handle = params.handle ?? '';
  const {collection} = await storefront.query(COLLECTION_QUERY, {
    cache: storefront.CacheShort(),
    variables: {
      handle,
      variantsLimit: VARIANTS_LIMIT,
      ...getPaginationVariables(request, {pageBy: COLLECTION_PAGE_SIZE}),
    },
  });
  if (!collection) {
    throw new Response(`collection ${handle} not found`, {status: 404});
  }
  return {
    collection,
    products: collection.products.nodes.map((product) =>
      productCardView(product, market),
    ),
  };
}

export default function Collection() {
  const {collection, products} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const {pageInfo} = collection.products;
  return (
    <div className="container">
      <header className="page-heading">
        <h1>{collection.title}</h1>
        {collection.description && <p className="lede">{collection.description}</p>}
      </header>
      {products.length > 0 ? (
        <ProductGrid products={products} />
      ) : (
        <p>{t('catalog.collectionEmpty')}</p>
      )}
      {(pageInfo.hasPreviousPage || pageInfo.hasNextPage) && (
        <nav className="pagination">
          {pageInfo.hasPreviousPage && pageInfo.startCursor && (
            <Link
              className="button button--secondary"
              to={`?direction=previous&cursor=${encodeURIComponent(pageInfo.startCursor)}`}
            >
              {t('catalog.previous')}
            </Link>
          )}
          {pageInfo.hasNextPage && pageInfo.endCursor && (
            <Link
              className="button button--secondary"
              to={`?direction=next&cursor=${encodeURIComponent(pageInfo.endCursor)}`}
            >
              {t('catalog.next')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
