import type {LoaderFunctionArgs, SerializeFrom} from '@shopify/remix-oxygen';
import {PRODUCT_QUERY} from '#graphql/product';
import type {ProductCardFragment, ProductQuery} from '#graphql/storefrontapi.generated';
import {marketVisibleVariants} from '~/features/catalog/market-variants';
import {
  cardShown,
  productCardView,
  type ProductCardShown,
} from '~/features/catalog/product-card-view';
import {variantSearch, withoutRegion} from '~/features/catalog/variant-selection';
import {isProductAvailableInCountry, isVariantAvailable} from '@brush/rules/availability';
import {isWhiteCheekBrush} from '@brush/rules/add-to-cart-dialog';
import {criticalData} from '~/server/critical-data.server';
import {
  CARD_VARIANTS_LIMIT,
  PRODUCT_IMAGES_LIMIT,
  VARIANTS_LIMIT,
} from '@brush/rules/limits';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {isPlausibleHandle, isPublicResource} from '~/lib/public-catalog';
import {canonicalUrl, offerAvailability, productJsonLd, serializeJsonLd} from '~/lib/seo';
import type {Market} from '@brush/rules/variant-visibility';
import {withRenderedJsonLd} from './rendered-json-ld';
import {videoType, webUrl} from './video';
import {sizedImageUrl} from './image-url';

/** Recommendations shown under the product: one row of the widest grid. */
export const PRODUCT_RECOMMENDATIONS_SHOWN = 4;

/** Asked for: enough for a full row once unsold products are left out. */
export const PRODUCT_RECOMMENDATIONS_FETCHED = 2 * PRODUCT_RECOMMENDATIONS_SHOWN;

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
    options,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    image: variant.image,
    checkoutDescription: variant.checkoutDescription?.value ?? null,
    available: soldInCountry && isVariantAvailable(variant),
  };
}

/** A GraphQL error as Hydrogen hands it back: `path` names the field that failed. */
interface FieldError {
  message: string;
  path?: readonly (string | number)[];
}

/** The answer with a failure of its recommendations alone set aside. */
export function withoutRecommendationsFailure<
  T extends {errors?: readonly FieldError[] | null; recommendations?: unknown},
>(answer: T): T {
  const failed = (error: FieldError) => error.path?.[0] === 'recommendations';
  const errors = answer.errors ?? [];
  if (!errors.some(failed)) return answer;
  console.error('recommendations failed', errors.filter(failed));
  const rest = errors.filter((error) => !failed(error));
  return {...answer, recommendations: null, errors: rest.length > 0 ? rest : undefined};
}

/** The cards the page shows, or null for none: the page then shows no recommendations. */
function recommendationCards(
  collection: {products: {nodes: ProductCardFragment[]}} | null | undefined,
  currentHandle: string,
  market: Market,
) {
  // Worked out product by product until the row is full: the rest are never shown.
  const cards: ProductCardShown[] = [];
  for (const product of collection?.products.nodes ?? []) {
    if (cards.length === PRODUCT_RECOMMENDATIONS_SHOWN) break;
    if (product.handle === currentHandle) continue;
    const card = productCardView(product, market);
    if (card.soldInCountry && card.price !== null) cards.push(cardShown(card));
  }
  return cards.length > 0 ? cards : null;
}

function notFound(handle: string): Response {
  return new Response(`product ${handle} not found`, {status: 404});
}

export type ProductPageData = SerializeFrom<typeof productLoader>;
export type ProductVariantView = ProductPageData['variants'][number];

export async function productLoader({context, params, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const handle = params.handle;
  if (!isPlausibleHandle(handle)) throw notFound(handle ?? '');

  const {product, recommendations: conceptStore} = await criticalData(
    storefront
      .query(PRODUCT_QUERY, {
        // Prices: short, so a cached page shows a change within its bound.
        cache: storefront.CacheShort(),
        variables: {
          handle,
          imagesLimit: PRODUCT_IMAGES_LIMIT,
          productVariantsLimit: VARIANTS_LIMIT,
          variantsLimit: CARD_VARIANTS_LIMIT,
          recommendationsHandle: CONCEPT_STORE_COLLECTION_HANDLE,
          recommendationsFirst: PRODUCT_RECOMMENDATIONS_FETCHED,
        },
      })
      .then(withoutRecommendationsFailure),
    'Product',
  );
  // Secret-shop products answer by handle on the platform.
  if (!product || !isPublicResource(product)) throw notFound(handle);
  const recommendations = recommendationCards(conceptStore, handle, market);

  const soldInCountry = isProductAvailableInCountry(product.tags, market.country);
  const shown = marketVisibleVariants(product, market).map((variant) => ({
    variant,
    view: variantView(variant, soldInCountry),
  }));
  const variants = shown.map(({view}) => view);

  const url = canonicalUrl(request.url);
  const images = product.images.nodes;
  const video = webUrl(product.video?.value);
  const data = {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      // The page's code reads one tag, the white cheek brush's, for its add to cart.
      tags: product.tags.filter((tag) => isWhiteCheekBrush([tag])),
      vendor: product.vendor,
      descriptionHtml: product.descriptionHtml,
      // The meta tags' words, worked out here: the page renders the description as HTML
      // only.
      seo: {
        title: product.seo.title || product.title,
        description: product.seo.description || product.description,
      },
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
            poster: images[0]
              ? sizedImageUrl({src: images[0].url, width: VIDEO_POSTER_WIDTH})
              : null,
          }
        : null,
    },
    variants,
    soldInCountry,
    recommendations,
    canonicalUrl: url,
  };
  // Rendered by the server alone: the browser never reads it (./rendered-json-ld.ts).
  const jsonLd = productJsonLd({
    name: product.title,
    description: product.description,
    url,
    brand: product.vendor,
    images: images.map((image) => image.url),
    offers: shown.map(({variant, view}) => ({
      name: view.title || product.title,
      sku: variant.sku,
      price: variant.price,
      availability: offerAvailability({
        availableForSale: variant.availableForSale,
        currentlyNotInStock: variant.currentlyNotInStock,
        soldInCountry,
      }),
      url: `${url}${variantSearch(view)}`,
    })),
  });
  return withRenderedJsonLd(data, serializeJsonLd(jsonLd));
}
