import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {HOME_QUERY} from '#graphql/catalog';
import {COLLECTION_PAIR_SIZES, CollectionTile} from '~/features/catalog/CollectionTile';
import {decorative} from '~/features/catalog/decorative';
import {pageMeta} from '~/features/shell/page-meta';
import {ProductGrid} from '~/features/catalog/ProductCard';
import {productCardView} from '~/features/catalog/product-card-view';
import {i18nFor} from '~/i18n';
import {criticalData} from '~/server/critical-data.server';
import {VARIANTS_LIMIT} from '~/rules/limits';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '~/rules/promos';
import {canonicalUrl} from '~/rules/seo';
import catalogStyles from '~/styles/catalog.css?url';

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const BEST_SELLERS_HANDLE = 'best-sellers';
export const EYE_BRUSHES_HANDLE = 'eye-brushes';
export const FACE_BRUSHES_HANDLE = 'face-brushes';
export const ALL_PRODUCTS_HANDLE = 'all-products';

/** One row of the widest grid. */
export const HOME_BEST_SELLERS_COUNT = 4;

/** The hero banner spans the content width (1200px less the gutters) on wide screens. */
const HERO_SIZES = '(min-width: 1200px) 1136px, 100vw';
const CONCEPT_STORE_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';

export const links = () => [{rel: 'stylesheet', href: catalogStyles}];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.title,
      description: data.description,
      url: data.canonicalUrl,
      image: data.hero?.image,
    },
  );

export async function loader({context, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const {bestSellers, eyeBrushes, faceBrushes, conceptStore} = await criticalData(
    storefront.query(HOME_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        bestSellersHandle: BEST_SELLERS_HANDLE,
        bestSellersCount: HOME_BEST_SELLERS_COUNT,
        eyeBrushesHandle: EYE_BRUSHES_HANDLE,
        faceBrushesHandle: FACE_BRUSHES_HANDLE,
        conceptStoreHandle: CONCEPT_STORE_COLLECTION_HANDLE,
        variantsLimit: VARIANTS_LIMIT,
      },
    }),
    'Home',
  );
  const bestSellerNodes = bestSellers?.products.nodes ?? [];
  // The hero borrows the banner of the best-selling product that has one.
  const heroProduct = bestSellerNodes.find(
    (product) => product.imageWide?.reference?.image,
  );
  const heroImage = heroProduct?.imageWide?.reference?.image;

  const {t} = i18nFor(market.language);
  return {
    title: t('home.title'),
    description: t('home.intro'),
    hero:
      heroProduct && heroImage
        ? {
            handle: heroProduct.handle,
            title: heroProduct.title,
            headline: heroProduct.headline?.value ?? null,
            image: heroImage,
          }
        : null,
    bestSellers: bestSellerNodes.map((product) => productCardView(product, market)),
    brushCollections: [eyeBrushes, faceBrushes].filter(
      (collection) => collection !== null && collection !== undefined,
    ),
    conceptStore,
    canonicalUrl: canonicalUrl(request.url),
  };
}

export default function Home() {
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
              // React 18 does not know fetchPriority yet; the lowercase attribute passes through.
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
