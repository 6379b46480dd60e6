import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {PWYW_PRODUCTS_QUERY} from 'graphql/promos';
import {PwywCard} from '~/components/promos/PwywCard';
import {PromoGridPage} from '~/components/promos/PromoGridPage';
import {promoMeta} from '~/components/promos/meta';
import {pwywCardView} from '~/components/promos/promo-views';
import {i18nFor} from '~/i18n';
import {criticalData} from '~/lib/critical-data.server';
import {VARIANTS_LIMIT} from '~/lib/limits';
import {PWYW_PRODUCTS_SEARCH, PWYW_PRODUCTS_SHOWN, presetPercentList} from '~/lib/promos';
import {isPublicResource} from '~/lib/public-catalog';
import {offersCustomPrice} from '~/lib/pwyw';
import {canonicalUrl} from '~/lib/seo';
import promosStyles from '~/styles/promos.css?url';

export const links = () => [{rel: 'stylesheet', href: promosStyles}];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  promoMeta(matches, data?.seo);

export async function loader({context, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const {products} = await criticalData(
    storefront.query(PWYW_PRODUCTS_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        query: PWYW_PRODUCTS_SEARCH,
        first: PWYW_PRODUCTS_SHOWN,
        variantsLimit: VARIANTS_LIMIT,
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

export default function PwywProducts() {
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
