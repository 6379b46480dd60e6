import {createInstance, type i18n, type TFunction} from 'i18next';
import type {Language} from '@brush/rules/countries';
import {providedI18n} from './provider';

/**
 * The shop's texts at run time, on the server and in the browser: one i18next instance per
 * language (the stack's library for the texts), which react-i18next hands to the components
 * (./react). It holds the language's every text from the start: the server bundles them, and
 * the browser fetches them before it hydrates (./page-texts, decision 0129).
 */
export interface Translator {
  readonly language: Language;
  readonly t: TFunction;
  /** The texts it holds, by area. */
  readonly texts: Readonly<Record<string, unknown>>;
  /** The i18next instance behind it, as react-i18next's provider takes it (./provider). */
  readonly i18n: i18n;
}

/** The one namespace: every text of a language is in it. */
export const NAMESPACE = 'translation';

export function createTranslator(language: Language, texts: object): Translator {
  const instance = createInstance();
  void instance.init({
    lng: language,
    // No fallback language: a key missing in one language does not compile (./define).
    fallbackLng: false,
    resources: {[language]: {[NAMESPACE]: texts}},
    initAsync: false,
    // React escapes what it renders; escaping here would double it.
    interpolation: {escapeValue: false},
    // Every text a render needs is in the instance before it renders (./page-texts).
    react: {useSuspense: false},
  });
  const provided = providedI18n(instance);
  return {
    language,
    t: provided.getFixedT(language, NAMESPACE),
    get texts() {
      return (instance.getResourceBundle(language, NAMESPACE) ?? {}) as Record<
        string,
        unknown
      >;
    },
    i18n: provided,
  };
}
