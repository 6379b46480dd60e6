import {createInstance} from 'i18next';
import {describe, expect, it} from 'vitest';
import {SUPPORTED_LANGUAGES} from '@brush/rules/countries';
import {resources} from '~/i18n';
import {createTranslator} from '~/i18n/translator';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;
/** Counts that pick every form of the four languages' rules, and a fraction. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 1.5, 1_000_000];

function leaves(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : leaves(value as object, `${prefix}${key}.`),
  );
}

function i18nextOf(language: string, translation: object) {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: {[language]: {translation}},
    initAsync: false,
    interpolation: {escapeValue: false},
  });
  return instance;
}

describe('the translator against i18next', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`gives every text of ${language} as i18next does`, () => {
      const texts = resources[language].translation;
      const ours = createTranslator(language, texts);
      const theirs = i18nextOf(language, texts);
      const keys = new Map<string, Set<string>>();
      for (const [key, text] of leaves(texts)) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const names = keys.get(base) ?? new Set<string>();
        for (const [, name] of text.matchAll(PLACEHOLDER)) names.add(name!);
        if (base !== key) names.add('count');
        keys.set(base, names);
      }
      let compared = 0;
      for (const [key, names] of keys) {
        const values = Object.fromEntries(
          [...names]
            .filter((name) => name !== 'count')
            .map((name) => [name, `«${name}»`]),
        );
        const optionSets: object[] = names.has('count')
          ? COUNTS.map((count) => ({...values, count}))
          : [values, {}];
        for (const options of optionSets) {
          expect(
            ours.t(key as never, options as never),
            `${key} ${JSON.stringify(options)}`,
          ).toBe(theirs.t(key as never, options as never));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(300);
    });
  }

  it('answers a missing key, a missing value and a nested value as i18next does', () => {
    const texts = {a: {hi: 'Hi {{name}}, {{who.first}}', n_one: '{{count}} item'}};
    const ours = createTranslator('en', texts);
    const theirs = i18nextOf('en', texts);
    const calls: Array<[string, object?]> = [
      ['a.nothing'],
      ['a.hi'],
      ['a.hi', {name: 'Ann', who: {first: 'Bo'}}],
      ['a.hi', {name: null, who: {first: 7}}],
      // A shopper's words in a value are shown as typed, never read as a template.
      ['a.hi', {name: '$t(a.n) {{name}}', who: {first: '{{who.first}}'}}],
      ['a.n', {count: 1}],
      ['a.n', {count: 2}],
    ];
    for (const [key, options] of calls) {
      expect(ours.t(key as never, options as never), key).toBe(
        theirs.t(key as never, options as never),
      );
    }
  });

  it('adds texts to those it holds without changing where they came from', () => {
    const first = {cart: {title: 'Panier'}};
    const ours = createTranslator('fr', first);
    expect(ours.t('promos.title' as never)).toBe('promos.title');
    // An area is no text: its key comes back, where i18next gives a sentence in English.
    expect(ours.t('cart' as never)).toBe('cart');
    ours.add({promos: {title: 'Promos'}, cart: {empty: 'Vide'}});
    expect(ours.t('promos.title' as never)).toBe('Promos');
    expect(ours.t('cart.title' as never)).toBe('Panier');
    expect(ours.t('cart.empty' as never)).toBe('Vide');
    expect(first).toEqual({cart: {title: 'Panier'}});
  });
});
