import type {Language} from '@brush/rules/countries';
import {account} from './account';
import {cart} from './cart';
import {catalog} from './catalog';
import {content} from './content';
import {errors} from './errors';
import {footer} from './footer';
import {growth} from './growth';
import {home} from './home';
import {languageTranslator} from './instances';
import {programmes} from './programmes';
import type {Translator} from './translator';
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
  growth,
  account,
  programmes,
} as const;

type Areas = typeof areas;
export type Resources = {[A in keyof Areas]: Areas[A]['en']};

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

/**
 * A language's translator for a loader or the worker's own pages: the same one the layout
 * renders with on the server (./instances).
 */
export function i18nFor(language: Language): Translator {
  return languageTranslator(language, resources[language].translation);
}
