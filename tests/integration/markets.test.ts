/**
 * The country change (docs/product/markets.md#country-picker, POST /api/country) against the
 * built worker: the chosen country goes into the signed session and wins over the geo header
 * from then on; anything but a known country is refused with nothing changed; the no-JS form
 * returns to a local page.
 */
import {describe, expect, it} from 'vitest';
import {VARIANT} from '../emulator/seed-variants';
import {cookiePair} from './support/cookies';
import {localPlatformUpstream} from './support/upstream';
import {LOCAL_ORIGIN, postCartForm, workerAgainst} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

async function postCountry(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await worker.fetch('/api/country', {
    method: 'POST',
    body: form,
    headers: {Origin: LOCAL_ORIGIN, ...headers},
    redirect: 'manual',
  });
  await worker.settle();
  return response;
}

const EMAIL_UPDATE = `#graphql
  mutation IntegrationCartEmail($cartId: ID!, $email: String!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: {email: $email}) {
      userErrors { message }
    }
  }
`;

const CART_EMAIL = `#graphql
  query IntegrationCartEmailRead($cartId: ID!) {
    cart(id: $cartId) { buyerIdentity { email } }
  }
`;

async function countryOf(headers: Record<string, string>): Promise<unknown> {
  const response = await worker.fetch('/api/country', {headers});
  return ((await response.json()) as {country: unknown}).country;
}

describe('POST /api/country', () => {
  it.each([
    {posted: 'FR', stored: 'FR'},
    {posted: 'it', stored: 'IT'},
    {posted: ' ca ', stored: 'CA'},
  ])('stores $posted as $stored, which then wins over the geo header', async (row) => {
    const response = await postCountry({country: row.posted});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      country: row.stored,
      droppedTitles: [],
    });
    const cookie = cookiePair(response, 'session');
    expect(cookie).toBeDefined();
    expect(await countryOf({Cookie: cookie ?? '', 'oxygen-buyer-country': 'JP'})).toBe(
      row.stored,
    );
  });

  it.each<{case: string; fields: Record<string, string>; message: string}>([
    {case: 'an unknown code', fields: {country: 'XX'}, message: 'Unknown country.'},
    {case: 'a country name', fields: {country: 'France'}, message: 'Unknown country.'},
    {case: 'no country', fields: {}, message: 'A country is required.'},
  ])('refuses $case with 400 and changes nothing', async ({fields, message}) => {
    const response = await postCountry(fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ok: false, error: message});
    expect(cookiePair(response, 'session')).toBeUndefined();
  });

  it.each([
    {
      redirectTo: '/collections/eye-brushes?sort=price',
      location: '/collections/eye-brushes?sort=price',
    },
    {redirectTo: 'https://evil.example/', location: '/'},
    {redirectTo: '//evil.example/', location: '/'},
  ])('without JavaScript returns to $location (asked: $redirectTo)', async (row) => {
    const response = await postCountry({country: 'ES', redirectTo: row.redirectTo});
    expect(response.status).toBe(303);
    expect(
      new URL(response.headers.get('Location') ?? '', LOCAL_ORIGIN).pathname +
        new URL(response.headers.get('Location') ?? '', LOCAL_ORIGIN).search,
    ).toBe(row.location);
    expect(await countryOf({Cookie: cookiePair(response, 'session') ?? ''})).toBe('ES');
  });

  it('renders the page the shopper returns to in the new market', async () => {
    const changed = await postCountry({country: 'FR', redirectTo: '/'});
    const page = await worker.fetch('/', {
      headers: {Cookie: cookiePair(changed, 'session') ?? ''},
    });
    const html = await page.text();
    await worker.settle();
    expect(html).toContain('<html lang="fr"');
  });
});

describe('GET /country (the picker without JavaScript)', () => {
  it('lists every country as a button of one form posting to /api/country, the current one marked', async () => {
    const response = await worker.fetch('/country?redirectTo=%2Fcart', {
      headers: {'oxygen-buyer-country': 'IT'},
    });
    const html = await response.text();
    await worker.settle();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<form method="post" action="\/api\/country"/);
    expect(html).toContain('name="redirectTo" value="/cart"');
    expect(html).toMatch(/name="country" value="DE"[^>]*>.*?Germania/s);
    expect(html).toMatch(/value="IT"[^>]*aria-current="true"/);
    // Italian, as the country says, and out of search indexes.
    expect(html).toMatch(/<title>scegli il tuo paese/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('a country change with items in the cart', () => {
  async function cartWith(lines: {merchandiseId: string; quantity: number}[]) {
    const added = await postCartForm(worker, 'LinesAdd', {lines});
    await worker.settle();
    return cookiePair(added, 'cart') ?? '';
  }

  it('rebuilds the cart in the new market with the region variants and names what it could not keep', async () => {
    const oldCart = await cartWith([
      {merchandiseId: VARIANT.kumoUs, quantity: 2},
      {merchandiseId: VARIANT.kasumiUs, quantity: 1},
    ]);
    expect((await storefront.cartOf(oldCart)).lines).toHaveLength(2);
    const oldCartId = `gid://shopify/Cart/${decodeURIComponent(oldCart.replace(/^cart=/, ''))}`;
    const withEmail = await storefront.gql(EMAIL_UPDATE, {
      cartId: oldCartId,
      email: 'shopper@example.com',
    });
    expect(withEmail.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
    storefront.reset();

    const response = await postCountry({country: 'DE'}, {Cookie: oldCart});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      country: 'DE',
      droppedTitles: ['Kasumi Detail Crease Brush'],
    });
    const newCart = cookiePair(response, 'cart');
    expect(newCart).toBeDefined();
    expect(newCart).not.toBe(oldCart);
    const rebuilt = await storefront.cartOf(newCart ?? '');
    expect(rebuilt.countryCode).toBe('DE');
    expect(rebuilt.lines).toMatchObject([
      {quantity: 2, merchandise: {id: VARIANT.kumoEu}},
    ]);
    // The cart left behind keeps no email of the shopper.
    const left = await storefront.gql(CART_EMAIL, {cartId: oldCartId});
    expect(left.data.cart.buyerIdentity.email).toBeNull();
  });

  it('moves a Spanish cart to Mexico with the US-region variant of each line', async () => {
    const variant = (id: string) => `gid://shopify/ProductVariant/${id}`;
    const shopper = {'oxygen-buyer-country': 'ES'};
    const added = await postCartForm(
      worker,
      'LinesAdd',
      {
        lines: [
          '43000000000102',
          '43000000000202',
          '43000000000502',
          '43000000000702',
        ].map((id) => ({merchandiseId: variant(id), quantity: 1})),
      },
      {headers: shopper},
    );
    await worker.settle();
    const oldCart = cookiePair(added, 'cart') ?? '';
    expect((await storefront.cartOf(oldCart)).countryCode).toBe('ES');

    const response = await postCountry({country: 'MX'}, {...shopper, Cookie: oldCart});
    expect(await response.json()).toEqual({ok: true, country: 'MX', droppedTitles: []});
    const rebuilt = await storefront.cartOf(cookiePair(response, 'cart') ?? '');
    expect(rebuilt.countryCode).toBe('MX');
    expect(rebuilt.lines.map((line) => line.merchandise.id).sort()).toEqual(
      ['43000000000101', '43000000000201', '43000000000501', '43000000000701'].map(
        variant,
      ),
    );
  });

  it("stores the new cart's country when the platform settles on another one", async () => {
    const oldCart = await cartWith([{merchandiseId: VARIANT.kumoUs, quantity: 1}]);
    // A platform that places the new cart in Austria, whatever was asked.
    storefront.rewriting.set('CountryRebuild', (data) => {
      if (data?.cartCreate?.cart) data.cartCreate.cart.buyerIdentity.countryCode = 'AT';
    });
    const response = await postCountry({country: 'DE'}, {Cookie: oldCart});
    storefront.reset();
    expect(await response.json()).toMatchObject({ok: true, country: 'AT'});
    expect(await countryOf({Cookie: cookiePair(response, 'session') ?? ''})).toBe('AT');
  });
});
