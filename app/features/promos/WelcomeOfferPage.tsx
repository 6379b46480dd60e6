import {useLoaderData} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import type {WelcomeOfferData} from './page-data';
import {CART_PATH} from '~/lib/navigation';
import {WelcomeOfferForm} from './WelcomeOfferForm';

export function WelcomeOfferPage() {
  const {t} = useTranslation();
  const {merchandiseId, price, productTitle} = useLoaderData<WelcomeOfferData>();
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
