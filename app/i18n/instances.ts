import {remember} from '@brush/rules/cache';
import type {Language} from '@brush/rules/countries';
import {createTranslator, type Translator} from './translator';

const translators = new Map<Language, Translator>();

/**
 * The one translator of a language, created on first use with the texts given then: loaders
 * (through i18nFor) and rendering share it, on the server for the isolate's life with every
 * text, in the browser for the page's life with the language's every text, fetched before it
 * is made (./page-texts). It never switches language, so every request may share it.
 */
export function languageTranslator(language: Language, texts: object): Translator {
  return remember(translators, language, () => createTranslator(language, texts));
}

/** The language's translator if something has created it (the page's meta reads its texts). */
export function knownTranslator(language: Language): Translator | undefined {
  return translators.get(language);
}
