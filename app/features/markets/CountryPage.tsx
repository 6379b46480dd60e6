import {Form, Link, useLoaderData, useNavigation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {
  CHANGE_COUNTRY_PATH,
  changesCountry,
  REDIRECT_TO_FIELD,
} from './localization-loading';
import type {CountryPickerData} from './country-form';
import {CountryList} from './CountryList';

/**
 * The country picker as a page: the way to choose a country without JavaScript (a plain form
 * post that returns to the page the shopper came from).
 */
export function CountryPage() {
  const {t} = useTranslation();
  const {countries, current, countryName, droppedTitles, redirectTo} =
    useLoaderData<CountryPickerData>();
  const navigation = useNavigation();
  return (
    <div className="container country-page">
      <h1>{t('footer.shipping.pickerTitle')}</h1>
      {droppedTitles.length > 0 && (
        <p role="status" className="shipping-info__dropped">
          {t('footer.shipping.dropped', {
            country: countryName,
            titles: droppedTitles.join(', '),
          })}
        </p>
      )}
      <CountryList
        countries={countries}
        current={current}
        disabled={changesCountry(navigation)}
        renderForm={(items) => (
          <Form method="post" action={CHANGE_COUNTRY_PATH}>
            <input type="hidden" name={REDIRECT_TO_FIELD} value={redirectTo} />
            {items}
          </Form>
        )}
      />
      <p>
        <Link to={redirectTo}>{t('footer.shipping.cancel')}</Link>
      </p>
    </div>
  );
}
