import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CONCEPT_STORE_QUERY} from '#graphql/promos';
import {conceptStoreCardView} from '~/features/promos/promo-views';
import {criticalData} from '~/server/critical-data.server';
import {CARD_VARIANTS_LIMIT, RECOMMENDATION_PRODUCTS_LIMIT} from '@brush/rules/limits';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import {isPublicResource} from '~/lib/public-catalog';
import {canonicalUrl} from '~/lib/seo';
import {useLoaderData, type ShouldRevalidateFunction} from '@remix-run/react';
import {CART_PATH} from '~/lib/navigation';
import {useTranslation} from '~/i18n/react';
import {ConceptStoreCard} from '~/features/promos/ConceptStoreCard';
import {PromoGridPage} from '~/features/promos/PromoGridPage';

// The concept store: its collection's products (up to 250,
// docs/product/pricing.md#concept-store) at their concept-store prices.
export async function loader({context, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const {collection} = await criticalData(
    storefront.query(CONCEPT_STORE_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        handle: CONCEPT_STORE_COLLECTION_HANDLE,
        first: RECOMMENDATION_PRODUCTS_LIMIT,
        variantsLimit: CARD_VARIANTS_LIMIT,
      },
    }),
    'ConceptStore',
  );
  if (!collection) throw new Response('concept store not found', {status: 404});
  return {
    title: collection.title,
    description: collection.description,
    products: collection.products.nodes
      .filter(isPublicResource)
      .flatMap((product) => conceptStoreCardView(product, market) ?? []),
    seo: {
      title: collection.seo.title ?? collection.title,
      description: collection.seo.description ?? collection.description,
      url: canonicalUrl(request.url),
      image: collection.image,
    },
  };
}

export {loaderSeoMeta as meta} from '~/ui/page-meta';

/** Adding to the cart changes nothing this page shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === CART_PATH ? false : defaultShouldRevalidate);

export default function ConceptStorePage() {
  const {title, description, products} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <PromoGridPage
      title={title}
      lede={description}
      empty={t('promos.conceptStore.empty')}
      products={products}
      renderCard={(product, eager) => (
        <ConceptStoreCard product={product} eager={eager} />
      )}
    />
  );
}
