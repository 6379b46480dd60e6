import {expect, type Page} from '@playwright/test';
import {account} from '../../app/i18n/account';
import {cart} from '../../app/i18n/cart';
import {catalog} from '../../app/i18n/catalog';
import {content} from '../../app/i18n/content';
import {errors} from '../../app/i18n/errors';
import {footer} from '../../app/i18n/footer';
import {growth} from '../../app/i18n/growth';
import {home} from '../../app/i18n/home';
import {programmes} from '../../app/i18n/programmes';
import {promos} from '../../app/i18n/promos';
import {search} from '../../app/i18n/search';
import {security} from '../../app/i18n/security';
import {shell} from '../../app/i18n/shell';
import {COLLECTIONS} from '../../emulators/commerce/src/seed/collections';
import {PRODUCTS} from '../../emulators/commerce/src/seed/catalog';

/**
 * What a page in French, Italian or Spanish must not show: the shop's English texts (those no
 * language shares), the catalog's English titles, or an amount written the English way
 * (docs/product/markets.md#languages, #currencies).
 */

const AREAS = [
  account,
  cart,
  catalog,
  content,
  errors,
  footer,
  growth,
  home,
  programmes,
  promos,
  search,
  security,
  shell,
];

export type Lang = 'fr' | 'it' | 'es';

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

/** Names that are the same in every language: the shop, its brushes' names, its words. */
const ALLOWED = new Set([
  'Fude Atelier',
  'kabuki',
  'Kabuki',
  'blush',
  'Blush',
  'concept store',
  'email',
  'newsletter',
  'stippling',
  'eyeliner',
]);

/** The static parts of a text (interpolations split it), long enough to be telling. */
function fragments(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|<[^>]*>/)
    .map((part) => part.trim().replace(/^[\s,.:;!?'“”«»()-]+|[\s,.:;!?'“”«»()-]+$/g, ''))
    .filter((part) => part.length >= 5 && /\p{L}/u.test(part));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts a page in `lang` must not show: not shared with `lang`, not allowed. The
 * catalog's titles count in any case ('kumo blending brush' as a suggestion too). Made once
 * per language and worker: building the patterns takes longer than reading a page.
 */
const englishByLang = new Map<Lang, {text: string; pattern: RegExp}[]>();
function englishTexts(lang: Lang): {text: string; pattern: RegExp}[] {
  const made = englishByLang.get(lang) ?? findEnglishTexts(lang);
  englishByLang.set(lang, made);
  return made;
}

function findEnglishTexts(lang: Lang): {text: string; pattern: RegExp}[] {
  const theirs = AREAS.flatMap((area) => strings(area[lang])).join('\n');
  const titles = new Set([
    ...PRODUCTS.map((product) => product.title),
    ...COLLECTIONS.map((collection) => collection.title),
  ]);
  const english = [
    ...AREAS.flatMap((area) => strings(area.en)).flatMap(fragments),
    ...titles,
  ];
  const wordBounded = (text: string, flags = 'u') =>
    new RegExp(`(?<![\\p{L}])${escape(text)}(?![\\p{L}])`, flags);
  const allowed = new Set([...ALLOWED].map((text) => text.toLowerCase()));
  return [...new Set(english)]
    .map((text) => ({text, pattern: wordBounded(text, titles.has(text) ? 'iu' : 'u')}))
    .filter(
      ({text, pattern}) => !allowed.has(text.toLowerCase()) && !pattern.test(theirs),
    );
}

async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

/** What the page shows in English, and amounts not written as the language writes them. */
export async function expectInLanguage(page: Page, lang: Lang, where: string) {
  const text = await visibleText(page);
  const english = englishTexts(lang)
    .filter(({pattern}) => pattern.test(text))
    .map(({text: found}) => found);
  expect(english, `English on ${where}`).toEqual([]);
  // '€24.00', '$9.99' or '24.00 €': English money; '24,00 €' is theirs.
  const englishAmounts = text.match(/[$€£]\s?\d[\d,]*\.\d{2}|\d+\.\d{2}\s?€/gu) ?? [];
  expect(englishAmounts, `amounts on ${where}`).toEqual([]);
}

/** Amounts on a page that must show some: each in the language's '24,00 €'. */
export async function expectAmounts(page: Page, where: string) {
  const text = await visibleText(page);
  expect(text, `an amount on ${where}`).toMatch(/\d,\d{2}\s€/u);
}
