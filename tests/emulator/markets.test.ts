import {describe, expect, it} from 'vitest';
import {cartDiscardReason} from '@brush/rules/cart-validity';
import {COUNTRIES} from '@brush/rules/countries';
import {localFreeShippingThreshold} from '@brush/rules/shipping-info';
import {
  CART_BUYER_IDENTITY_UPDATE,
  CART_QUERY,
  VARIANT,
  createCart,
  sharedPlatform,
  type Json,
} from './cart-platform';

/**
 * The shop's markets as a storefront meets them through the Storefront API: the countries and
 * currencies of localization, catalog prices under @inContext, the carts' currencies, the
 * checkout's shipping, and carts moved to another country.
 */

const platform = sharedPlatform();

const LOCALIZATION = `
  query Localization($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    localization {
      availableCountries { name isoCode currency { name isoCode symbol } }
      country { name isoCode currency { name isoCode symbol } }
      language { isoCode name }
      availableLanguages { isoCode }
    }
  }
`;

interface LocalizedCountry {
  name: string;
  isoCode: string;
  currency: {name: string; isoCode: string; symbol: string};
}

describe('localization: every country the shop sells to, with the currency its prices show in', () => {
  it.each([
    ['US', 'United States', {name: 'US Dollar', isoCode: 'USD', symbol: '$'}],
    ['DE', 'Germany', {name: 'Euro', isoCode: 'EUR', symbol: '€'}],
    ['FR', 'France', {name: 'Euro', isoCode: 'EUR', symbol: '€'}],
    ['GB', 'United Kingdom', {name: 'British Pound', isoCode: 'GBP', symbol: '£'}],
    ['IM', 'Isle of Man', {name: 'British Pound', isoCode: 'GBP', symbol: '£'}],
    ['AU', 'Australia', {name: 'Australian Dollar', isoCode: 'AUD', symbol: 'A$'}],
    ['CA', 'Canada', {name: 'Canadian Dollar', isoCode: 'CAD', symbol: 'C$'}],
    ['JP', 'Japan', {name: 'US Dollar', isoCode: 'USD', symbol: '$'}],
  ])('%s is %s, shown in %o', async (isoCode, name, currency) => {
    const {data, errors} = await platform.gql(LOCALIZATION, {
      country: isoCode,
      language: 'EN',
    });
    expect(errors).toBeUndefined();
    const country = {name, isoCode, currency};
    expect(data.localization.country).toEqual(country);
    expect(data.localization.availableCountries).toContainEqual(country);
  });

  it('lists the default table, in its currencies except the display currencies of AU and CA', async () => {
    const {data} = await platform.gql(LOCALIZATION, {country: 'FR', language: 'FR'});
    const listed: LocalizedCountry[] = data.localization.availableCountries;
    expect(listed.map((country) => country.isoCode)).toEqual(
      COUNTRIES.map((country) => country.code),
    );
    const differing = listed.filter(
      (country, index) => country.currency.isoCode !== COUNTRIES[index]?.currency,
    );
    expect(
      differing.map((country) => [country.isoCode, country.currency.isoCode]),
    ).toEqual([
      ['AU', 'AUD'],
      ['CA', 'CAD'],
    ]);
    expect(data.localization.language).toEqual({isoCode: 'FR', name: 'French'});
    expect(
      data.localization.availableLanguages.map(
        (language: {isoCode: string}) => language.isoCode,
      ),
    ).toEqual(['EN', 'IT', 'ES', 'FR']);
  });
});

const PRICE_IN = `
  query PriceIn($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      priceRange { minVariantPrice { amount currencyCode } }
      variants(first: 1) { nodes { price { amount currencyCode } compareAtPrice { amount currencyCode } } }
    }
  }
`;

describe('@inContext prices: the currency table, rounded up to a whole unit outside USD', () => {
  it.each([
    // Kumo Blending Brush, $24.
    ['US', 'EN', 'kumo-blending-brush', '24.0', 'USD', null],
    ['DE', 'EN', 'kumo-blending-brush', '24.0', 'EUR', null],
    ['IT', 'IT', 'kumo-blending-brush', '24.0', 'EUR', null],
    // 24 × 0.85 = 20.4
    ['GB', 'EN', 'kumo-blending-brush', '21.0', 'GBP', null],
    // 24 × 1.3 = 31.2
    ['CA', 'FR', 'kumo-blending-brush', '32.0', 'CAD', null],
    // 24 × 1.55 = 37.2
    ['AU', 'EN', 'kumo-blending-brush', '38.0', 'AUD', null],
    // Yuki Powder Brush, $58, compare at $64: 58 × 1.55 = 89.9, 64 × 1.55 = 99.2.
    ['AU', 'EN', 'yuki-powder-brush', '90.0', 'AUD', '100.0'],
    // 58 × 1.3 = 75.4, 64 × 1.3 = 83.2
    ['CA', 'EN', 'yuki-powder-brush', '76.0', 'CAD', '84.0'],
  ])(
    '%s (%s): %s costs %s %s',
    async (country, language, handle, amount, currencyCode, compareAt) => {
      const {data, errors} = await platform.gql(PRICE_IN, {handle, country, language});
      expect(errors).toBeUndefined();
      const price = {amount, currencyCode};
      expect(data.product.priceRange.minVariantPrice).toEqual(price);
      expect(data.product.variants.nodes[0].price).toEqual(price);
      expect(data.product.variants.nodes[0].compareAtPrice).toEqual(
        compareAt === null ? null : {amount: compareAt, currencyCode},
      );
    },
  );

  it('filters a collection by price in the display currency', async () => {
    const {data, errors} = await platform.gql(`
      query @inContext(country: AU) {
        collection(handle: "eye-brushes") {
          products(first: 50, filters: [{price: {min: 38, max: 38}}]) { nodes { handle } }
        }
      }
    `);
    expect(errors).toBeUndefined();
    expect(
      data.collection.products.nodes.map((product: {handle: string}) => product.handle),
    ).toContain('kumo-blending-brush');
  });
});

async function checkoutHtml(cart: Json): Promise<string> {
  const response = await fetch(cart.checkoutUrl);
  expect(response.status).toBe(200);
  return response.text();
}

describe('AU and CA: prices shown in AUD and CAD, carts priced and paid in USD', () => {
  // Canada's buyers get the extra order discount (docs/product/pricing.md#canada-extra-discount), so its total is lower.
  it.each([
    ['AU', '38.0', 'AUD', '24.0'],
    ['CA', '32.0', 'CAD', '21.6'],
  ])(
    '%s: the brush shows %s %s, its cart and checkout are in dollars',
    async (country, shownAmount, shownCurrency, totalAmount) => {
      const product = await platform.gql(PRICE_IN, {
        handle: 'kumo-blending-brush',
        country,
      });
      expect(product.data.product.priceRange.minVariantPrice).toEqual({
        amount: shownAmount,
        currencyCode: shownCurrency,
      });

      const cart = await createCart(
        platform,
        {lines: [{merchandiseId: VARIANT.kumoUs}]},
        country,
      );
      const dollars = {amount: '24.0', currencyCode: 'USD'};
      expect(cart.buyerIdentity.countryCode).toBe(country);
      const total = {amount: totalAmount, currencyCode: 'USD'};
      expect(cart.cost.subtotalAmount).toEqual(dollars);
      expect(cart.cost.totalAmount).toEqual(total);
      expect(cart.lines.nodes[0].cost.amountPerQuantity).toEqual(dollars);
      expect(cartDiscardReason(cart)).toBeNull();

      // Read back in the buyer's market, the cart keeps its own currency.
      const again = await platform.gql(
        `query Cart($id: ID!, $country: CountryCode) @inContext(country: $country) {
          cart(id: $id) { cost { totalAmount { amount currencyCode } } }
        }`,
        {id: cart.id, country},
      );
      expect(again.data.cart.cost.totalAmount).toEqual(total);

      // $24 is below the $50 threshold of AU and CA: $11.99 shipping, in dollars.
      const html = await checkoutHtml(cart);
      expect(html).toMatch(/<dt>Subtotal<\/dt><dd>\$24\.00<\/dd>/);
      expect(html).toMatch(/<dt>Shipping<\/dt><dd>\$11\.99<\/dd>/);
    },
  );

  it('moves a US cart to Australia and to Canada without leaving USD', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: VARIANT.yukiUs}]});
    for (const [countryCode, total] of [
      ['AU', '58.0'],
      ['CA', '52.2'],
    ]) {
      const {data} = await platform.gql(CART_BUYER_IDENTITY_UPDATE, {
        cartId: cart.id,
        buyerIdentity: {countryCode},
      });
      const moved = data.cartBuyerIdentityUpdate.cart;
      expect(data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
      expect(moved.buyerIdentity.countryCode).toBe(countryCode);
      expect(moved.cost.totalAmount).toEqual({amount: total, currencyCode: 'USD'});
      expect(cartDiscardReason(moved)).toBeNull();
    }
    const stored = await platform.gql(CART_QUERY, {id: cart.id});
    expect(stored.data.cart.cost.subtotalAmount.currencyCode).toBe('USD');
  });

  it('prices no cart of any country in a currency the storefront discards', async () => {
    const currencies = new Set<string>();
    for (const {code} of COUNTRIES) {
      const cart = await createCart(platform, {buyerIdentity: {countryCode: code}});
      currencies.add(cart.cost.totalAmount.currencyCode);
    }
    expect([...currencies].sort()).toEqual(['EUR', 'GBP', 'USD']);
  });
});

/** Kumo Mini Blender's EU variant, $24, pay what you want. */
const KUMO_MINI_EU = 'gid://shopify/ProductVariant/43000000001502';

/** One unit at a price of the buyer's choosing (one such unit per cart). */
function payWhatYouWant(merchandiseId: string, unitPrice: string) {
  return {merchandiseId, attributes: [{key: '_customPrice', value: unitPrice}]};
}

describe('checkout shipping: the fee table, free from the threshold in the cart currency', () => {
  it('frees UK shipping from the £43 the info modal names', () => {
    expect(localFreeShippingThreshold('GB', 'GBP')).toBe(43);
  });

  const twoKumoUs = {merchandiseId: VARIANT.kumoUs, quantity: 2};
  const twoKumoEu = {merchandiseId: VARIANT.kumoEu, quantity: 2};
  it.each([
    // US: $9.99, free from $35; a Kumo at $24 and a pay-what-you-want Kumo Mini.
    [
      'US',
      '$34.99',
      '$9.99',
      '$44.98',
      [{merchandiseId: VARIANT.kumoUs}, payWhatYouWant(VARIANT.kumoMiniUs, '10.99')],
    ],
    [
      'US',
      '$35.00',
      'Free',
      '$35.00',
      [{merchandiseId: VARIANT.kumoUs}, payWhatYouWant(VARIANT.kumoMiniUs, '11.00')],
    ],
    // Germany: 11.99 → €12, free from €35.
    [
      'DE',
      '€34.99',
      '€12.00',
      '€46.99',
      [{merchandiseId: VARIANT.kumoEu}, payWhatYouWant(KUMO_MINI_EU, '10.99')],
    ],
    [
      'DE',
      '€35.00',
      'Free',
      '€35.00',
      [{merchandiseId: VARIANT.kumoEu}, payWhatYouWant(KUMO_MINI_EU, '11.00')],
    ],
    // France: €12, free from €50.
    [
      'FR',
      '€49.99',
      '€12.00',
      '€61.99',
      [twoKumoEu, payWhatYouWant(KUMO_MINI_EU, '1.99')],
    ],
    ['FR', '€50.00', 'Free', '€50.00', [twoKumoEu, payWhatYouWant(KUMO_MINI_EU, '2.00')]],
    // UK: 11.99 × 0.85 → £11, free from 50 × 0.85 = 42.5 → £43; Kumo is £21.
    [
      'GB',
      '£42.00',
      '£11.00',
      '£53.00',
      [twoKumoUs, payWhatYouWant(VARIANT.kumoMiniUs, '0.00')],
    ],
    [
      'GB',
      '£42.50',
      '£11.00',
      '£53.50',
      [twoKumoUs, payWhatYouWant(VARIANT.kumoMiniUs, '0.50')],
    ],
    [
      'GB',
      '£42.99',
      '£11.00',
      '£53.99',
      [twoKumoUs, payWhatYouWant(VARIANT.kumoMiniUs, '0.99')],
    ],
    [
      'GB',
      '£43.00',
      'Free',
      '£43.00',
      [twoKumoUs, payWhatYouWant(VARIANT.kumoMiniUs, '1.00')],
    ],
  ])(
    '%s: a %s subtotal ships for %s, %s in all',
    async (country, subtotal, shipping, total, lines) => {
      const cart = await createCart(platform, {
        buyerIdentity: {countryCode: country},
        lines,
      });
      const html = await checkoutHtml(cart);
      expect(html).toContain(`<dt>Subtotal</dt><dd>${subtotal}</dd>`);
      expect(html).toContain(`<dt>Shipping</dt><dd>${shipping}</dd>`);
      expect(html).toContain(`<dd class="total">${total} `);
    },
  );
});

/** Kasumi (AVAILABLE:US-CA) and Nami (OOS:DE-FR), US range. */
const KASUMI_US = 'gid://shopify/ProductVariant/43000000001101';
const NAMI_US = 'gid://shopify/ProductVariant/43000000001401';

async function moveCart(cartId: string, countryCode: string): Promise<Json> {
  const {data, errors} = await platform.gql(CART_BUYER_IDENTITY_UPDATE, {
    cartId,
    buyerIdentity: {countryCode},
  });
  expect(errors).toBeUndefined();
  return data.cartBuyerIdentityUpdate;
}

function lineIdOf(cart: Json, merchandiseId: string): string {
  const line = cart.lines.nodes.find(
    (node: Json) => node.merchandise.id === merchandiseId,
  );
  if (!line) throw new Error(`no line of ${merchandiseId}`);
  return line.id;
}

describe('a buyer-identity country change checks every line again in the new market', () => {
  it('removes what Germany may not buy, as cartCreate there refuses it, with a warning each', async () => {
    const cart = await createCart(platform, {
      lines: [
        {merchandiseId: KASUMI_US},
        {merchandiseId: NAMI_US},
        {merchandiseId: VARIANT.kumoUs},
      ],
    });
    const refused = await platform.gql(
      `mutation ($input: CartInput!) @inContext(country: DE) {
        cartCreate(input: $input) { cart { id } userErrors { code message } }
      }`,
      {
        input: {
          lines: [
            {merchandiseId: KASUMI_US},
            {merchandiseId: NAMI_US},
            {merchandiseId: VARIANT.kumoUs},
          ],
        },
      },
    );
    expect(refused.data.cartCreate.cart).toBeNull();
    expect(refused.data.cartCreate.userErrors).toHaveLength(3);

    const moved = await moveCart(cart.id, 'DE');
    expect(moved.userErrors).toEqual([]);
    expect(moved.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        target: lineIdOf(cart, KASUMI_US),
        message:
          'Kasumi Detail Crease Brush is not available in Germany. It was removed from the cart.',
      },
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        target: lineIdOf(cart, NAMI_US),
        message:
          'Nami Dual-Fibre Blender is not available in Germany. It was removed from the cart.',
      },
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        target: lineIdOf(cart, VARIANT.kumoUs),
        message:
          'Kumo Blending Brush (US / Standard) is not sold in Germany. It was removed from the cart.',
      },
    ]);
    expect(moved.cart.buyerIdentity.countryCode).toBe('DE');
    expect(moved.cart.lines.nodes).toEqual([]);
    expect(moved.cart.cost.totalAmount).toEqual({amount: '0.0', currencyCode: 'EUR'});

    const stored = await platform.gql(CART_QUERY, {id: cart.id});
    expect(stored.data.cart.lines.nodes).toEqual([]);
    const html = await checkoutHtml(cart);
    expect(html).toContain('Your cart is empty.');
    expect(html).not.toContain('Kasumi');
    expect(html).not.toContain('Nami');
  });

  it('keeps what the new market may buy, priced in its currency', async () => {
    const cart = await createCart(platform, {
      lines: [
        {merchandiseId: KASUMI_US},
        {merchandiseId: NAMI_US, quantity: 2},
        {merchandiseId: VARIANT.kumoUs},
      ],
    });
    expect(cart.cost.totalAmount).toEqual({amount: '118.0', currencyCode: 'USD'});

    const moved = await moveCart(cart.id, 'GB');
    expect(moved.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        target: lineIdOf(cart, KASUMI_US),
        message:
          'Kasumi Detail Crease Brush is not available in United Kingdom. It was removed from the cart.',
      },
    ]);
    const lines = moved.cart.lines.nodes.map((line: Json) => ({
      id: line.id,
      quantity: line.quantity,
      unit: line.cost.amountPerQuantity,
    }));
    // 34 × 0.85 = 28.9 and 24 × 0.85 = 20.4, each rounded up to a whole pound.
    expect(lines).toEqual([
      {
        id: lineIdOf(cart, NAMI_US),
        quantity: 2,
        unit: {amount: '29.0', currencyCode: 'GBP'},
      },
      {
        id: lineIdOf(cart, VARIANT.kumoUs),
        quantity: 1,
        unit: {amount: '21.0', currencyCode: 'GBP'},
      },
    ]);
    expect(moved.cart.cost.totalAmount).toEqual({amount: '79.0', currencyCode: 'GBP'});
    expect(await checkoutHtml(cart)).toContain('<dt>Subtotal</dt><dd>£79.00</dd>');
  });

  it('keeps the EU range within the EU, less what France may not buy, and removes it in the US region', async () => {
    const cart = await createCart(
      platform,
      {lines: [{merchandiseId: VARIANT.kumoEu}, {merchandiseId: VARIANT.namiEu}]},
      'IT',
    );
    const toFrance = await moveCart(cart.id, 'FR');
    expect(toFrance.warnings.map((warning: Json) => warning.target)).toEqual([
      lineIdOf(cart, VARIANT.namiEu),
    ]);
    expect(toFrance.cart.cost.totalAmount).toEqual({amount: '24.0', currencyCode: 'EUR'});

    const toCanada = await moveCart(cart.id, 'CA');
    expect(toCanada.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        target: lineIdOf(cart, VARIANT.kumoEu),
        message:
          'Kumo Blending Brush (EU / Standard) is not sold in Canada. It was removed from the cart.',
      },
    ]);
    expect(toCanada.cart.lines.nodes).toEqual([]);
    expect(toCanada.cart.cost.totalAmount.currencyCode).toBe('USD');
  });

  it('checks nothing again when the country stays', async () => {
    const cart = await createCart(platform, {lines: [{merchandiseId: KASUMI_US}]}, 'CA');
    const again = await moveCart(cart.id, 'CA');
    expect(again.warnings).toEqual([]);
    expect(again.cart.lines.nodes).toHaveLength(1);
  });
});
