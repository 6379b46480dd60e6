import {useLoaderData} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {ConceptStoreCard} from '~/features/promos/ConceptStoreCard';
import {PromoGridPage} from '~/features/promos/PromoGridPage';
import type {ConceptStoreData} from './page-data';

export function ConceptStorePage() {
  const {title, description, products} = useLoaderData<ConceptStoreData>();
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
