/** The flag sprite's fragment for a country, or null for anything but two letters A-Z. */
export function flagFragment(code: string | null | undefined): string | null {
  const letters = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(letters) ? letters.toLowerCase() : null;
}
