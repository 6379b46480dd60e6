import {createInstance, type i18n} from 'i18next';
import type {Language} from '@brush/rules/countries';

/**
 * A synchronous instance holding one language: every text is at hand when it is created, so
 * the server renders the shopper's language and the browser hydrates the same text with
 * nothing to fetch. It never switches language, so every request may share it. No fallback
 * language: a key missing in one language does not compile (./define).
 */
export function createI18n(language: Language, translation: object): i18n {
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

const instances = new Map<Language, i18n>();

/**
 * The one instance of a language, created on first use: loaders (through i18nFor) and
 * rendering (the root's provider, with the texts the root loader sent) share it, on the
 * server for the isolate's life and in the browser for the page's.
 */
export function i18nInstance(language: Language, translations: object): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, translations);
    instances.set(language, instance);
  }
  return instance;
}
