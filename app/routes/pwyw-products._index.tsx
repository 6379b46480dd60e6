import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PWYW_PRODUCTS_QUERY} from '#graphql/promos';
import {pwywCardView} from '~/features/promos/promo-views';
import {i18nFor} from '~/i18n';
import {criticalData} from '~/server/critical-data.server';
import {CARD_VARIANTS_LIMIT} from '@brush/rules/limits';
import {
  PWYW_PRODUCTS_SEARCH,
  PWYW_PRODUCTS_SHOWN,
  presetPercentList,
} from '@brush/rules/promos';
import {isPublicResource} from '~/lib/public-catalog';
import {offersCustomPrice} from '@brush/rules/pwyw';
import {canonicalUrl} from '~/lib/seo';
import {useLoaderData} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {PwywCard} from '~/features/promos/PwywCard';
import {PromoGridPage} from '~/features/promos/PromoGridPage';

export async function loader({context, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const {products} = await criticalData(
    storefront.query(PWYW_PRODUCTS_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        query: PWYW_PRODUCTS_SEARCH,
        first: PWYW_PRODUCTS_SHOWN,
        variantsLimit: CARD_VARIANTS_LIMIT,
      },
    }),
    'PwywProducts',
  );
  const {t} = i18nFor(market.language);
  const presets = presetPercentList(market.language);
  return {
    presets,
    products: products.nodes
      .filter((product) => isPublicResource(product) && offersCustomPrice(product.tags))
      .flatMap((product) => pwywCardView(product, market) ?? []),
    seo: {
      title: t('promos.pwyw.title'),
      description: t('promos.pwyw.description', {presets}),
      url: canonicalUrl(request.url),
    },
  };
}

export {loaderSeoMeta as meta} from '~/ui/page-meta';

export default function PwywProductsPage() {
  const {products, presets} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <PromoGridPage
      title={t('promos.pwyw.title')}
      lede={t('promos.pwyw.lede', {presets})}
      empty={t('promos.pwyw.empty')}
      products={products}
      renderCard={(product, eager) => <PwywCard product={product} eager={eager} />}
    />
  );
}
