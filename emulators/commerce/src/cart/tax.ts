import {regionForCountry} from '@brush/rules/regions';
import {dutiesAndTaxesIncluded} from '@brush/rules/shipping-info';
import type {Cents} from './money';

/**
 * The shop's tax, as the spec's info modal states it: in GBP and in the EU region "duties and
 * taxes are included", so prices there include VAT and the cart reports the VAT they hold.
 * Elsewhere the shop adds no tax: the platform does not collect US sales tax (or any other
 * country's), so a cart there reports a tax of 0.
 */

/** Basis points per 100%: rates are whole basis points so that 25.5% stays exact. */
const BASIS_POINTS = 10_000;

/**
 * Each included-tax market's standard VAT rate, in basis points. The GBP countries and the
 * EU members at their standard rates; the EU region's other countries at their own standard
 * VAT or GST rate, 0 where there is none (Gibraltar, San Marino's sales are taxed at import).
 */
export const VAT_RATES_BP: Readonly<Record<string, number>> = {
  GB: 2000,
  IM: 2000,
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
  CH: 810,
  IS: 2400,
  LI: 810,
  MC: 2000,
  SM: 0,
  VA: 0,
  AD: 450,
  AL: 2000,
  BA: 1700,
  ME: 2100,
  MK: 1800,
  RS: 2000,
  GI: 0,
  FO: 2500,
  MD: 2000,
  AE: 500,
  SA: 1500,
};

/** Whether the cart's prices include the tax, by the spec's rule for the market. */
export function taxIncluded(countryCode: string, currencyCode: string): boolean {
  return dutiesAndTaxesIncluded(currencyCode, regionForCountry(countryCode));
}

export interface CartTax {
  /** Whether the amount is part of the prices (VAT) rather than added to them. */
  included: boolean;
  /** The VAT rate in basis points, 0 where the shop charges no tax. */
  rateBp: number;
  /** The tax the amount holds, in cents of the cart's currency. */
  taxCents: Cents;
}

/** The tax held in `totalCents`, a price that includes it in VAT markets. */
export function cartTax(
  countryCode: string,
  currencyCode: string,
  totalCents: Cents,
): CartTax {
  if (!taxIncluded(countryCode, currencyCode))
    return {included: false, rateBp: 0, taxCents: 0};
  const rateBp = VAT_RATES_BP[countryCode.toUpperCase()] ?? 0;
  return {
    included: true,
    rateBp,
    taxCents: Math.round((totalCents * rateBp) / (BASIS_POINTS + rateBp)),
  };
}
