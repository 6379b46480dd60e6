import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startStorefront, type StorefrontClient} from './storefront-platform';

/**
 * The platform's checkout speaks the language the storefront used for the cart
 * (@inContext(language:) of its cart mutations) and writes amounts as that language writes
 * them in the cart's currency.
 */

const KUMO_EU = 'gid://shopify/ProductVariant/43000000000102';
const KUMO_US = 'gid://shopify/ProductVariant/43000000000101';

const CREATE = `
  mutation Create($input: CartInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } }
  }
`;

const NOTE = `
  mutation Note($id: ID!, $note: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartNoteUpdate(cartId: $id, note: $note) { cart { id } userErrors { message } }
  }
`;

/** The page's text with tags dropped and Intl's narrow and no-break spaces as spaces. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');

let client: StorefrontClient;
beforeAll(async () => {
  client = await startStorefront();
});
afterAll(() => client.close());

async function cartIn(
  country: string,
  language: string | null,
  merchandiseId = KUMO_EU,
): Promise<{id: string; checkoutUrl: string}> {
  const {data, errors} = await client.query(CREATE, {
    input: {lines: [{merchandiseId, quantity: 1}], buyerIdentity: {countryCode: country}},
    country,
    ...(language ? {language} : {}),
  });
  expect(errors).toBeUndefined();
  expect(data?.cartCreate.userErrors).toEqual([]);
  return data?.cartCreate.cart;
}

async function checkoutText(checkoutUrl: string): Promise<{lang: string; text: string}> {
  const response = await fetch(checkoutUrl);
  expect(response.status).toBe(200);
  const html = await response.text();
  return {lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '', text: visibleText(html)};
}

describe('checkout in the cart language', () => {
  it.each([
    {
      country: 'FR',
      language: 'FR',
      lang: 'fr',
      says: [
        'Paiement',
        'Payer maintenant',
        'Récapitulatif de la commande',
        'Sous-total',
      ],
      product: 'Pinceau estompeur Kumo',
      amount: '24,00 €',
    },
    {
      country: 'IT',
      language: 'IT',
      lang: 'it',
      says: ['Pagamento', 'Paga ora', 'Riepilogo dell’ordine', 'Subtotale'],
      product: 'Pennello sfumino Kumo',
      amount: '24,00 €',
    },
    {
      country: 'ES',
      language: 'ES',
      lang: 'es',
      says: ['Pago', 'Pagar ahora', 'Resumen del pedido', 'Subtotal'],
      product: 'Brocha difuminadora Kumo',
      amount: '24,00 €',
    },
    {
      country: 'DE',
      language: 'EN',
      lang: 'en',
      says: ['Checkout', 'Pay now', 'Order summary', 'Subtotal'],
      product: 'Kumo Blending Brush',
      amount: '€24.00',
    },
  ])(
    '$language cart in $country',
    async ({country, language, lang, says, product, amount}) => {
      const cart = await cartIn(country, language);
      const page = await checkoutText(cart.checkoutUrl);
      expect(page.lang).toBe(lang);
      for (const text of says) expect(page.text).toContain(text);
      expect(page.text).toContain(product);
      expect(page.text).toContain(amount);
    },
  );

  it('names the options in the cart language', async () => {
    const cart = await cartIn('FR', 'FR');
    const page = await checkoutText(cart.checkoutUrl);
    expect(page.text).toContain('EU / Standard');
    expect(page.text).toContain('Quantité : 1');
  });

  it('writes dollars as French does for a French shopper in the US', async () => {
    const page = await checkoutText((await cartIn('US', 'FR', KUMO_US)).checkoutUrl);
    expect(page.text).toContain('24,00 $US');
    expect(page.text).toContain('Payer maintenant');
  });

  it('follows the language of the latest cart update', async () => {
    const cart = await cartIn('FR', 'FR');
    const {errors} = await client.query(NOTE, {
      id: cart.id,
      note: 'cadeau',
      country: 'FR',
      language: 'IT',
    });
    expect(errors).toBeUndefined();
    const page = await checkoutText(cart.checkoutUrl);
    expect(page.lang).toBe('it');
    expect(page.text).toContain('Paga ora');
  });

  it('speaks English when the storefront named no language', async () => {
    const page = await checkoutText((await cartIn('FR', null)).checkoutUrl);
    expect(page.lang).toBe('en');
    expect(page.text).toContain('Pay now');
  });
});
