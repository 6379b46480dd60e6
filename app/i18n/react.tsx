import type {ReactNode} from 'react';
import {I18nextProvider, useTranslation as useI18nextTranslation} from 'react-i18next';
import type {Language} from '@brush/rules/countries';
import type {Translator} from './translator';

/** Gives the page's components the language's texts (./translator) through react-i18next. */
export function TextsProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <I18nextProvider i18n={translator.i18n}>{children}</I18nextProvider>;
}

/**
 * The texts of the page's language: `t` for a key, `i18n.language` for the language's own
 * formats (dates, lists). Every instance holds one of the shop's languages (./translator).
 */
export function useTranslation() {
  const {t, i18n} = useI18nextTranslation();
  return {t, i18n: i18n as typeof i18n & {language: Language}};
}
