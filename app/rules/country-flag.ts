/**
 * What stands for a country's flag: a neutral badge with its two-letter code (docs/product/
 * markets.md#shipping-modal), or '' for anything that is not two letters A-Z. Emoji regional
 * indicators show as empty boxes on many systems, and drawing every flag of the ~250 the
 * picker lists would weigh more than the picker itself, so the badge is text styled by CSS:
 * no script, no image request, and it reads the same on every system.
 */
export function countryBadge(code: string | null | undefined): string {
  const letters = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(letters) ? letters : '';
}
