// @vitest-environment happy-dom
import {cleanup, render, screen} from '@testing-library/react';
import {createInstance, type i18n} from 'i18next';
import {createElement} from 'react';
import {I18nextProvider, useTranslation} from 'react-i18next';
import {afterEach, describe, expect, it} from 'vitest';
import {i18nFor} from '~/i18n';
import {providedI18n} from '~/i18n/provider';
import type {Language} from '@brush/rules/countries';

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

/**
 * The wiring as the root renders it, through react-i18next itself: an upgrade that changes how
 * useTranslation treats the instance it is given (copying it, asking getFixedT otherwise) fails
 * here rather than slowing every page or showing keys.
 */
describe('the provided instance under react-i18next', () => {
  afterEach(cleanup);

  const EXPECTED: Array<{language: Language; viewCart: string; addedAt: string}> = [
    {language: 'en', viewCart: 'view cart', addedAt: 'Kumo is in your cart for €5.00.'},
    {
      language: 'it',
      viewCart: 'vedi carrello',
      addedAt: 'Kumo è nel tuo carrello a €5.00.',
    },
    {
      language: 'es',
      viewCart: 'ver carrito',
      addedAt: 'Kumo está en tu carrito por €5.00.',
    },
    {
      language: 'fr',
      viewCart: 'voir le panier',
      addedAt: 'Kumo est dans votre panier pour €5.00.',
    },
  ];

  function renderProbe(language: Language) {
    const seen: i18n[] = [];
    function Probe() {
      const {t, i18n: given} = useTranslation();
      seen.push(given);
      return createElement(
        'p',
        {'data-testid': 'probe'},
        `${t('cart.dialog.viewCart')}|${t('promos.pwyw.addedAt', {title: 'Kumo', price: '€5.00'})}`,
      );
    }
    const tree = () =>
      createElement(
        I18nextProvider,
        {i18n: i18nFor(language).i18n},
        createElement(Probe),
      );
    const view = render(tree());
    return {seen, rerender: () => view.rerender(tree())};
  }

  it.each(EXPECTED)('renders $language texts', ({language, viewCart, addedAt}) => {
    renderProbe(language);
    expect(screen.getByTestId('probe').textContent).toBe(`${viewCart}|${addedAt}`);
  });

  it('is the loaders’ instance: one per language', () => {
    for (const {language} of EXPECTED) {
      const provided = i18nFor(language).i18n;
      expect(i18nFor(language).i18n).toBe(provided);
      expect(providedI18n(Object.getPrototypeOf(provided) as i18n)).toBe(provided);
      expect(provided.language).toBe(language);
    }
  });

  it('hands components the same light view on every render, nothing re-created', () => {
    const {seen, rerender} = renderProbe('it');
    rerender();
    rerender();
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
    // What useTranslation copies for each component it mounts: the view's own getFixedT and
    // the namespaces record react-i18next keeps on it, not the instance's forty-odd members.
    expect(
      Object.getOwnPropertyNames(seen[0]).filter((name) => name !== '__original'),
    ).toEqual(['getFixedT', 'reportNamespaces']);
  });
});
