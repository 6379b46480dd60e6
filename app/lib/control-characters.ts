const FIRST_PRINTABLE = 0x20;
const DELETE = 0x7f;
/** C1 controls run from U+0080 to U+009F. */
const C1_FIRST = 0x80;
const C1_END = 0xa0;

function isC0OrDelete(code: number): boolean {
  return code < FIRST_PRINTABLE || code === DELETE;
}

/**
 * Whether text holds a C0 control character or DEL: nothing a shopper types into a key, a
 * code, a tracking parameter or a path, and what browsers silently drop from a URL.
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    if (isC0OrDelete(text.charCodeAt(index))) return true;
  }
  return false;
}

/**
 * Whether a character is a control character of any kind, C1 included: in typed text such as
 * a search term these are invisible paste leftovers, read as spaces.
 */
export function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return isC0OrDelete(code) || (code >= C1_FIRST && code < C1_END);
}
