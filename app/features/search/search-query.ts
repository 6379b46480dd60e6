import {isControlCharacter} from '~/lib/control-characters';
import {SEARCH_QUERY_MAX_LENGTH} from '@brush/rules/limits';

/**
 * The search term as sent upstream: control characters become spaces, whitespace is
 * trimmed and collapsed, and the result is cut to SEARCH_QUERY_MAX_LENGTH characters
 * (never splitting one). Any input is accepted; what is not text reads as ''.
 */
export function normaliseSearchQuery(input: unknown): string {
  if (typeof input !== 'string') return '';
  const spaced = Array.from(input, (character) =>
    isControlCharacter(character) ? ' ' : character,
  ).join('');
  const collapsed = spaced.trim().replace(/\s+/g, ' ');
  return Array.from(collapsed).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trimEnd();
}
