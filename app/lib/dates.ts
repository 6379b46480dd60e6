import {dateTimeFormat} from '@brush/rules/intl-formats';

/** A date as the shopper reads it. */
export function formatLongDate(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(language, {dateStyle: 'long', timeZone: 'UTC'}).format(date);
}
