import {useContext, type ReactNode} from 'react';
import {
  I18nContext,
  I18nextProvider,
  useTranslation as useI18nextTranslation,
} from 'react-i18next';
import type {Language} from '@brush/rules/countries';
import {NAMESPACE, type Translator} from './translator';

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

type Texts = ReturnType<typeof useI18nextTranslation>;

function typed({t, i18n}: Pick<Texts, 't' | 'i18n'>) {
  return {t, i18n: i18n as typeof i18n & {language: Language}};
}

/**
 * In the browser, react-i18next's hook: it renders a component again when texts are added to
 * the instance (./page-texts).
 */
function useBrowserTexts() {
  return typed(useI18nextTranslation());
}

/**
 * On the server the instance holds every text before the render starts and nothing changes
 * during it, so the hook's subscriptions and readiness have nothing to do; react-i18next's also
 * copies the instance's properties into a new wrapper for every component it renders, which was
 * measurable in a cold render (decision 0125). The same instance and the same fixed t.
 */
function useServerTexts() {
  const {i18n} = useContext(I18nContext);
  return typed({t: i18n.getFixedT(i18n.language, NAMESPACE), i18n} as Pick<
    Texts,
    't' | 'i18n'
  >);
}

/**
 * The texts of the page's language: `t` for a key, `i18n.language` for the language's own
 * formats (dates, lists). Every instance holds one of the shop's languages (./translator).
 */
export const useTranslation = import.meta.env.SSR ? useServerTexts : useBrowserTexts;
