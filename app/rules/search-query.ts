import {SEARCH_QUERY_MAX_LENGTH} from './limits';

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}

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
