/** Unicode regional indicator symbols start here: 'A' is U+1F1E6. */
const REGIONAL_INDICATOR_A = 0x1f1e6;
const LETTER_A = 'A'.charCodeAt(0);

/**
 * The flag emoji of a two-letter country code (spec 2: the shipping modal shows the
 * destination flag), or '' for anything that is not two letters A-Z.
 */
export function countryFlag(code: string | null | undefined): string {
  const letters = code?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(
    ...Array.from(
      letters,
      (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - LETTER_A,
    ),
  );
}
