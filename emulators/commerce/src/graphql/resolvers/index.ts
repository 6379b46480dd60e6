import type {Resolvers} from '../../types';
import {catalogResolvers} from './catalog';
import {consentResolvers} from './consent';
import {contentResolvers} from './content';
import {searchResolvers} from './search';
import {translatedResolvers} from './translated';
import {valueResolvers} from './values';

/** Merges resolver maps field by field; later maps win. */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [typename, fields] of Object.entries(map)) {
      merged[typename] = {...merged[typename], ...fields};
    }
  }
  return merged;
}

/**
 * The core's resolvers: the catalog, search, content, localization, value types and the
 * `unstable` version's consent query.
 */
export const coreResolvers: Resolvers = mergeResolvers(
  valueResolvers,
  catalogResolvers,
  searchResolvers,
  contentResolvers,
  translatedResolvers,
  consentResolvers,
);
