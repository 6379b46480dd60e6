import {errorsEnglish} from '~/i18n/errors';
import {createTranslator, type Translator} from '~/i18n/translator';
import {shellEnglish} from '~/i18n/shell';
import type {Language} from '@brush/rules/countries';

/** The spec's reference language, which the page falls back to when it has no root data. */
export const FALLBACK_LANGUAGE: Language = 'en';

let fallback: Translator | null = null;

// Without the root's data (its loader failed) only the frame and the error screen render;
// their English texts are bundled for that case.
export function fallbackI18n(): Translator {
  fallback ??= createTranslator(FALLBACK_LANGUAGE, {
    shell: shellEnglish,
    errors: errorsEnglish,
  });
  return fallback;
}
