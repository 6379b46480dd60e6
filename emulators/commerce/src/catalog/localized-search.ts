import {SYNONYM_GROUPS} from '../seed/synonyms';
import type {ProductDocument} from './documents';
import {searchLanguage, usesSearchSyntax, type MatchSettings} from './search-matching';
import {localeOf, type TranslationIndex} from './translations';

/**
 * What a search request reads beside the shop's own English texts: the shopper's language
 * (@inContext), its translated titles and descriptions, the merchant's synonym groups, and
 * whether the query is plain words (typo tolerance on) or search syntax (off).
 */
export interface LocalizedSearch {
  settings: MatchSettings;
  /** A resource's translated field in the shopper's language, '' when there is none. */
  field(resource: string, field: string): string;
  /** The product's title and description in the shopper's language, '' in English. */
  productText(product: ProductDocument): string;
  productTitle(product: ProductDocument): string;
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ');

export function localizedSearch(
  translations: TranslationIndex,
  language: string,
  rawQuery: string | null | undefined,
): LocalizedSearch {
  const locale = localeOf(language);
  const field = (resource: string, name: string) =>
    translations.get(resource, name, locale) ?? '';
  return {
    settings: {
      language: searchLanguage(language),
      typoTolerance: !usesSearchSyntax(rawQuery),
      synonyms: SYNONYM_GROUPS,
    },
    field: (resource, name) => {
      const value = field(resource, name);
      return name === 'body_html' ? stripTags(value) : value;
    },
    productTitle: (product) => field(product.id, 'title'),
    productText: (product) =>
      `${field(product.id, 'title')}\n${stripTags(field(product.id, 'body_html'))}`,
  };
}
