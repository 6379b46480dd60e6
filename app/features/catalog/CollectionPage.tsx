import type {ComponentType} from 'react';
import {useLoaderData} from '@remix-run/react';
import {Pagination} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import {ProductGrid} from '~/features/catalog/ProductCard';
import {SortMenu} from '~/features/catalog/SortMenu';
import type {CollectionData} from './page-data';

/** A card's own add, handed in by the route: the cart sits above the catalog. */
export type CardActionSlot = ComponentType<{
  product: CollectionData['products']['nodes'][number];
}>;

export function CollectionPage({cardAction: CardAction}: {cardAction: CardActionSlot}) {
  const {collection, products, sort} = useLoaderData<CollectionData>();
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
                  action={(product) => <CardAction product={product} />}
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
