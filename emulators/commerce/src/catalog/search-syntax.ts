/**
 * Shopify's search syntax, as the Storefront API reads the `query` argument of products,
 * collections, pages and search: terms joined by AND (or nothing) and OR, negated with NOT
 * or '-', grouped with parentheses; a term is free text or field:value, with comparisons
 * (field:>10, field:<=2024-01-01), quoted values and a trailing '*' for a prefix.
 */

export type Comparison = ':' | '<' | '>' | '<=' | '>=';

export interface Term {
  kind: 'term';
  /** Lower-case field name; null for free text. */
  field: string | null;
  comparison: Comparison;
  value: string;
  /** The value ended with '*'. */
  prefix: boolean;
}

export type QueryNode =
  | Term
  | {kind: 'and'; items: QueryNode[]}
  | {kind: 'or'; items: QueryNode[]}
  | {kind: 'not'; item: QueryNode};

function tokenize(query: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of query) {
    if (quote) {
      current += char;
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (/\s/.test(char) || char === '(' || char === ')') {
      if (current) tokens.push(current);
      current = '';
      if (char !== ' ' && !/\s/.test(char)) tokens.push(char);
    } else {
      current += char;
    }
  }
  if (current) tokens.push(current);
  return tokens;
}

function unquote(value: string): string {
  const first = value[0];
  if ((first === '"' || first === "'") && value.endsWith(first) && value.length >= 2) {
    return value.slice(1, -1);
  }
  return value.replace(/^["']/, '');
}

const FIELD_TERM = /^([a-zA-Z_][\w.]*):(<=|>=|<|>)?(.*)$/;

function parseTerm(token: string): Term | null {
  const match = FIELD_TERM.exec(token);
  const raw = match ? (match[3] ?? '') : token;
  const prefix = raw.endsWith('*') && !/^["']/.test(raw);
  const value = unquote(prefix ? raw.slice(0, -1) : raw).trim();
  if (!value) return null;
  return {
    kind: 'term',
    field: match ? (match[1] ?? '').toLowerCase() : null,
    comparison: (match?.[2] as Comparison | undefined) ?? ':',
    value,
    prefix,
  };
}

/** Parses a query; an empty or blank query gives null (everything matches). */
export function parseSearchQuery(query: string | null | undefined): QueryNode | null {
  const tokens = tokenize(query ?? '');
  let at = 0;

  function parseOr(): QueryNode | null {
    const items: QueryNode[] = [];
    const first = parseAnd();
    if (first) items.push(first);
    while (tokens[at] === 'OR') {
      at++;
      const next = parseAnd();
      if (next) items.push(next);
    }
    if (items.length === 0) return null;
    return items.length === 1 ? (items[0] as QueryNode) : {kind: 'or', items};
  }

  function parseAnd(): QueryNode | null {
    const items: QueryNode[] = [];
    while (at < tokens.length && tokens[at] !== 'OR' && tokens[at] !== ')') {
      if (tokens[at] === 'AND') {
        at++;
        continue;
      }
      const item = parseUnary();
      if (item) items.push(item);
    }
    if (items.length === 0) return null;
    return items.length === 1 ? (items[0] as QueryNode) : {kind: 'and', items};
  }

  function parseUnary(): QueryNode | null {
    const token = tokens[at++] as string;
    if (token === 'NOT') {
      const item = at < tokens.length ? parseUnary() : null;
      return item && {kind: 'not', item};
    }
    if (token === '(') {
      const inner = parseOr();
      if (tokens[at] === ')') at++;
      return inner;
    }
    if (token.startsWith('-') && token.length > 1) {
      const term = parseTerm(token.slice(1));
      return term && {kind: 'not', item: term};
    }
    return parseTerm(token);
  }

  return parseOr();
}

export function evaluateQuery(
  node: QueryNode | null,
  matchTerm: (term: Term) => boolean,
): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'term':
      return matchTerm(node);
    case 'and':
      return node.items.every((item) => evaluateQuery(item, matchTerm));
    case 'or':
      return node.items.some((item) => evaluateQuery(item, matchTerm));
    case 'not':
      return !evaluateQuery(node.item, matchTerm);
  }
}

/** The positive free-text and field terms of a query, for relevance scoring and highlighting. */
export function positiveTerms(node: QueryNode | null): Term[] {
  if (!node) return [];
  switch (node.kind) {
    case 'term':
      return [node];
    case 'and':
    case 'or':
      return node.items.flatMap(positiveTerms);
    case 'not':
      return [];
  }
}

/** Compares a value with a term's comparison; numbers as numbers, else as strings. */
export function compareWith(term: Term, actual: string | number): boolean {
  const expected = term.value;
  const bothNumbers =
    typeof actual === 'number' &&
    expected.trim() !== '' &&
    !Number.isNaN(Number(expected));
  const a = bothNumbers ? (actual as number) : String(actual).toLowerCase();
  const b = bothNumbers ? Number(expected) : expected.toLowerCase();
  switch (term.comparison) {
    case ':':
      return term.prefix && typeof a === 'string' ? a.startsWith(b as string) : a === b;
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    case '>=':
      return a >= b;
  }
}

/** Does text contain the term's value (as a word prefix when the term ends with '*')? */
export function textMatches(text: string, term: Term): boolean {
  const haystack = text.toLowerCase();
  const needle = term.value.toLowerCase();
  if (!term.prefix) return haystack.includes(needle);
  return haystack.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle));
}
