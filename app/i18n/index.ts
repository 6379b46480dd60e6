import {createInstance, type i18n} from 'i18next';
import type {Language} from '~/lib/countries';
import {en} from './en';
import {es} from './es';
import {fr} from './fr';
import {it} from './it';

export const resources = {
  en: {translation: en},
  it: {translation: it},
  es: {translation: es},
  fr: {translation: fr},
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {translation: typeof en};
  }
}

const instances = new Map<Language, i18n>();

/**
 * One synchronous instance per language, shared by every request: every resource is bundled,
 * so the server renders the shopper's language and the browser hydrates the same text with
 * nothing to fetch. Instances are never switched to another language, so sharing is safe.
 */
export function i18nFor(language: Language): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    // React escapes what it renders; escaping here would double it.
    interpolation: {escapeValue: false},
  });
  instances.set(language, instance);
  return instance;
}
