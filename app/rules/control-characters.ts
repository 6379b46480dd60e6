/**
 * Whether text holds a C0 control character or DEL: nothing a shopper types into a key, a
 * code, a tracking parameter or a path, and what browsers silently drop from a URL.
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
