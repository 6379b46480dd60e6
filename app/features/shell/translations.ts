import {createInstance, type i18n} from 'i18next';
import type {resources} from '~/i18n';
import {errorsEnglish} from '~/i18n/errors';
import {shellEnglish} from '~/i18n/shell';
import type {Language} from '~/rules/countries';

/** Every area's texts in one language: what the root loader sends with the page. */
export type Translations = (typeof resources)[Language]['translation'];

/**
 * The browser gets the shopper's language only, in the root's data, not every language in
 * the script bundle: four languages of every area would outweigh the shell's own code. The
 * same texts render on the server and hydrate in the browser.
 */
const instances = new Map<Language, i18n>();

function createI18n(language: Language, translation: object): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: {[language]: {translation}},
    initAsync: false,
    // React escapes what it renders; escaping here would double it.
    interpolation: {escapeValue: false},
  });
  return instance;
}

/** One instance per language: a language's texts are the same for every request of a build. */
export function i18nWithTranslations(
  language: Language,
  translations: Translations,
): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createI18n(language, translations);
  instances.set(language, instance);
  return instance;
}

/** The spec's reference language, which the page falls back to when it has no root data. */
export const FALLBACK_LANGUAGE: Language = 'en';

let fallback: i18n | null = null;

/**
 * Without the root's data (its loader failed) only the frame and the error screen render;
 * their English texts are bundled for that case.
 */
export function fallbackI18n(): i18n {
  fallback ??= createI18n(FALLBACK_LANGUAGE, {
    shell: shellEnglish,
    errors: errorsEnglish,
  });
  return fallback;
}
