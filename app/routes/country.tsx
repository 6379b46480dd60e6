export {countryPickerLoader as loader} from '~/features/markets/countries.server';
export {CountryPage as default} from '~/features/markets/CountryPage';
