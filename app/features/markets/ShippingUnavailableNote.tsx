import {Link, useLocation, useRouteLoaderData} from '@remix-run/react';
import {isShippingRestricted} from '@brush/rules/shipping';
import {useTranslation} from '~/i18n/react';
import {countryPickerPath} from './localization-loading';
import {SUPPORT_EMAIL} from './support-email';

interface RootMarket {
  market?: {country: string} | null;
  layout?: {localization: {country: {name: string}}};
}

// docs/product/markets.md#restricted-countries, where the shopper meets it first (product
// page, add-to-cart dialog): 'modify country' opens the picker and comes back here.
export function ShippingUnavailableNote() {
  const {t} = useTranslation();
  const location = useLocation();
  const root = useRouteLoaderData<RootMarket>('root');
  const country = root?.market?.country;
  if (!country || !isShippingRestricted(country)) return null;
  return (
    <div className="shipping-unavailable" role="note">
      <p>
        {t('footer.shipping.unavailable', {
          country: root.layout?.localization.country.name ?? country,
        })}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <Link
        to={countryPickerPath(`${location.pathname}${location.search}`)}
        className="button button--secondary button--block"
      >
        {t('footer.shipping.changeCountry')}
      </Link>
    </div>
  );
}
