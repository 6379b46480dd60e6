import type {AppLoadContext, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  Await,
  Link,
  useLoaderData,
  useSearchParams,
  type MetaFunction,
} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {lazy, Suspense} from 'react';
import {useTranslation} from 'react-i18next';
import {PRODUCT_QUERY, PRODUCT_RECOMMENDATIONS_QUERY} from '#graphql/product';
import type {ProductCardFragment, ProductQuery} from '#graphql/storefrontapi.generated';
import {AddToCartButton} from '~/features/cart/AddToCartButton';
import {JsonLd} from '~/features/content/JsonLd';
import {pageMeta} from '~/features/shell/page-meta';
import {marketVisibleVariants} from '~/features/catalog/market-variants';
import {Price} from '~/features/catalog/Price';
import {ProductGallery} from '~/features/catalog/ProductGallery';
import {productCardView} from '~/features/catalog/product-card-view';
import {VariantPicker} from '~/features/catalog/VariantPicker';
import {
  selectVariant,
  variantSearch,
  withoutRegion,
} from '~/features/catalog/variant-selection';
import {isProductAvailableInCountry, isVariantAvailable} from '~/rules/availability';
import {criticalData} from '~/server/critical-data.server';
import {PRODUCT_IMAGES_LIMIT, VARIANTS_LIMIT} from '~/rules/limits';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '~/rules/promos';
import {isPlausibleHandle, isPublicResource} from '~/rules/public-catalog';
import {canonicalUrl, offerAvailability, productJsonLd} from '~/rules/seo';
import type {Market} from '~/rules/variant-visibility';
import catalogStyles from '~/styles/catalog.css?url';

export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';
export {variantPageShouldRevalidate as shouldRevalidate} from '~/features/catalog/variant-selection';

/**
 * The recommendations come after the fold and after the product's own data, so their cards
 * are not part of the page's first load.
 */
const ProductGrid = lazy(() =>
  import('~/features/catalog/ProductCard').then((module) => ({
    default: module.ProductGrid,
  })),
);

/** Recommendations shown under the product: one row of the widest grid. */
export const PRODUCT_RECOMMENDATIONS_SHOWN = 4;
/**
 * Asked for: enough that the product itself and products not sold in the shopper's country
 * can be left out and a full row remains.
 */
const PRODUCT_RECOMMENDATIONS_FETCHED = 2 * PRODUCT_RECOMMENDATIONS_SHOWN;

/** The banner spans the content width (1200px less the gutters) on wide screens. */
const WIDE_IMAGE_SIZES = '(min-width: 1200px) 1136px, 100vw';
/** The video's poster: the clip's own frame size is 480×600. */
const VIDEO_POSTER_WIDTH = 960;

type ProductData = NonNullable<ProductQuery['product']>;
type VariantData = ProductData['variants']['nodes'][number];

function variantView(variant: Omit<VariantData, 'hidden'>, soldInCountry: boolean) {
  const options = withoutRegion(variant.selectedOptions);
  return {
    id: variant.id,
    /** The shop's own name for the variant, else its options (never its Region). */
    title:
      variant.customTitle?.value ?? options.map((option) => option.value).join(' / '),
    hasCustomTitle: Boolean(variant.customTitle?.value),
    sku: variant.sku,
    options,
    selectedOptions: variant.selectedOptions,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    image: variant.image,
    checkoutDescription: variant.checkoutDescription?.value ?? null,
    available: soldInCountry && isVariantAvailable(variant),
    availability: offerAvailability({
      availableForSale: variant.availableForSale,
      currentlyNotInStock: variant.currentlyNotInStock,
      soldInCountry,
    }),
  };
}

export type VariantView = ReturnType<typeof variantView>;

/** An http(s) address, or null: the video element is only given what a browser may fetch. */
function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function videoType(url: string): string | undefined {
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase();
  return extension === 'mp4' || extension === 'webm' ? `video/${extension}` : undefined;
}

function resizedImageUrl(url: string, width: number): string {
  const resized = new URL(url);
  resized.searchParams.set('width', String(width));
  return resized.toString();
}

export const links = () => [{rel: 'stylesheet', href: catalogStyles}];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(
    matches,
    data && {
      title: data.product.seo.title || data.product.title,
      description: data.product.seo.description || data.product.description,
      url: data.canonicalUrl,
      image: data.product.images[0],
      type: 'product',
    },
  );

/** Spec 7: recommendations from the concept-store collection, in the shopper's market. */
function loadRecommendations(context: AppLoadContext, currentHandle: string) {
  const {storefront, market} = context;
  return storefront
    .query(PRODUCT_RECOMMENDATIONS_QUERY, {
      cache: storefront.CacheLong(),
      variables: {
        handle: CONCEPT_STORE_COLLECTION_HANDLE,
        first: PRODUCT_RECOMMENDATIONS_FETCHED,
        variantsLimit: VARIANTS_LIMIT,
      },
    })
    .then(({collection}) => recommendationCards(collection, currentHandle, market))
    .catch((error: unknown) => {
      console.error(error);
      return null;
    });
}

function recommendationCards(
  collection: {products: {nodes: ProductCardFragment[]}} | null | undefined,
  currentHandle: string,
  market: Market,
) {
  return (collection?.products.nodes ?? [])
    .filter((product) => product.handle !== currentHandle)
    .map((product) => productCardView(product, market))
    .filter((card) => card.soldInCountry && card.price !== null)
    .slice(0, PRODUCT_RECOMMENDATIONS_SHOWN);
}

function notFound(handle: string): Response {
  return new Response(`product ${handle} not found`, {status: 404});
}

export async function loader({context, params, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const handle = params.handle;
  if (!isPlausibleHandle(handle)) throw notFound(handle ?? '');

  const {product} = await criticalData(
    storefront.query(PRODUCT_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        handle,
        imagesLimit: PRODUCT_IMAGES_LIMIT,
        variantsLimit: VARIANTS_LIMIT,
      },
    }),
    'Product',
  );
  // Secret-shop products answer by handle on the platform; only the secret shop shows them.
  if (!product || !isPublicResource(product)) throw notFound(handle);
  // Started once the product is known to exist, so a stray URL costs the platform one request.
  const recommendations = loadRecommendations(context, handle);

  const soldInCountry = isProductAvailableInCountry(product.tags, market.country);
  const variants = marketVisibleVariants(product, market).map((variant) =>
    variantView(variant, soldInCountry),
  );

  const url = canonicalUrl(request.url);
  const images = product.images.nodes;
  const video = webUrl(product.video?.value);
  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      vendor: product.vendor,
      description: product.description,
      descriptionHtml: product.descriptionHtml,
      seo: product.seo,
      headline: product.headline?.value ?? null,
      brief: (product.brief?.value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      images,
      imageWide: product.imageWide?.reference?.image ?? null,
      video: video
        ? {
            url: video,
            type: videoType(video),
            poster: images[0] ? resizedImageUrl(images[0].url, VIDEO_POSTER_WIDTH) : null,
          }
        : null,
    },
    variants,
    soldInCountry,
    recommendations,
    canonicalUrl: url,
    jsonLd: productJsonLd({
      name: product.title,
      description: product.description,
      url,
      brand: product.vendor,
      images: images.map((image) => image.url),
      offers: variants.map((variant) => ({
        name: variant.title || product.title,
        sku: variant.sku,
        price: variant.price,
        availability: variant.availability,
        url: `${url}${variantSearch(variant)}`,
      })),
    }),
  };
}

export default function Product() {
  const {product, variants, soldInCountry, recommendations, jsonLd} =
    useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const {t} = useTranslation();
  const selected = selectVariant(variants, searchParams);

  const variantImage = selected?.image;
  const images = variantImage
    ? [
        variantImage,
        ...product.images.filter(
          (image) => image.id !== variantImage.id && image.url !== variantImage.url,
        ),
      ]
    : product.images;

  return (
    <>
      <div className="container product">
        <ProductGallery key={selected?.id} images={images} title={product.title} />
        <section className="product__info" aria-labelledby="product-title">
          <p className="eyebrow">{product.vendor}</p>
          <h1 id="product-title">{product.title}</h1>
          {product.headline && <p className="product__headline">{product.headline}</p>}
          {selected && (
            <p className="product__price">
              <Price price={selected.price} compareAtPrice={selected.compareAtPrice} />
            </p>
          )}
          {selected && (selected.hasCustomTitle || selected.checkoutDescription) && (
            <p className="product__variant-note">
              {selected.hasCustomTitle && <strong>{selected.title}</strong>}
              {selected.hasCustomTitle && selected.checkoutDescription && ' · '}
              {selected.checkoutDescription}
            </p>
          )}
          {selected && <VariantPicker variants={variants} selected={selected} />}
          {selected ? (
            <AddToCartButton
              disabled={!selected.available}
              disabledLabel={
                soldInCountry ? t('catalog.unavailable') : t('catalog.notSoldInCountry')
              }
              lines={[
                {
                  merchandiseId: selected.id,
                  quantity: 1,
                  selectedVariant: {
                    ...selected,
                    product: {
                      id: product.id,
                      handle: product.handle,
                      title: product.title,
                    },
                  },
                },
              ]}
            />
          ) : (
            <p className="notice">{t('catalog.notSoldInCountry')}</p>
          )}
          {product.brief.length > 0 && (
            <div className="product__brief">
              <h2>{t('catalog.atAGlance')}</h2>
              <ul>
                {product.brief.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="product__description">
            <h2 className="visually-hidden">{t('catalog.description')}</h2>
            <div dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
          </div>
        </section>
      </div>

      {product.imageWide && (
        <div className="container product-banner">
          <Image
            data={product.imageWide}
            alt={product.imageWide.altText ?? ''}
            aspectRatio="12/5"
            sizes={WIDE_IMAGE_SIZES}
            loading="lazy"
          />
        </div>
      )}

      {product.video && (
        <section className="container product-film" aria-labelledby="product-film">
          <div className="product-film__text">
            <h2 id="product-film">{t('catalog.inMotion')}</h2>
            <p className="lede">{t('catalog.video', {title: product.title})}</p>
          </div>
          {/* A silent clip of the brush turning: there is nothing to caption. */}
          <video
            className="product-film__video"
            controls
            muted
            playsInline
            preload="none"
            poster={product.video.poster ?? undefined}
            aria-label={t('catalog.video', {title: product.title})}
          >
            <source src={product.video.url} type={product.video.type} />
          </video>
        </section>
      )}

      <Suspense fallback={null}>
        <Await resolve={recommendations} errorElement={null}>
          {(cards) =>
            cards && cards.length > 0 ? (
              <section
                className="container product-recommendations"
                aria-labelledby="product-recommendations"
              >
                <div className="section-heading">
                  <h2 id="product-recommendations">{t('catalog.recommendations')}</h2>
                  <Link to="/concept-store" className="section-link">
                    {t('catalog.seeConceptStore')}
                  </Link>
                </div>
                <ProductGrid products={cards} eager={false} />
              </section>
            ) : null
          }
        </Await>
      </Suspense>

      <JsonLd data={jsonLd} />
    </>
  );
}
