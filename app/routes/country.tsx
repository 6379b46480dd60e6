import type {MetaFunction} from '@remix-run/react';
import type {CountryPickerData} from '~/features/markets/country-form';
import {pageMeta} from '~/ui/page-meta';

export {countryPickerLoader as loader} from '~/features/markets/countries.server';
export {CountryPage as default} from '~/features/markets/CountryPage';

export const meta: MetaFunction = ({data, matches}) =>
  pageMeta(matches, (data as CountryPickerData | undefined)?.seo);
