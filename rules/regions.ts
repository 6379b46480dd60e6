/** The shop sells two regional ranges of each brush (SKU parts 'US' and 'EU'). */
export const EU_REGION_COUNTRIES: readonly string[] = [
  // EU members
  ...'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE'.split(' '),
  ...'IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
  // served from the EU range
  ...'CH IS LI MC SM VA AD AL BA ME MK RS GI FO MD AE SA'.split(' '),
];

export const REGIONS = ['US', 'EU'] as const;

export type Region = (typeof REGIONS)[number];

const euRegionCountries: ReadonlySet<string> = new Set(EU_REGION_COUNTRIES);

/** Any country outside the EU list, and a missing one, shops in the US region. */
export function regionForCountry(code: string | null | undefined): Region {
  if (!code) return 'US';
  return euRegionCountries.has(code.trim().toUpperCase()) ? 'EU' : 'US';
}

/** A variant id per region, as the shop's offers and free-item rules name them. */
export type RegionalVariant = Partial<Record<Region, string>>;

/** The regions' variant ids an entry of stored JSON names; null when it names none. */
export function readRegionalVariant(value: unknown): RegionalVariant | null {
  if (!value || typeof value !== 'object') return null;
  const variant: RegionalVariant = {};
  for (const region of REGIONS) {
    const id = (value as Record<string, unknown>)[region];
    if (typeof id === 'string' && id !== '') variant[region] = id;
  }
  return Object.keys(variant).length > 0 ? variant : null;
}
