import {pageMeta} from '~/ui/page-meta';
import {pwywProductsLoader} from '~/features/promos/pwyw-products.server';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {PwywCard} from '~/features/promos/PwywCard';
import {PromoGridPage} from '~/features/promos/PromoGridPage';

export const loader = pwywProductsLoader;

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

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
