import {remember} from './cache';

export const SUPPORTED_LANGUAGES = ['en', 'it', 'es', 'fr'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The country assumed when none is known (docs/product/markets.md#market). */
export const DEFAULT_COUNTRY = 'US';

export const DEFAULT_CURRENCY = 'USD';

export interface Country {
  code: string;
  name: string;
  currency: string;
}

/** An entry of the server-supplied country list; missing fields keep the default. */
export interface ServerCountry {
  code: string;
  name?: string | null;
  currency?: string | null;
}

const codeList = (codes: string) => codes.trim().split(/\s+/);

/** Every country code the Storefront API 2025-01 accepts (docs/product/markets.md#country). */
const COUNTRY_CODES = codeList(`
  AC AD AE AF AG AI AL AM AO AR AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM
  BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW
  CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ
  IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT
  LU LV LY MA MC MD ME MF MG MK ML MM MN MO MQ MR MS MT MU MV MW MX MY MZ NA NC
  NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PS PT PY QA RE RO
  RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TA TC
  TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VN
  VU WF WS XK YE YT ZA ZM ZW
`);

/** The euro area and the states that use the euro by agreement. */
const EURO_COUNTRIES = new Set(
  codeList(
    'AD AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA',
  ),
);
const POUND_COUNTRIES = new Set(['GB', 'IM']);

/** Shopify's English names where a runtime's region names (Node's or workerd's) differ. */
const SHOPIFY_NAMES: Readonly<Record<string, string>> = {
  FK: 'Falkland Islands',
  HK: 'Hong Kong SAR',
  MO: 'Macao SAR',
  PS: 'Palestinian Territories',
};

let englishNames: Intl.DisplayNames | undefined;

function englishName(code: string): string {
  englishNames ??= new Intl.DisplayNames(['en'], {type: 'region', fallback: 'code'});
  return SHOPIFY_NAMES[code] ?? englishNames.of(code) ?? code;
}

/** The default country table; a name is read from Intl only when first asked for. */
export const COUNTRIES: readonly Country[] = COUNTRY_CODES.map((code) => ({
  code,
  currency: EURO_COUNTRIES.has(code)
    ? 'EUR'
    : POUND_COUNTRIES.has(code)
      ? 'GBP'
      : DEFAULT_CURRENCY,
  get name() {
    return englishName(code);
  },
}));

const LANGUAGE_BY_COUNTRY: Readonly<Record<string, Language>> = {
  FR: 'fr',
  IT: 'it',
  MX: 'es',
  ES: 'es',
};

const knownCodes: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** A known code, exactly as the Storefront API spells it (upper case). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && knownCodes.has(value);
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

// A country's name as the shopper reads it, for sentences in their language
// ('destinazione: Italia', not 'Italy'; docs/product/markets.md#country).
export function countryNameIn(code: string, language: Language, name: string): string {
  if (language === DEFAULT_LANGUAGE) return name;
  return regionNamesIn(language)?.of(code.trim().toUpperCase()) || name;
}

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

// The server's names and currencies win, its new countries are appended, and ones it
// leaves out keep their defaults: a partial localization answer never removes a country.
export function mergeCountryList(
  defaults: readonly Country[],
  serverList: readonly ServerCountry[] | null | undefined,
): Country[] {
  const merged = new Map<string, Country>(
    defaults.map((country) => [country.code, {...country}]),
  );
  for (const entry of serverList ?? []) {
    const code = typeof entry.code === 'string' ? entry.code.trim().toUpperCase() : '';
    if (!/^[A-Z]{2}$/.test(code)) continue;
    const current = merged.get(code);
    const name = entry.name?.trim() || current?.name || code;
    const currency =
      entry.currency && /^[A-Z]{3}$/.test(entry.currency)
        ? entry.currency
        : (current?.currency ?? DEFAULT_CURRENCY);
    merged.set(code, {code, name, currency});
  }
  return [...merged.values()];
}

export function sortCountriesByName(
  countries: readonly Country[],
  language: Language = DEFAULT_LANGUAGE,
): Country[] {
  const collator = new Intl.Collator(language, {sensitivity: 'base'});
  return [...countries].sort((a, b) => collator.compare(a.name, b.name));
}
