import {useLoaderData} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {PwywCard} from '~/features/promos/PwywCard';
import {PromoGridPage} from '~/features/promos/PromoGridPage';
import type {PwywProductsData} from './page-data';

export function PwywProductsPage() {
  const {products, presets} = useLoaderData<PwywProductsData>();
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
