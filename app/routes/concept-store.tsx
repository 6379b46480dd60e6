import {
  useLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import {CART_PATH} from '~/lib/navigation';
import {conceptStoreLoader} from '~/features/promos/concept-store.server';
import {useTranslation} from '~/i18n/react';
import {ConceptStoreCard} from '~/features/promos/ConceptStoreCard';
import {PromoGridPage} from '~/features/promos/PromoGridPage';

export const loader = conceptStoreLoader;

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

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
