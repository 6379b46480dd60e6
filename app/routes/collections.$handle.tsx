import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {Pagination} from '@shopify/hydrogen';
import {pageMeta} from '~/ui/page-meta';
import {useTranslation} from '~/i18n/react';
import {collectionLoader} from '~/features/catalog/collection.server';
import {ProductGrid} from '~/features/catalog/ProductCard';
import {SortMenu} from '~/features/catalog/SortMenu';
import {QuickAdd} from '~/features/cart/QuickAdd';

export const loader = collectionLoader;

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

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

export default function CollectionPage() {
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
                <ProductGrid
                  products={nodes}
                  action={(product) => <QuickAdd product={product} />}
                />
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
