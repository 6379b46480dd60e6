import type {TFunction} from 'i18next';
import type {Language} from '@brush/rules/countries';

/**
 * The shop's texts at run time, on the server and in the browser (decision 0125). The texts use
 * three things of i18next's format: keys as dotted paths, `{{name}}` placeholders and plural
 * forms chosen by the language's CLDR rule (`_one`, `_other`). This does those three the way
 * i18next does, in a few hundred bytes instead of i18next's 16 KB gzip of first-load JavaScript;
 * tests/unit/translator.test.ts renders every key of every language through both and fails
 * on any difference. The types stay i18next's, so a key that does not exist does not compile.
 */
export interface Translator {
  readonly language: Language;
  readonly t: TFunction;
  /** Adds texts (areas, or keys within them) to those it holds. */
  add(texts: object): void;
  /** The texts it holds, by area. */
  readonly texts: Readonly<Record<string, unknown>>;
}

type Tree = Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookUp(tree: Tree, path: readonly string[]): unknown {
  let node: unknown = tree;
  for (const part of path) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
}

function merge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isTree(existing) && isTree(value)) {
      merge(existing, value);
    } else if (isTree(value)) {
      // A copy: texts added later must not change the module they came from.
      const copy: Tree = {};
      merge(copy, value);
      into[key] = copy;
    } else {
      into[key] = value;
    }
  }
}

function valueText(value: unknown): string {
  return value === null ? '' : String(value);
}

export function createTranslator(language: Language, texts: object): Translator {
  const held: Tree = {};
  merge(held, texts as Tree);
  const plurals = new Intl.PluralRules(language);

  function text(key: string, options: Tree | undefined): unknown {
    const path = key.split('.');
    const count = options?.count;
    if (typeof count === 'number') {
      const last = path.length - 1;
      const candidates = [`${path[last]}_${plurals.select(count)}`, path[last]!];
      // i18next looks for a `_zero` form first when the count is 0, whatever the language.
      if (count === 0) candidates.unshift(`${path[last]}_zero`);
      for (const candidate of candidates) {
        const found = lookUp(held, [...path.slice(0, last), candidate]);
        if (typeof found === 'string') return found;
      }
      return undefined;
    }
    return lookUp(held, path);
  }

  function t(key: unknown, options?: unknown): string {
    if (typeof key !== 'string') return '';
    const values = isTree(options) ? options : undefined;
    const found = text(key, values);
    if (typeof found !== 'string') return key;
    if (!found.includes('{{')) return found;
    return found.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values && lookUp(values, name.split('.'));
      // A value not given leaves its placeholder, as i18next does.
      return value === undefined ? placeholder : valueText(value);
    });
  }

  return {
    language,
    t: t as unknown as TFunction,
    add: (more) => merge(held, more as Tree),
    texts: held,
  };
}
