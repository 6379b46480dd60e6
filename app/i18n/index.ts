import {createInstance, type i18n} from 'i18next';
import type {Language} from '~/rules/countries';
import {cart} from './cart';
import {catalog} from './catalog';
import {content} from './content';
import {errors} from './errors';
import {footer} from './footer';
import {home} from './home';
import {promos} from './promos';
import {search} from './search';
import {security} from './security';
import {shell} from './shell';

/**
 * Each area of the shop keeps its texts in its own module (all four languages together);
 * an area's key here is the first part of every key it owns ('cart.checkout').
 */
const areas = {
  shell,
  footer,
  errors,
  home,
  catalog,
  cart,
  search,
  content,
  security,
  promos,
} as const;

type Areas = typeof areas;
type Resources = {[A in keyof Areas]: Areas[A]['en']};

function resourcesFor(language: Language): Resources {
  return Object.fromEntries(
    Object.entries(areas).map(([name, area]) => [name, area[language]]),
  ) as Resources;
}

export const resources = {
  en: {translation: resourcesFor('en')},
  it: {translation: resourcesFor('it')},
  es: {translation: resourcesFor('es')},
  fr: {translation: resourcesFor('fr')},
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {translation: Resources};
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
