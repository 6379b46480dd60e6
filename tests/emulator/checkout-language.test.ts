import {describe, expect, it} from 'vitest';
import {hiddenFieldsIn, shownIn} from './checkout-pages';
import {sharedStorefront} from './storefront-platform';

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

const ADD = `
  mutation Add($id: ID!, $lines: [CartLineInput!]!, $language: LanguageCode)
  @inContext(language: $language) {
    cartLinesAdd(cartId: $id, lines: $lines) { cart { id } userErrors { message } }
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

const client = sharedStorefront();

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

  it('names the options in the cart language, without the region the shop keeps variants by', async () => {
    const cart = await cartIn('FR', 'FR');
    const page = await checkoutText(cart.checkoutUrl);
    expect(page.text).toContain('Standard');
    expect(page.text).not.toMatch(/\b(EU|US) \//);
    expect(page.text).toContain('Quantité : 1');
  });

  it.each([
    {locale: 'it', lang: 'it', says: 'Paga ora'},
    {locale: 'es-ES', lang: 'es', says: 'Pagar ahora'},
    {locale: 'de', lang: 'fr', says: 'Payer maintenant'},
    {locale: 'it<script>', lang: 'fr', says: 'Payer maintenant'},
  ])(
    "speaks the link's locale $locale, which the cart's later pages keep",
    async ({locale, lang, says}) => {
      const cart = await cartIn('FR', 'FR');
      const linked = `${cart.checkoutUrl}&locale=${encodeURIComponent(locale)}`;
      const page = await checkoutText(linked);
      expect(page.lang).toBe(lang);
      expect(page.text).toContain(says);
      expect((await checkoutText(cart.checkoutUrl)).lang).toBe(lang);
    },
  );

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

const ADDRESS = {
  email: 'chiara@example.com',
  firstName: 'Chiara',
  lastName: 'Rossi',
  address1: '12 rue des Pinceaux',
  city: 'Lyon',
  zip: '69001',
};

interface Answer {
  status: number;
  location: string | null;
  lang: string;
  text: string;
}

async function answer(response: Response): Promise<Answer> {
  const html = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '',
    text: visibleText(html),
  };
}

async function pay(checkoutUrl: string, fields: Record<string, string>): Promise<Answer> {
  const page = await (await fetch(checkoutUrl)).text();
  return answer(
    await fetch(checkoutUrl, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({...hiddenFieldsIn(page), ...fields}).toString(),
      redirect: 'manual',
    }),
  );
}

const platformPage = async (checkoutUrl: string, path: string) =>
  answer(await fetch(new URL(path, checkoutUrl)));

describe('the pages after the checkout, in the cart language', () => {
  it.each([
    {
      language: 'FR',
      thanks: 'Merci pour votre commande',
      says: ['Votre numéro de commande est #', 'Commande n° ', 'Sous-total'],
      product: 'Pinceau estompeur Kumo',
      status: 'confirmée, pas encore expédiée',
    },
    {
      language: 'IT',
      thanks: 'Grazie per il tuo ordine',
      says: ['Il numero del tuo ordine è #', 'Ordine n. ', 'Subtotale'],
      product: 'Pennello sfumino Kumo',
      status: 'confermato, non ancora spedito',
    },
    {
      language: 'ES',
      thanks: 'Gracias por tu pedido',
      says: ['Tu número de pedido es #', 'Pedido n.º ', 'Subtotal'],
      product: 'Brocha difuminadora Kumo',
      status: 'confirmado, aún no enviado',
    },
  ])(
    'thanks a $language buyer and shows the order in their words and number format',
    async ({language, thanks, says, product, status}) => {
      const cart = await cartIn('FR', language);
      const paid = await pay(cart.checkoutUrl, ADDRESS);
      expect(paid.status).toBe(303);

      const page = await platformPage(cart.checkoutUrl, paid.location ?? '');
      expect(page.lang).toBe(language.toLowerCase());
      expect(page.text).toContain(thanks);
      for (const text of says) expect(page.text).toContain(text);
      expect(page.text).toContain(product);
      expect(page.text).toContain('24,00 €');
      expect(page.text).not.toMatch(/€\d|Thank you|Quantity|Order #|Shipping/);

      const statusPath = /href="(\/orders\/[0-9a-f]{32})"/.exec(
        await (await fetch(new URL(paid.location ?? '', cart.checkoutUrl))).text(),
      )?.[1];
      const orderStatus = await platformPage(cart.checkoutUrl, statusPath ?? '');
      expect(orderStatus.lang).toBe(language.toLowerCase());
      expect(orderStatus.text).toContain(status);
      expect(orderStatus.text).toContain(product);
    },
  );

  it('says what is wrong with a field in the cart language', async () => {
    const cart = await cartIn('FR', 'FR');
    const refused = await pay(cart.checkoutUrl, {
      ...ADDRESS,
      email: 'not-an-email',
      city: '',
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Saisissez une adresse e-mail valide.');
    expect(refused.text).toContain('Saisissez une ville.');
    expect(refused.text).toContain('Veuillez corriger les 2 champs signalés ci-dessous.');
  });

  it('refuses a payment from elsewhere in the cart language', async () => {
    const cart = await cartIn('FR', 'IT');
    const refused = await answer(
      await fetch(cart.checkoutUrl, {
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({...ADDRESS, formToken: 'x'.repeat(32)}).toString(),
        redirect: 'manual',
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.lang).toBe('it');
    expect(refused.text).toContain('Pagamento rifiutato');
  });

  it('answers an unknown checkout link in the browser language, English otherwise', async () => {
    const cart = await cartIn('FR', 'FR');
    const unknown = cart.checkoutUrl.replace(/key=\w+/, `key=${'0'.repeat(32)}`);
    const spanish = await answer(
      await fetch(unknown, {headers: {'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5'}}),
    );
    expect(spanish.status).toBe(404);
    expect(spanish.lang).toBe('es');
    expect(spanish.text).toContain('Pago no encontrado');
    // The cart's own language stays private to whoever holds its key.
    expect(spanish.text).not.toContain('Paiement');
    const english = await answer(await fetch(unknown));
    expect(english.lang).toBe('en');
    expect(english.text).toContain('Checkout not found');
  });

  it.each([
    ['FR', 'Votre panier a changé depuis l’affichage de cette page.'],
    ['IT', 'Il carrello è cambiato dopo che questa pagina lo ha mostrato.'],
    ['ES', 'Tu carrito cambió después de que esta página lo mostrara.'],
  ])('says in %s that the cart changed after the page was shown', async (code, says) => {
    const cart = await cartIn(code, code);
    const shown = await (await fetch(cart.checkoutUrl)).text();
    await client.query(ADD, {
      id: cart.id,
      lines: [{merchandiseId: KUMO_EU, quantity: 1}],
      language: code,
    });
    const refused = await pay(cart.checkoutUrl, {...ADDRESS, shown: shownIn(shown)});
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(says);
  });
});
