/** C0 controls and DEL: Unicode's controls less the C1 block (U+0080 to U+009F). */
const C0_OR_DELETE = /(?![\x80-\x9f])\p{Cc}/u;

/** Whether text holds a C0 control character or DEL. */
export function hasControlCharacter(text: string): boolean {
  return C0_OR_DELETE.test(text);
}

export function isControlCharacter(character: string): boolean {
  return /^\p{Cc}/u.test(character);
}
