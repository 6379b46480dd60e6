import {createContext, useContext, type ReactNode} from 'react';
import type {Translator} from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the page's components the language's texts (./translator). */
export function TextsProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return (
    <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
  );
}

/**
 * The texts of the page's language: `t` for a key, `i18n.language` for the language's own
 * formats (dates, lists). The names are i18next's, which the components were written against.
 */
export function useTranslation(): {t: Translator['t']; i18n: Translator} {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation outside TextsProvider');
  return {t: translator.t, i18n: translator};
}
