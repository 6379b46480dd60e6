import {BoundedCache} from '@brush/rules/cache';
import type {Term} from './search-syntax';

/**
 * How a free-text search term meets a word of the catalog, as Shopify's storefront search
 * does: the typed word itself, its singular and plural forms, the merchant's synonyms, and
 * one slip of the keyboard once the first four letters are right. Pure functions: the
 * resolvers decide which texts (translated or not) they are applied to.
 */

/** The languages the shop sells in; anything else is read with the English rules. */
export type SearchLanguage = 'en' | 'fr' | 'it' | 'es';

/** Synonym groups per language, as a merchant sets them in Search & Discovery. */
export type SynonymGroups = Partial<
  Record<SearchLanguage, readonly (readonly string[])[]>
>;

export interface MatchSettings {
  language: SearchLanguage;
  /** Off when the query uses search syntax: then a term means exactly what it says. */
  typoTolerance: boolean;
  synonyms: SynonymGroups;
}

/** Letters that must be right before a typo is forgiven (Shopify's rule: the first four). */
export const TYPO_EXACT_PREFIX = 4;
/** A term needs at least one letter beyond that prefix to be corrected. */
export const TYPO_MIN_LENGTH = TYPO_EXACT_PREFIX + 1;

export function searchLanguage(language: string | null | undefined): SearchLanguage {
  const code = (language ?? '').toLowerCase().slice(0, 2);
  return code === 'fr' || code === 'it' || code === 'es' ? code : 'en';
}

/** Lower case without accents, so 'pinceau' finds 'Pinceau' and 'eclat' finds 'éclat'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/**
 * The query uses Shopify's search syntax: a field (tag:eye), quotes, a boolean operator,
 * a negation, grouping or a wildcard. Such a query is matched as written, without typo
 * tolerance.
 */
export function usesSearchSyntax(query: string | null | undefined): boolean {
  const text = query ?? '';
  return (
    /(^|\s)[a-zA-Z_][\w.]*:\S/.test(text) ||
    /["'()*]/.test(text) ||
    /(^|\s)(AND|OR|NOT)(\s|$)/.test(text) ||
    /(^|\s)-\S/.test(text)
  );
}

/**
 * Optimal string alignment distance, capped: one insertion, deletion or substitution, or
 * two neighbouring letters swapped, each count 1. Returns limit + 1 once beyond the limit.
 */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return Math.min((rows[a.length] as number[])[b.length] as number, limit + 1);
}

/** One slip away, and only once the term is long enough and starts as the word does. */
export function withinTypoTolerance(term: string, word: string): boolean {
  if (term.length < TYPO_MIN_LENGTH) return false;
  if (term.slice(0, TYPO_EXACT_PREFIX) !== word.slice(0, TYPO_EXACT_PREFIX)) return false;
  return editDistance(term, word) <= 1;
}

/** The same, for a term still being typed: some beginning of the word is one slip away. */
export function prefixWithinTypoTolerance(term: string, word: string): boolean {
  if (term.length < TYPO_MIN_LENGTH) return false;
  for (let length = term.length - 1; length <= term.length + 1; length++) {
    if (length > word.length) break;
    if (withinTypoTolerance(term, word.slice(0, length))) return true;
  }
  return false;
}

/**
 * The forms a word may take in the singular, by the plural rules of a language: 'brushes' ->
 * 'brush', 'pinceaux' -> 'pinceau', 'pennelli' -> 'pennell' (Italian words are compared
 * without their final vowel, since the plural changes it), 'brochas' -> 'brocha'. The word
 * itself is always among them.
 */
export function singularForms(word: string, language: SearchLanguage): string[] {
  const forms = new Set([word]);
  const add = (form: string) => {
    if (form.length >= 2) forms.add(form);
  };
  switch (language) {
    case 'en':
      if (/ies$/.test(word)) add(`${word.slice(0, -3)}y`);
      if (/(s|x|z|ch|sh)es$/.test(word)) add(word.slice(0, -2));
      if (/[^s]s$/.test(word)) add(word.slice(0, -1));
      break;
    case 'fr':
      if (/(eau|eu|au)x$/.test(word)) add(word.slice(0, -1));
      if (/aux$/.test(word)) add(`${word.slice(0, -3)}al`);
      if (/[^s]s$/.test(word)) add(word.slice(0, -1));
      break;
    case 'es':
      if (/[^aeiou]es$/.test(word)) add(word.slice(0, -2));
      if (/[aeiou]s$/.test(word)) add(word.slice(0, -1));
      break;
    case 'it':
      if (/(io|[aeio])$/.test(word) || /i$/.test(word)) {
        add(word.replace(/(io|[aeio])$/, '').replace(/i$/, ''));
      }
      break;
  }
  return [...forms];
}

/** Two words are the same word in the singular. */
export function sameWord(a: string, b: string, language: SearchLanguage): boolean {
  if (a === b) return true;
  const left = singularForms(a, language);
  const right = new Set(singularForms(b, language));
  return left.some((form) => right.has(form));
}

/** The languages whose rules a text is read with: the shopper's and the shop's own. */
function languagesFor(language: SearchLanguage): SearchLanguage[] {
  return language === 'en' ? ['en'] : [language, 'en'];
}

/**
 * The term and its synonyms: every member of every group (of the shopper's language and of
 * the shop's own) that holds the term, or its singular.
 */
export function expandSynonyms(
  term: string,
  language: SearchLanguage,
  synonyms: SynonymGroups,
): string[] {
  const folded = fold(term);
  const expanded = new Set([folded]);
  for (const code of languagesFor(language)) {
    for (const group of synonyms[code] ?? []) {
      const members = group.map(fold);
      if (members.some((member) => sameWord(member, folded, code))) {
        for (const member of members) expanded.add(member);
      }
    }
  }
  return [...expanded];
}

function wordMatches(
  needle: string,
  word: string,
  prefix: boolean,
  tolerant: boolean,
  language: SearchLanguage,
): boolean {
  if (prefix && word.startsWith(needle)) return true;
  if (languagesFor(language).some((code) => sameWord(needle, word, code))) return true;
  if (!tolerant) return false;
  return prefix
    ? prefixWithinTypoTolerance(needle, word)
    : withinTypoTolerance(needle, word) ||
        languagesFor(language).some((code) =>
          singularForms(needle, code).some((form) =>
            singularForms(word, code).some((other) => withinTypoTolerance(form, other)),
          ),
        );
}

/**
 * What the texts the search has read may hold, in bytes as estimated below: the catalog's
 * searchable texts in every language fit, and the platform's memory grows by a few MB at most
 * however long it runs (the soak holds it within 10%; decision 0128).
 */
const READ_TEXTS_BYTES = 4 * 1024 * 1024;
/** Distinct terms remembered per text: the searches shoppers repeat most. */
const ANSWERS_PER_TEXT = 32;
/** A remembered answer's key and entry, about. */
const ANSWER_BYTES = 96;
/** The text, its folded copy and its words: about three times its length. */
const TEXT_COPIES = 3;

/** A text as the search reads it, once: folded, its distinct words, the terms it answered. */
interface ReadText {
  haystack: string;
  words: readonly string[];
  answers: BoundedCache<string, boolean>;
}

/** By synonym groups (the merchant's settings), then by text. */
const readTexts = new WeakMap<SynonymGroups, BoundedCache<string, ReadText>>();

function readText(text: string, synonyms: SynonymGroups): ReadText {
  let texts = readTexts.get(synonyms);
  if (!texts) {
    texts = new BoundedCache<string, ReadText>(
      READ_TEXTS_BYTES,
      (key) => key.length * TEXT_COPIES + ANSWERS_PER_TEXT * ANSWER_BYTES,
    );
    readTexts.set(synonyms, texts);
  }
  let read = texts.get(text);
  if (!read) {
    read = {
      haystack: fold(text),
      words: [...new Set(wordsOf(text))],
      answers: new BoundedCache<string, boolean>(ANSWERS_PER_TEXT),
    };
    texts.set(text, read);
  }
  return read;
}

/**
 * Does a text answer a free-text term? As before, a value found anywhere in the text (or, for
 * a prefix, at the start of a word) matches; beyond that a word of the text matches when it
 * is the term or one of its synonyms in the singular or plural, or (when typo tolerance is
 * on and the value is a single word) the typed word with one slip. The answer depends on
 * nothing else, so each text keeps the answers it gave (decision 0128): a search reads every
 * product's text, and the catalog's texts change far more seldom than it is searched.
 */
export function textAnswersTerm(
  text: string,
  term: Term,
  settings: MatchSettings,
): boolean {
  const read = readText(text, settings.synonyms);
  const key = `${term.prefix ? 'prefix' : 'word'} ${settings.typoTolerance ? 'typos' : 'exact'} ${settings.language} ${term.value}`;
  let answer = read.answers.get(key);
  if (answer === undefined) {
    answer = answersTerm(read, term, settings);
    read.answers.set(key, answer);
  }
  return answer;
}

function answersTerm(read: ReadText, term: Term, settings: MatchSettings): boolean {
  const {haystack, words} = read;
  const typed = fold(term.value);
  const singleWord = /^[\p{L}\p{N}]+$/u.test(typed);
  for (const needle of singleWord
    ? expandSynonyms(typed, settings.language, settings.synonyms)
    : [typed]) {
    if (term.prefix) {
      if (words.some((word) => word.startsWith(needle))) return true;
    } else if (haystack.includes(needle)) {
      return true;
    }
    if (!/^[\p{L}\p{N}]+$/u.test(needle)) continue;
    const tolerant = settings.typoTolerance && needle === typed;
    if (
      words.some((word) =>
        wordMatches(needle, word, term.prefix, tolerant, settings.language),
      )
    ) {
      return true;
    }
  }
  return false;
}
