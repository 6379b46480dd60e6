import type {AppLoadContext, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AVAILABLE_COUNTRIES_QUERY} from '#graphql/markets';
import {
  COUNTRIES,
  countriesNamedIn,
  mergeCountryList,
  sortCountriesByName,
  type Country,
  type ServerCountry,
} from '@brush/rules/countries';
import {safeRedirectPath} from '~/server/safe-redirect';
import {canonicalUrl} from '~/lib/seo';
import {i18nFor} from '~/i18n';
import {REDIRECT_TO_FIELD} from './localization-loading';
import {DROPPED_TITLES_KEY} from './country-form';

export async function availableCountries(context: AppLoadContext): Promise<Country[]> {
  const {storefront, market} = context;
  const serverList: ServerCountry[] = await storefront
    .query(AVAILABLE_COUNTRIES_QUERY, {cache: storefront.CacheLong()})
    .then(({localization}) =>
      localization.availableCountries.map((country) => ({
        code: country.isoCode,
        name: country.name,
        currency: country.currency.isoCode,
      })),
    )
    .catch(() => []);
  return sortCountriesByName(
    countriesNamedIn(mergeCountryList(COUNTRIES, serverList), market.language),
    market.language,
  );
}

/** The picker's data: the list, the current country and the page to return to without JS. */
async function countryPickerData({request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const countries = await availableCountries(context);
  const current = context.market.country as string;
  const dropped: unknown = context.session.get(DROPPED_TITLES_KEY);
  // Reading a flash value must be committed for it to be gone on the next page.
  if (dropped !== undefined) context.session.unset(DROPPED_TITLES_KEY);
  return {
    countries,
    current,
    countryName: countries.find((country) => country.code === current)?.name ?? current,
    droppedTitles: Array.isArray(dropped)
      ? dropped.filter((title): title is string => typeof title === 'string')
      : [],
    redirectTo: safeRedirectPath(url.searchParams.get(REDIRECT_TO_FIELD)),
    // A page per shopper and return address: nothing for search engines.
    seo: {
      title: i18nFor(context.market.language).t('footer.shipping.pickerTitle'),
      url: canonicalUrl(request.url),
      noindex: true,
    },
  };
}

export type CountryPickerData = Awaited<ReturnType<typeof countryPickerData>>;

export async function countryPickerLoader(args: LoaderFunctionArgs) {
  return Response.json(await countryPickerData(args), {
    headers: {'Cache-Control': 'private, no-store'},
  });
}
