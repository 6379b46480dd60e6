import {pageMeta} from '~/ui/page-meta';
import {
  Form,
  Link,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {
  CHANGE_COUNTRY_PATH,
  changesCountry,
  REDIRECT_TO_FIELD,
} from '~/features/markets/localization-loading';
import type {CountryPickerData} from '~/features/markets/countries.server';
import {CountryList} from '~/features/markets/CountryList';
import {DroppedNotice} from '~/features/markets/DroppedNotice';

export {countryPickerLoader as loader} from '~/features/markets/countries.server';

export const meta: MetaFunction = ({data, matches}) =>
  pageMeta(matches, (data as CountryPickerData | undefined)?.seo);

/** The country picker as a page: the way to choose a country without JavaScript. */
export default function CountryPage() {
  const {t} = useTranslation();
  const {countries, current, countryName, droppedTitles, redirectTo} =
    useLoaderData<CountryPickerData>();
  const navigation = useNavigation();
  return (
    <div className="container country-page">
      <h1>{t('footer.shipping.pickerTitle')}</h1>
      <DroppedNotice countryName={countryName} titles={droppedTitles} />
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
