/**
 * The fragment of the flag sprite (app/features/markets/flags.svg) that draws a country's flag
 * (docs/product/markets.md#shipping-modal), or null for anything that is not two letters A-Z.
 * Emoji regional indicators show as empty boxes on many systems; the sprite's drawings show the
 * same everywhere, in one cached request (decision 0127).
 */
export function flagFragment(code: string | null | undefined): string | null {
  const letters = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(letters) ? letters.toLowerCase() : null;
}
