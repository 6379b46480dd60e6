import type {i18n} from 'i18next';
import {errorsEnglish} from '~/i18n/errors';
import {createI18n} from '~/i18n/instances';
import {shellEnglish} from '~/i18n/shell';
import type {Language} from '@brush/rules/countries';

/** The spec's reference language, which the page falls back to when it has no root data. */
export const FALLBACK_LANGUAGE: Language = 'en';

let fallback: i18n | null = null;

/**
 * Without the root's data (its loader failed) only the frame and the error screen render;
 * their English texts are bundled for that case. With it, the page renders with the language's
 * one instance (~/i18n/instances), built from the texts the root sent: the browser gets the
 * shopper's language only, not every language in the script bundle.
 */
export function fallbackI18n(): i18n {
  fallback ??= createI18n(FALLBACK_LANGUAGE, {
    shell: shellEnglish,
    errors: errorsEnglish,
  });
  return fallback;
}
