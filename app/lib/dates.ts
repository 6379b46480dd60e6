import {dateTimeFormat} from '@brush/rules/intl-formats';

/**
 * A date as the shopper reads it ('2 December 2026'), or null for text that is no date. UTC on
 * both sides, so the server's rendering and the hydrated one never differ, and a day
 * ('2026-12-02') reads as that day.
 */
export function formatLongDate(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(language, {dateStyle: 'long', timeZone: 'UTC'}).format(date);
}
