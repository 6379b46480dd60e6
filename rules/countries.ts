import {remember} from './cache';
export const SUPPORTED_LANGUAGES = ['en', 'it', 'es', 'fr'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The country assumed when none is known (GET /api/country defaults to US:
 * docs/product/markets.md#market). */
export const DEFAULT_COUNTRY = 'US';

export const DEFAULT_CURRENCY = 'USD';

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
  /** ISO 4217, upper case. */
  currency: string;
}

/** An entry of the server-supplied country list; missing fields keep the default. */
export interface ServerCountry {
  code: string;
  name?: string | null;
  currency?: string | null;
}

/** The default country table. */
export const COUNTRIES: readonly Country[] = [
  {code: 'AC', name: 'Ascension Island', currency: 'USD'},
  {code: 'AD', name: 'Andorra', currency: 'EUR'},
  {code: 'AE', name: 'United Arab Emirates', currency: 'USD'},
  {code: 'AF', name: 'Afghanistan', currency: 'USD'},
  {code: 'AG', name: 'Antigua & Barbuda', currency: 'USD'},
  {code: 'AI', name: 'Anguilla', currency: 'USD'},
  {code: 'AL', name: 'Albania', currency: 'USD'},
  {code: 'AM', name: 'Armenia', currency: 'USD'},
  {code: 'AO', name: 'Angola', currency: 'USD'},
  {code: 'AR', name: 'Argentina', currency: 'USD'},
  {code: 'AT', name: 'Austria', currency: 'EUR'},
  {code: 'AU', name: 'Australia', currency: 'USD'},
  {code: 'AW', name: 'Aruba', currency: 'USD'},
  {code: 'AX', name: 'Åland Islands', currency: 'USD'},
  {code: 'AZ', name: 'Azerbaijan', currency: 'USD'},
  {code: 'BA', name: 'Bosnia & Herzegovina', currency: 'USD'},
  {code: 'BB', name: 'Barbados', currency: 'USD'},
  {code: 'BD', name: 'Bangladesh', currency: 'USD'},
  {code: 'BE', name: 'Belgium', currency: 'EUR'},
  {code: 'BF', name: 'Burkina Faso', currency: 'USD'},
  {code: 'BG', name: 'Bulgaria', currency: 'EUR'},
  {code: 'BH', name: 'Bahrain', currency: 'USD'},
  {code: 'BI', name: 'Burundi', currency: 'USD'},
  {code: 'BJ', name: 'Benin', currency: 'USD'},
  {code: 'BL', name: 'St. Barthélemy', currency: 'USD'},
  {code: 'BM', name: 'Bermuda', currency: 'USD'},
  {code: 'BN', name: 'Brunei', currency: 'USD'},
  {code: 'BO', name: 'Bolivia', currency: 'USD'},
  {code: 'BQ', name: 'Caribbean Netherlands', currency: 'USD'},
  {code: 'BR', name: 'Brazil', currency: 'USD'},
  {code: 'BS', name: 'Bahamas', currency: 'USD'},
  {code: 'BT', name: 'Bhutan', currency: 'USD'},
  {code: 'BV', name: 'Bouvet Island', currency: 'USD'},
  {code: 'BW', name: 'Botswana', currency: 'USD'},
  {code: 'BY', name: 'Belarus', currency: 'USD'},
  {code: 'BZ', name: 'Belize', currency: 'USD'},
  {code: 'CA', name: 'Canada', currency: 'USD'},
  {code: 'CC', name: 'Cocos (Keeling) Islands', currency: 'USD'},
  {code: 'CD', name: 'Congo - Kinshasa', currency: 'USD'},
  {code: 'CF', name: 'Central African Republic', currency: 'USD'},
  {code: 'CG', name: 'Congo - Brazzaville', currency: 'USD'},
  {code: 'CH', name: 'Switzerland', currency: 'USD'},
  {code: 'CI', name: 'Côte d’Ivoire', currency: 'USD'},
  {code: 'CK', name: 'Cook Islands', currency: 'USD'},
  {code: 'CL', name: 'Chile', currency: 'USD'},
  {code: 'CM', name: 'Cameroon', currency: 'USD'},
  {code: 'CN', name: 'China', currency: 'USD'},
  {code: 'CO', name: 'Colombia', currency: 'USD'},
  {code: 'CR', name: 'Costa Rica', currency: 'USD'},
  {code: 'CU', name: 'Cuba', currency: 'USD'},
  {code: 'CV', name: 'Cape Verde', currency: 'USD'},
  {code: 'CW', name: 'Curaçao', currency: 'USD'},
  {code: 'CX', name: 'Christmas Island', currency: 'USD'},
  {code: 'CY', name: 'Cyprus', currency: 'EUR'},
  {code: 'CZ', name: 'Czechia', currency: 'USD'},
  {code: 'DE', name: 'Germany', currency: 'EUR'},
  {code: 'DJ', name: 'Djibouti', currency: 'USD'},
  {code: 'DK', name: 'Denmark', currency: 'USD'},
  {code: 'DM', name: 'Dominica', currency: 'USD'},
  {code: 'DO', name: 'Dominican Republic', currency: 'USD'},
  {code: 'DZ', name: 'Algeria', currency: 'USD'},
  {code: 'EC', name: 'Ecuador', currency: 'USD'},
  {code: 'EE', name: 'Estonia', currency: 'EUR'},
  {code: 'EG', name: 'Egypt', currency: 'USD'},
  {code: 'EH', name: 'Western Sahara', currency: 'USD'},
  {code: 'ER', name: 'Eritrea', currency: 'USD'},
  {code: 'ES', name: 'Spain', currency: 'EUR'},
  {code: 'ET', name: 'Ethiopia', currency: 'USD'},
  {code: 'FI', name: 'Finland', currency: 'EUR'},
  {code: 'FJ', name: 'Fiji', currency: 'USD'},
  {code: 'FK', name: 'Falkland Islands', currency: 'USD'},
  {code: 'FO', name: 'Faroe Islands', currency: 'USD'},
  {code: 'FR', name: 'France', currency: 'EUR'},
  {code: 'GA', name: 'Gabon', currency: 'USD'},
  {code: 'GB', name: 'United Kingdom', currency: 'GBP'},
  {code: 'GD', name: 'Grenada', currency: 'USD'},
  {code: 'GE', name: 'Georgia', currency: 'USD'},
  {code: 'GF', name: 'French Guiana', currency: 'USD'},
  {code: 'GG', name: 'Guernsey', currency: 'USD'},
  {code: 'GH', name: 'Ghana', currency: 'USD'},
  {code: 'GI', name: 'Gibraltar', currency: 'USD'},
  {code: 'GL', name: 'Greenland', currency: 'USD'},
  {code: 'GM', name: 'Gambia', currency: 'USD'},
  {code: 'GN', name: 'Guinea', currency: 'USD'},
  {code: 'GP', name: 'Guadeloupe', currency: 'USD'},
  {code: 'GQ', name: 'Equatorial Guinea', currency: 'USD'},
  {code: 'GR', name: 'Greece', currency: 'EUR'},
  {code: 'GS', name: 'South Georgia & South Sandwich Islands', currency: 'USD'},
  {code: 'GT', name: 'Guatemala', currency: 'USD'},
  {code: 'GW', name: 'Guinea-Bissau', currency: 'USD'},
  {code: 'GY', name: 'Guyana', currency: 'USD'},
  {code: 'HK', name: 'Hong Kong SAR', currency: 'USD'},
  {code: 'HM', name: 'Heard & McDonald Islands', currency: 'USD'},
  {code: 'HN', name: 'Honduras', currency: 'USD'},
  {code: 'HR', name: 'Croatia', currency: 'EUR'},
  {code: 'HT', name: 'Haiti', currency: 'USD'},
  {code: 'HU', name: 'Hungary', currency: 'USD'},
  {code: 'ID', name: 'Indonesia', currency: 'USD'},
  {code: 'IE', name: 'Ireland', currency: 'EUR'},
  {code: 'IL', name: 'Israel', currency: 'USD'},
  {code: 'IM', name: 'Isle of Man', currency: 'GBP'},
  {code: 'IN', name: 'India', currency: 'USD'},
  {code: 'IO', name: 'British Indian Ocean Territory', currency: 'USD'},
  {code: 'IQ', name: 'Iraq', currency: 'USD'},
  {code: 'IR', name: 'Iran', currency: 'USD'},
  {code: 'IS', name: 'Iceland', currency: 'USD'},
  {code: 'IT', name: 'Italy', currency: 'EUR'},
  {code: 'JE', name: 'Jersey', currency: 'USD'},
  {code: 'JM', name: 'Jamaica', currency: 'USD'},
  {code: 'JO', name: 'Jordan', currency: 'USD'},
  {code: 'JP', name: 'Japan', currency: 'USD'},
  {code: 'KE', name: 'Kenya', currency: 'USD'},
  {code: 'KG', name: 'Kyrgyzstan', currency: 'USD'},
  {code: 'KH', name: 'Cambodia', currency: 'USD'},
  {code: 'KI', name: 'Kiribati', currency: 'USD'},
  {code: 'KM', name: 'Comoros', currency: 'USD'},
  {code: 'KN', name: 'St. Kitts & Nevis', currency: 'USD'},
  {code: 'KP', name: 'North Korea', currency: 'USD'},
  {code: 'KR', name: 'South Korea', currency: 'USD'},
  {code: 'KW', name: 'Kuwait', currency: 'USD'},
  {code: 'KY', name: 'Cayman Islands', currency: 'USD'},
  {code: 'KZ', name: 'Kazakhstan', currency: 'USD'},
  {code: 'LA', name: 'Laos', currency: 'USD'},
  {code: 'LB', name: 'Lebanon', currency: 'USD'},
  {code: 'LC', name: 'St. Lucia', currency: 'USD'},
  {code: 'LI', name: 'Liechtenstein', currency: 'USD'},
  {code: 'LK', name: 'Sri Lanka', currency: 'USD'},
  {code: 'LR', name: 'Liberia', currency: 'USD'},
  {code: 'LS', name: 'Lesotho', currency: 'USD'},
  {code: 'LT', name: 'Lithuania', currency: 'EUR'},
  {code: 'LU', name: 'Luxembourg', currency: 'EUR'},
  {code: 'LV', name: 'Latvia', currency: 'EUR'},
  {code: 'LY', name: 'Libya', currency: 'USD'},
  {code: 'MA', name: 'Morocco', currency: 'USD'},
  {code: 'MC', name: 'Monaco', currency: 'EUR'},
  {code: 'MD', name: 'Moldova', currency: 'USD'},
  {code: 'ME', name: 'Montenegro', currency: 'EUR'},
  {code: 'MF', name: 'St. Martin', currency: 'USD'},
  {code: 'MG', name: 'Madagascar', currency: 'USD'},
  {code: 'MK', name: 'North Macedonia', currency: 'USD'},
  {code: 'ML', name: 'Mali', currency: 'USD'},
  {code: 'MM', name: 'Myanmar (Burma)', currency: 'USD'},
  {code: 'MN', name: 'Mongolia', currency: 'USD'},
  {code: 'MO', name: 'Macao SAR', currency: 'USD'},
  {code: 'MQ', name: 'Martinique', currency: 'USD'},
  {code: 'MR', name: 'Mauritania', currency: 'USD'},
  {code: 'MS', name: 'Montserrat', currency: 'USD'},
  {code: 'MT', name: 'Malta', currency: 'EUR'},
  {code: 'MU', name: 'Mauritius', currency: 'USD'},
  {code: 'MV', name: 'Maldives', currency: 'USD'},
  {code: 'MW', name: 'Malawi', currency: 'USD'},
  {code: 'MX', name: 'Mexico', currency: 'USD'},
  {code: 'MY', name: 'Malaysia', currency: 'USD'},
  {code: 'MZ', name: 'Mozambique', currency: 'USD'},
  {code: 'NA', name: 'Namibia', currency: 'USD'},
  {code: 'NC', name: 'New Caledonia', currency: 'USD'},
  {code: 'NE', name: 'Niger', currency: 'USD'},
  {code: 'NF', name: 'Norfolk Island', currency: 'USD'},
  {code: 'NG', name: 'Nigeria', currency: 'USD'},
  {code: 'NI', name: 'Nicaragua', currency: 'USD'},
  {code: 'NL', name: 'Netherlands', currency: 'EUR'},
  {code: 'NO', name: 'Norway', currency: 'USD'},
  {code: 'NP', name: 'Nepal', currency: 'USD'},
  {code: 'NR', name: 'Nauru', currency: 'USD'},
  {code: 'NU', name: 'Niue', currency: 'USD'},
  {code: 'NZ', name: 'New Zealand', currency: 'USD'},
  {code: 'OM', name: 'Oman', currency: 'USD'},
  {code: 'PA', name: 'Panama', currency: 'USD'},
  {code: 'PE', name: 'Peru', currency: 'USD'},
  {code: 'PF', name: 'French Polynesia', currency: 'USD'},
  {code: 'PG', name: 'Papua New Guinea', currency: 'USD'},
  {code: 'PH', name: 'Philippines', currency: 'USD'},
  {code: 'PK', name: 'Pakistan', currency: 'USD'},
  {code: 'PL', name: 'Poland', currency: 'USD'},
  {code: 'PM', name: 'St. Pierre & Miquelon', currency: 'USD'},
  {code: 'PN', name: 'Pitcairn Islands', currency: 'USD'},
  {code: 'PS', name: 'Palestinian Territories', currency: 'USD'},
  {code: 'PT', name: 'Portugal', currency: 'EUR'},
  {code: 'PY', name: 'Paraguay', currency: 'USD'},
  {code: 'QA', name: 'Qatar', currency: 'USD'},
  {code: 'RE', name: 'Réunion', currency: 'USD'},
  {code: 'RO', name: 'Romania', currency: 'USD'},
  {code: 'RS', name: 'Serbia', currency: 'USD'},
  {code: 'RU', name: 'Russia', currency: 'USD'},
  {code: 'RW', name: 'Rwanda', currency: 'USD'},
  {code: 'SA', name: 'Saudi Arabia', currency: 'USD'},
  {code: 'SB', name: 'Solomon Islands', currency: 'USD'},
  {code: 'SC', name: 'Seychelles', currency: 'USD'},
  {code: 'SD', name: 'Sudan', currency: 'USD'},
  {code: 'SE', name: 'Sweden', currency: 'USD'},
  {code: 'SG', name: 'Singapore', currency: 'USD'},
  {code: 'SH', name: 'St. Helena', currency: 'USD'},
  {code: 'SI', name: 'Slovenia', currency: 'EUR'},
  {code: 'SJ', name: 'Svalbard & Jan Mayen', currency: 'USD'},
  {code: 'SK', name: 'Slovakia', currency: 'EUR'},
  {code: 'SL', name: 'Sierra Leone', currency: 'USD'},
  {code: 'SM', name: 'San Marino', currency: 'EUR'},
  {code: 'SN', name: 'Senegal', currency: 'USD'},
  {code: 'SO', name: 'Somalia', currency: 'USD'},
  {code: 'SR', name: 'Suriname', currency: 'USD'},
  {code: 'SS', name: 'South Sudan', currency: 'USD'},
  {code: 'ST', name: 'São Tomé & Príncipe', currency: 'USD'},
  {code: 'SV', name: 'El Salvador', currency: 'USD'},
  {code: 'SX', name: 'Sint Maarten', currency: 'USD'},
  {code: 'SY', name: 'Syria', currency: 'USD'},
  {code: 'SZ', name: 'Eswatini', currency: 'USD'},
  {code: 'TA', name: 'Tristan da Cunha', currency: 'USD'},
  {code: 'TC', name: 'Turks & Caicos Islands', currency: 'USD'},
  {code: 'TD', name: 'Chad', currency: 'USD'},
  {code: 'TF', name: 'French Southern Territories', currency: 'USD'},
  {code: 'TG', name: 'Togo', currency: 'USD'},
  {code: 'TH', name: 'Thailand', currency: 'USD'},
  {code: 'TJ', name: 'Tajikistan', currency: 'USD'},
  {code: 'TK', name: 'Tokelau', currency: 'USD'},
  {code: 'TL', name: 'Timor-Leste', currency: 'USD'},
  {code: 'TM', name: 'Turkmenistan', currency: 'USD'},
  {code: 'TN', name: 'Tunisia', currency: 'USD'},
  {code: 'TO', name: 'Tonga', currency: 'USD'},
  {code: 'TR', name: 'Türkiye', currency: 'USD'},
  {code: 'TT', name: 'Trinidad & Tobago', currency: 'USD'},
  {code: 'TV', name: 'Tuvalu', currency: 'USD'},
  {code: 'TW', name: 'Taiwan', currency: 'USD'},
  {code: 'TZ', name: 'Tanzania', currency: 'USD'},
  {code: 'UA', name: 'Ukraine', currency: 'USD'},
  {code: 'UG', name: 'Uganda', currency: 'USD'},
  {code: 'UM', name: 'U.S. Outlying Islands', currency: 'USD'},
  {code: 'US', name: 'United States', currency: 'USD'},
  {code: 'UY', name: 'Uruguay', currency: 'USD'},
  {code: 'UZ', name: 'Uzbekistan', currency: 'USD'},
  {code: 'VA', name: 'Vatican City', currency: 'EUR'},
  {code: 'VC', name: 'St. Vincent & Grenadines', currency: 'USD'},
  {code: 'VE', name: 'Venezuela', currency: 'USD'},
  {code: 'VG', name: 'British Virgin Islands', currency: 'USD'},
  {code: 'VN', name: 'Vietnam', currency: 'USD'},
  {code: 'VU', name: 'Vanuatu', currency: 'USD'},
  {code: 'WF', name: 'Wallis & Futuna', currency: 'USD'},
  {code: 'WS', name: 'Samoa', currency: 'USD'},
  {code: 'XK', name: 'Kosovo', currency: 'USD'},
  {code: 'YE', name: 'Yemen', currency: 'USD'},
  {code: 'YT', name: 'Mayotte', currency: 'USD'},
  {code: 'ZA', name: 'South Africa', currency: 'USD'},
  {code: 'ZM', name: 'Zambia', currency: 'USD'},
  {code: 'ZW', name: 'Zimbabwe', currency: 'USD'},
];

const LANGUAGE_BY_COUNTRY: Readonly<Record<string, Language>> = {
  FR: 'fr',
  IT: 'it',
  MX: 'es',
  ES: 'es',
};

const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

let defaultCountriesByCode: ReadonlyMap<string, Country> | undefined;

/** Built on first use rather than when the module loads. */
function countriesByCode(): ReadonlyMap<string, Country> {
  defaultCountriesByCode ??= new Map(COUNTRIES.map((country) => [country.code, country]));
  return defaultCountriesByCode;
}

/** A known code, exactly as the Storefront API spells it (upper case). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && countriesByCode().has(value);
}

/** Lenient reading of a code from a header, cookie or form ('de ' -> 'DE'). */
export function normaliseCountryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

export function countryByCode(
  code: string | null | undefined,
  countries: readonly Country[] = COUNTRIES,
): Country | undefined {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return undefined;
  return countries.find((country) => country.code === wanted);
}

/** The currency a country pays in; an unknown country pays in USD like the US. */
export function currencyForCountry(
  code: string | null | undefined,
  countries: readonly Country[] = COUNTRIES,
): string {
  return (
    countryByCode(code, countries)?.currency ??
    countryByCode(code)?.currency ??
    DEFAULT_CURRENCY
  );
}

export function languageForCountry(code: string | null | undefined): Language {
  return (code && LANGUAGE_BY_COUNTRY[code.trim().toUpperCase()]) || DEFAULT_LANGUAGE;
}

const regionNames = new Map<Language, Intl.DisplayNames | null>();

function regionNamesIn(language: Language): Intl.DisplayNames | null {
  return remember(regionNames, language, () => {
    try {
      return new Intl.DisplayNames([language], {type: 'region', fallback: 'none'});
    } catch {
      // A runtime without the language's region names keeps the given names.
      return null;
    }
  });
}

/**
 * A country's name as the shopper reads it, for sentences in their language
 * ('destinazione: Italia', not 'Italy'; docs/product/markets.md#country).
 */
export function countryNameIn(code: string, language: Language, name: string): string {
  if (language === DEFAULT_LANGUAGE) return name;
  return regionNamesIn(language)?.of(code.trim().toUpperCase()) || name;
}

/** Every country of a list named in the shopper's language (see countryNameIn). */
export function countriesNamedIn(
  countries: readonly Country[],
  language: Language,
): Country[] {
  return countries.map((country) => ({
    ...country,
    name: countryNameIn(country.code, language, country.name),
  }));
}

export function isSupportedLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The server's list overrides the default names and currencies; countries only the server
 * knows are appended, and countries it leaves out keep their defaults, so a failed or
 * partial localization answer never removes a country from the picker.
 */
export function mergeCountryList(
  defaults: readonly Country[],
  serverList: readonly ServerCountry[] | null | undefined,
): Country[] {
  const merged = new Map<string, Country>(
    defaults.map((country) => [country.code, {...country}]),
  );
  for (const entry of serverList ?? []) {
    const code = typeof entry.code === 'string' ? entry.code.trim().toUpperCase() : '';
    if (!COUNTRY_CODE_PATTERN.test(code)) continue;
    const current = merged.get(code);
    const name = entry.name?.trim() || current?.name || code;
    const currency =
      entry.currency && CURRENCY_CODE_PATTERN.test(entry.currency)
        ? entry.currency
        : (current?.currency ?? DEFAULT_CURRENCY);
    merged.set(code, {code, name, currency});
  }
  return [...merged.values()];
}

/** The picker lists countries by name in the shopper's language. */
export function sortCountriesByName(
  countries: readonly Country[],
  language: Language = DEFAULT_LANGUAGE,
): Country[] {
  const collator = new Intl.Collator(language, {sensitivity: 'base'});
  return [...countries].sort((a, b) => collator.compare(a.name, b.name));
}
