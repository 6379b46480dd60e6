import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PRODUCT_RECOMMENDATIONS_QUERY} from '#graphql/product';
import {productCardView} from '~/features/catalog/product-card-view';
import {formatMoney} from '@brush/rules/currency';
import {CARD_VARIANTS_LIMIT, RECOMMENDATIONS_SHOWN} from '@brush/rules/limits';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {PERSONAL_CACHE_CONTROL} from '~/server/page-cache.server';

export interface ConfirmationRecommendation {
  handle: string;
  title: string;
  price: string;
  image: {url: string; altText: string | null} | null;
}

/** Asked for beyond the shown ones. */
export const RECOMMENDATIONS_FETCHED = 4 * RECOMMENDATIONS_SHOWN;

/** GET /api/recommendations?exclude=<handle>. */
export async function confirmationRecommendationsLoader({
  request,
  context,
}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const exclude = new URL(request.url).searchParams.getAll('exclude');
  const recommendations: ConfirmationRecommendation[] = await storefront
    .query(PRODUCT_RECOMMENDATIONS_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        handle: CONCEPT_STORE_COLLECTION_HANDLE,
        first: RECOMMENDATIONS_FETCHED,
        variantsLimit: CARD_VARIANTS_LIMIT,
      },
    })
    .then(({collection}) =>
      (collection?.products.nodes ?? [])
        .filter((product) => !exclude.includes(product.handle))
        .map((product) => productCardView(product, market))
        .flatMap((card) =>
          card.soldInCountry && card.price
            ? [
                {
                  handle: card.handle,
                  title: card.title,
                  price: formatMoney(
                    card.price.amount,
                    card.price.currencyCode,
                    market.language,
                  ),
                  image: card.featuredImage
                    ? {
                        url: card.featuredImage.url,
                        altText: card.featuredImage.altText ?? null,
                      }
                    : null,
                },
              ]
            : [],
        )
        .slice(0, RECOMMENDATIONS_SHOWN),
    )
    .catch((error: unknown) => {
      console.error('recommendations failed', error);
      return [];
    });
  return Response.json(
    {recommendations},
    {headers: {'Cache-Control': PERSONAL_CACHE_CONTROL}},
  );
}
