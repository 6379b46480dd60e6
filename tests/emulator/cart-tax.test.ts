import {describe, expect, it} from 'vitest';
import {cartTax, taxIncluded, VAT_RATES_BP} from '../../emulators/commerce/src/cart/tax';
import {EU_REGION_COUNTRIES} from '@brush/rules/regions';
import {createCart, sharedPlatform, VARIANT} from './cart-platform';

/**
 * The spec's info modal: duties and taxes are included for GBP currency or the EU region. The
 * cart and the checkout report the VAT their prices include there, and a tax of 0 elsewhere.
 */

describe('taxIncluded and cartTax', () => {
  it.each([
    {country: 'GB', currency: 'GBP', totalCents: 2100, included: true, taxCents: 350},
    {country: 'IM', currency: 'GBP', totalCents: 1200, included: true, taxCents: 200},
    {country: 'FR', currency: 'EUR', totalCents: 2400, included: true, taxCents: 400},
    {country: 'DE', currency: 'EUR', totalCents: 2400, included: true, taxCents: 383},
    {country: 'FI', currency: 'EUR', totalCents: 10000, included: true, taxCents: 2032},
    {country: 'CH', currency: 'USD', totalCents: 10810, included: true, taxCents: 810},
    {country: 'GI', currency: 'USD', totalCents: 2400, included: true, taxCents: 0},
    {country: 'US', currency: 'USD', totalCents: 2400, included: false, taxCents: 0},
    {country: 'CA', currency: 'USD', totalCents: 2400, included: false, taxCents: 0},
    {country: 'NO', currency: 'USD', totalCents: 2400, included: false, taxCents: 0},
  ])(
    '$country in $currency: $totalCents cents hold $taxCents of tax',
    ({country, currency, totalCents, included, taxCents}) => {
      expect(taxIncluded(country, currency)).toBe(included);
      expect(cartTax(country, currency, totalCents)).toMatchObject({included, taxCents});
    },
  );

  it('names a rate for every country of the EU region', () => {
    for (const country of EU_REGION_COUNTRIES)
      expect(VAT_RATES_BP, country).toHaveProperty(country);
  });
});

const platform = sharedPlatform();

describe('the tax a cart reports', () => {
  it.each([
    {country: 'US', variant: VARIANT.kumoUs, total: '48.0', tax: '0.0', currency: 'USD'},
    {country: 'FR', variant: VARIANT.kumoEu, total: '48.0', tax: '8.0', currency: 'EUR'},
    {country: 'DE', variant: VARIANT.kumoEu, total: '48.0', tax: '7.66', currency: 'EUR'},
    {country: 'GB', variant: VARIANT.kumoUs, total: '42.0', tax: '7.0', currency: 'GBP'},
  ])(
    '$country: a total of $total $currency includes $tax of tax',
    async ({country, variant, total, tax, currency}) => {
      const cart = await createCart(
        platform,
        {lines: [{merchandiseId: variant, quantity: 2}]},
        country,
      );
      expect(cart.cost).toMatchObject({
        totalAmount: {amount: total, currencyCode: currency},
        totalTaxAmount: {amount: tax, currencyCode: currency},
      });
    },
  );

  it("the checkout summary says how much VAT a VAT market's total includes", async () => {
    const fr = await createCart(
      platform,
      {lines: [{merchandiseId: VARIANT.kumoEu}]},
      'FR',
    );
    const html = await (await fetch(fr.checkoutUrl)).text();
    // €24 and €12 shipping: €36 including €6 of VAT at 20%.
    expect(html).toMatch(/€36\.00/);
    expect(html).toContain('incl. €6.00 VAT');

    const us = await createCart(platform, {lines: [{merchandiseId: VARIANT.kumoUs}]});
    expect(await (await fetch(us.checkoutUrl)).text()).not.toContain('VAT');
  });
});
