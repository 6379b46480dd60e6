import {describe, expect, it} from 'vitest';
import {SUPPORTED_LANGUAGES} from '@brush/rules/countries';
import {resources} from '~/i18n';
import {createTranslator} from '~/i18n/translator';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function leaves(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('the translator', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`gives every text of ${language} with its values filled in`, () => {
      const texts = resources[language].translation;
      const translator = createTranslator(language, texts);
      let checked = 0;
      for (const [key, text] of leaves(texts)) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const names = [...text.matchAll(PLACEHOLDER)].map(([, name]) => name!);
        const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
        const options = base === key ? values : {...values, count: 2};
        const answer = String(translator.t(base as never, options as never));
        expect(answer, key).not.toBe(base);
        expect(answer, key).not.toMatch(PLACEHOLDER);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(300);
    });
  }

  it.each([
    ['en', 0, '0 brushes'],
    ['en', 1, '1 brush'],
    ['en', 2, '2 brushes'],
    ['fr', 0, '0 pinceau'],
    ['fr', 1, '1 pinceau'],
    ['fr', 2, '2 pinceaux'],
    ['it', 1, '1 pennello'],
    ['it', 3, '3 pennelli'],
    ['es', 1, '1 pincel'],
    ['es', 5, '5 pinceles'],
  ] as const)('picks the %s plural form for %d', (language, count, expected) => {
    const forms = {
      en: ['brush', 'brushes'],
      fr: ['pinceau', 'pinceaux'],
      it: ['pennello', 'pennelli'],
      es: ['pincel', 'pinceles'],
    }[language];
    const translator = createTranslator(language, {
      cart: {items_one: `{{count}} ${forms[0]}`, items_other: `{{count}} ${forms[1]}`},
    });
    expect(translator.t('cart.items' as never, {count} as never)).toBe(expected);
  });

  it('shows a value as given, even when it looks like a placeholder or a nested key', () => {
    const translator = createTranslator('en', {
      search: {results: 'Results for “{{term}}”'},
    });
    for (const term of ['{{term}}', '$t(search.results)', '<b>brush</b>']) {
      expect(translator.t('search.results' as never, {term} as never)).toBe(
        `Results for “${term}”`,
      );
    }
  });
});
