import {EU_REGION_COUNTRIES} from './regions';

/** The value of a fee or threshold that does not apply. */
export const NOT_APPLICABLE = -1;

export const ISRAEL_EXPRESS_SHIPPING = 25;

/** Extra discount Canadian shoppers get at checkout to cover FX fees. */
export const CANADA_EXTRA_DISCOUNT = 0.1;

export const RESTRICTED_SHIP_COUNTRIES = ['RU', 'UA', 'BY', 'MX', 'TR', 'IL'] as const;

export interface Shipping {
  fee: number;
  /** USD; NOT_APPLICABLE when no order ships free. */
  freeShippingThreshold: number;
}

export interface ShippingRule extends Shipping {
  countries: readonly string[];
}

const EU_LOW_THRESHOLD_COUNTRIES: readonly string[] = ['AT', 'DE', 'PL', 'ES'];

/** Left out of the EU-region rule. */
const EU_RATE_EXCEPTIONS: readonly string[] = ['AE', 'SA', ...EU_LOW_THRESHOLD_COUNTRIES];

/** docs/product/markets.md#shipping-fees. */
export const SHIPPING_RULES: readonly ShippingRule[] = [
  {
    countries: ['IL'],
    fee: ISRAEL_EXPRESS_SHIPPING,
    freeShippingThreshold: NOT_APPLICABLE,
  },
  {countries: EU_LOW_THRESHOLD_COUNTRIES, fee: 11.99, freeShippingThreshold: 35},
  {
    countries: [
      ...EU_REGION_COUNTRIES.filter((code) => !EU_RATE_EXCEPTIONS.includes(code)),
      'AU',
      'NZ',
      'GB',
      'CA',
    ],
    fee: 11.99,
    freeShippingThreshold: 50,
  },
  {countries: ['US'], fee: 9.99, freeShippingThreshold: 35},
  {countries: ['HK', 'SG', 'TW', 'KR', 'JP'], fee: 11.99, freeShippingThreshold: 75},
];

export const DEFAULT_SHIPPING: Shipping = {fee: 25, freeShippingThreshold: 150};

export const UNKNOWN_COUNTRY_SHIPPING: Shipping = {
  fee: NOT_APPLICABLE,
  freeShippingThreshold: NOT_APPLICABLE,
};

const restrictedShipCountries: ReadonlySet<string> = new Set(RESTRICTED_SHIP_COUNTRIES);

export function shippingForCountry(code: string | null | undefined): Shipping {
  const country = code?.trim().toUpperCase();
  if (!country) return UNKNOWN_COUNTRY_SHIPPING;
  const rule = SHIPPING_RULES.find((candidate) => candidate.countries.includes(country));
  const {fee, freeShippingThreshold} = rule ?? DEFAULT_SHIPPING;
  return {fee, freeShippingThreshold};
}

export function hasFreeShippingThreshold(shipping: Shipping): boolean {
  return shipping.freeShippingThreshold !== NOT_APPLICABLE;
}

/** The fee in USD for a USD subtotal: nothing at or above the threshold. */
export function shippingFee(
  code: string | null | undefined,
  subtotalUsd: number,
): number {
  const shipping = shippingForCountry(code);
  if (
    hasFreeShippingThreshold(shipping) &&
    subtotalUsd >= shipping.freeShippingThreshold
  ) {
    return 0;
  }
  return shipping.fee;
}

export function isShippingRestricted(code: string | null | undefined): boolean {
  return !!code && restrictedShipCountries.has(code.trim().toUpperCase());
}
