import {pageMeta} from '~/ui/page-meta';
import {welcomeOfferLoader} from '~/features/promos/welcome-offer.server';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {CART_PATH} from '~/lib/navigation';
import {WelcomeOfferForm} from '~/features/promos/WelcomeOfferForm';

export const loader = welcomeOfferLoader;
export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

export default function WelcomeOfferPage() {
  const {t} = useTranslation();
  const {merchandiseId, price, productTitle} = useLoaderData<typeof loader>();
  return (
    <div className="container welcome-offer-page">
      <h1>{t('promos.welcome.title')}</h1>
      <WelcomeOfferForm
        merchandiseId={merchandiseId}
        price={price}
        productTitle={productTitle}
        fetcherKey="welcome-offer-page"
        busy={false}
        redirectTo={CART_PATH}
      />
    </div>
  );
}
