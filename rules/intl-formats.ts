import {remember} from './cache';

/**
 * Intl formatters made once per language and options for the isolate's life. Making one
 * loads and resolves the locale's data, which costs far more than formatting with it; a cold
 * page formats every price it shows, so a formatter per call was a visible part of its render
 * (decision 0125). The keys are few: the shop's languages times its currencies and styles.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function remembered<F, O>(
  formats: Map<string, F>,
  make: (language: string, options: O) => F,
  language: string,
  options: O,
): F {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  return remember(formats, key, () => make(language, options));
}

export const numberFormat = (
  language: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat =>
  remembered(
    numberFormats,
    (locale, format: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, format),
    language,
    options,
  );

export const dateTimeFormat = (
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  remembered(
    dateTimeFormats,
    (locale, format: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, format),
    language,
    options,
  );

export const listFormat = (
  language: string,
  options: Intl.ListFormatOptions = {},
): Intl.ListFormat =>
  remembered(
    listFormats,
    (locale, format: Intl.ListFormatOptions) => new Intl.ListFormat(locale, format),
    language,
    options,
  );
