import {pageMeta} from '~/ui/page-meta';
import {homeLoader} from '~/features/catalog/home.server';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import {COLLECTION_PAIR_SIZES, CollectionTile} from '~/features/catalog/CollectionTile';
import {decorative} from '~/features/catalog/images';
import {ProductGrid} from '~/features/catalog/ProductCard';
import {
  ALL_PRODUCTS_HANDLE,
  BEST_SELLERS_HANDLE,
} from '~/features/catalog/collection-handles';

export const loader = homeLoader;

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data && {...data.seo, image: data.hero?.image});

/** The hero banner spans the content width (1200px less the gutters) on wide screens. */
const HERO_SIZES = '(min-width: 1200px) 1136px, 100vw';

const CONCEPT_STORE_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';

export default function HomePage() {
  const {hero, bestSellers, brushCollections, conceptStore} =
    useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <div className="home">
      <section className="container home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="lede">{t('home.intro')}</p>
          <div className="home-hero__actions">
            <Link to={`/collections/${BEST_SELLERS_HANDLE}`} className="button">
              {t('home.shopBestSellers')}
            </Link>
            <Link
              to={`/collections/${ALL_PRODUCTS_HANDLE}`}
              className="button button--secondary"
            >
              {t('home.shopAll')}
            </Link>
          </div>
        </div>
        {hero && (
          <Link
            to={`/products/${hero.handle}`}
            className="home-hero__feature"
            prefetch="intent"
          >
            <Image
              data={decorative(hero.image)}
              alt=""
              aspectRatio="12/5"
              sizes={HERO_SIZES}
              loading="eager"
              // React 18 does not know fetchPriority yet.
              {...{fetchpriority: 'high'}}
              className="home-hero__image"
            />
            <span className="home-hero__caption">
              <span className="eyebrow">{t('home.featured', {title: hero.title})}</span>
              {hero.headline && (
                <span className="home-hero__headline">{hero.headline}</span>
              )}
            </span>
          </Link>
        )}
      </section>

      {bestSellers.length > 0 && (
        <section className="container home-section" aria-labelledby="best-sellers">
          <div className="section-heading">
            <h2 id="best-sellers">{t('home.bestSellers')}</h2>
            <Link to={`/collections/${BEST_SELLERS_HANDLE}`} className="section-link">
              {t('home.seeAllBestSellers')}
            </Link>
          </div>
          <ProductGrid products={bestSellers} eager={false} />
        </section>
      )}

      {brushCollections.length > 0 && (
        <section className="container home-section" aria-labelledby="shop-by-brush">
          <h2 id="shop-by-brush">{t('home.shopByBrush')}</h2>
          <ul className="collection-grid collection-grid--pair">
            {brushCollections.map((collection) => (
              <li key={collection.id}>
                <CollectionTile collection={collection} sizes={COLLECTION_PAIR_SIZES} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {conceptStore && (
        <section className="container home-section" aria-labelledby="concept-store">
          <div className="concept-teaser">
            {conceptStore.image && (
              <div className="concept-teaser__media">
                <Image
                  data={decorative(conceptStore.image)}
                  alt=""
                  aspectRatio="1/1"
                  crop="center"
                  sizes={CONCEPT_STORE_IMAGE_SIZES}
                  loading="lazy"
                />
              </div>
            )}
            <div className="concept-teaser__text">
              <p className="eyebrow">{t('home.conceptStoreEyebrow')}</p>
              <h2 id="concept-store">{conceptStore.title}</h2>
              {conceptStore.description && (
                <p className="lede">{conceptStore.description}</p>
              )}
              <Link to="/concept-store" className="button">
                {t('home.visitConceptStore')}
              </Link>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
