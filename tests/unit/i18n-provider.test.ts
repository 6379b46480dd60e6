import {createInstance} from 'i18next';
import {describe, expect, it} from 'vitest';
import {providedI18n} from '~/i18n/provider';

function instance() {
  const i18n = createInstance();
  void i18n.init({
    lng: 'it',
    fallbackLng: false,
    initAsync: false,
    interpolation: {escapeValue: false},
    resources: {
      it: {
        translation: {
          cart: {
            title: 'Carrello',
            badge_one: '{{count}} articolo',
            badge_other: '{{count}} articoli',
          },
          catalog: {video: '{{title}} in movimento'},
        },
      },
    },
  });
  return i18n;
}

/** Each call twice: the second answer comes from the view's memory and must be the same. */
const CALLS: Array<{name: string; args: [string, ...unknown[]]; expected: string}> = [
  {name: 'a key alone', args: ['cart.title'], expected: 'Carrello'},
  {name: 'a plural, one', args: ['cart.badge', {count: 1}], expected: '1 articolo'},
  {name: 'a plural, other', args: ['cart.badge', {count: 3}], expected: '3 articoli'},
  {
    name: 'an interpolated value',
    args: ['catalog.video', {title: 'Kumo'}],
    expected: 'Kumo in movimento',
  },
  {
    name: 'another value for the same key',
    args: ['catalog.video', {title: 'Tsuki'}],
    expected: 'Tsuki in movimento',
  },
  {
    name: 'options that are not plain values',
    args: ['catalog.video', {title: 'Kumo', replace: {title: 'Sora'}}],
    expected: 'Sora in movimento',
  },
  {name: 'a missing key', args: ['cart.none'], expected: 'cart.none'},
];

describe('providedI18n', () => {
  const shared = instance();
  const view = providedI18n(shared);
  const t = view.getFixedT('it', 'translation') as unknown as (
    ...args: unknown[]
  ) => string;
  const original = shared.getFixedT('it', 'translation') as unknown as (
    ...args: unknown[]
  ) => string;

  it.each(CALLS)('answers $name as the instance does', ({args, expected}) => {
    expect(original(...args)).toBe(expected);
    expect(t(...args)).toBe(expected);
    expect(t(...args)).toBe(expected);
  });

  it('is one view per instance, reading its language and texts', () => {
    expect(providedI18n(shared)).toBe(view);
    expect(providedI18n(instance())).not.toBe(view);
    expect(view.language).toBe('it');
    expect(view.t('cart.title')).toBe('Carrello');
    expect(Object.getOwnPropertyNames(view)).toEqual(['getFixedT']);
  });

  it('keeps a key prefix for the instance to resolve', () => {
    const prefixed = view.getFixedT('it', 'translation', 'cart') as unknown as (
      key: string,
    ) => string;
    expect(prefixed('title')).toBe('Carrello');
  });
});
