import type {Language} from '@brush/rules/countries';

type Translations<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translations<T[K]>;
};

/**
 * One area of the interface in every language, side by side. English is the reference: texts
 * the spec quotes are its values verbatim, and the type makes a key missing in another
 * language a compile error.
 */
export function defineArea<const T>(texts: Area<T>): Area<T> {
  return texts;
}

type Area<T> = {en: T} & {[L in Exclude<Language, 'en'>]: Translations<T>};
