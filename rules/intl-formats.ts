import {remember} from './cache';

/** Intl formatters made once per kind, language and options for the isolate's life. */
const formats = new Map<string, object>();

function kept<F extends object>(
  kind: string,
  language: string,
  options: object,
  make: () => F,
): F {
  return remember(
    formats,
    `${kind}\u0000${language}\u0000${JSON.stringify(options)}`,
    make,
  ) as F;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  kept('number', language, options, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (
  language: string,
  options: Intl.DateTimeFormatOptions = {},
) => kept('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const listFormat = (language: string, options: Intl.ListFormatOptions = {}) =>
  kept('list', language, options, () => new Intl.ListFormat(language, options));
