import type {ReactNode} from 'react';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {BASE_CURRENCY} from '@brush/rules/currency';
import type {Region} from '@brush/rules/regions';
import {CANADA_EXTRA_DISCOUNT, ISRAEL_EXPRESS_SHIPPING} from '@brush/rules/shipping';
import {
  localFreeShippingThreshold,
  shippingInfoNotes,
  type ShippingInfoNote,
} from '@brush/rules/shipping-info';
import {CountryFlag} from './CountryFlag';
import {SUPPORT_EMAIL} from './support-email';

/** The shopper's destination as the page knows it (the root's market). */
export interface ShippingDestination {
  country: string;
  countryName: string;
  /** As the Storefront API resolved it for the country. */
  currency: string;
  region: Region;
}

export interface ShippingInfoProps {
  destination: ShippingDestination;
  changeCountry?: ReactNode;
}

/** The shipping modal's content (docs/product/markets.md#shipping-modal). */
export function ShippingInfo({destination, changeCountry}: ShippingInfoProps) {
  const {t} = useTranslation();
  const notes = shippingInfoNotes(destination);
  return (
    <div className="shipping-info">
      <p className="shipping-info__destination">
        <CountryFlag code={destination.country} size="large" />
        <span>
          {t('footer.shipping.destination', {country: destination.countryName})}
        </span>
      </p>
      <ul className="shipping-info__notes">
        {notes.map((note) => (
          <li key={note} className={`shipping-info__note shipping-info__note--${note}`}>
            <NoteText note={note} destination={destination} />
            {note === 'shippingUnavailable' && changeCountry}
          </li>
        ))}
      </ul>
      {changeCountry && !notes.includes('shippingUnavailable') && changeCountry}
    </div>
  );
}

function NoteText({
  note,
  destination: {country, countryName, currency, region},
}: {
  note: ShippingInfoNote;
  destination: ShippingDestination;
}) {
  const {t} = useTranslation();
  const formatMoney = useFormatMoney();
  switch (note) {
    case 'threshold': {
      const threshold = localFreeShippingThreshold(country, currency);
      return threshold === null
        ? null
        : t('footer.shipping.threshold', {
            amount: formatMoney({amount: threshold, currencyCode: currency}),
          });
    }
    case 'region':
      return t('footer.shipping.region', {region});
    case 'currency':
      return t('footer.shipping.currency', {currency});
    case 'checkoutCurrency':
      return t('footer.shipping.checkoutCurrency', {
        currency,
        checkoutCurrency: BASE_CURRENCY,
      });
    case 'canadaFxDiscount':
      return t('footer.shipping.canadaFxDiscount', {
        percent: Math.round(CANADA_EXTRA_DISCOUNT * 100),
      });
    case 'afterpay':
      return t('footer.shipping.afterpay');
    case 'dutiesIncluded':
      return t('footer.shipping.dutiesIncluded');
    case 'israelExpress':
      return t('footer.shipping.israelExpress', {
        amount: formatMoney({amount: ISRAEL_EXPRESS_SHIPPING, currencyCode: 'USD'}),
      });
    case 'shippingUnavailable':
      return (
        <>
          {t('footer.shipping.unavailable', {country: countryName})}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </>
      );
  }
}
