import {collectionsLoader} from '~/features/catalog/collections.server';
import {useLoaderData} from '@remix-run/react';
import {Pagination} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import {COLLECTION_GRID_SIZES, CollectionTile} from '~/features/catalog/CollectionTile';

export const loader = collectionsLoader;

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export {loaderSeoMeta as meta} from '~/ui/page-meta';

/** The first row of tiles is above the fold on a desktop screen. */
const EAGER_TILES = 3;

export default function CollectionsPage() {
  const {collections, seo} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <div className="container collections">
      <header className="page-heading">
        <h1>{seo.title}</h1>
        <p className="lede">{seo.description}</p>
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
