/**
 * A country change carries its language to the checkout (docs/product/cart.md#country-change),
 * for every order of two countries whose languages differ: a shopper with a brush in the cart
 * moves with the plain form, follows the cart's checkout link and pays, and the checkout and
 * the thank-you page speak the new language and name the brush in it. The browser walks one
 * change into each language (tests/e2e/checkout-language.spec.ts).
 */
import {http, passthrough} from 'msw';
import {beforeEach, describe, expect, it} from 'vitest';
import {CHECKOUT_TEXTS} from '../../emulators/commerce/src/checkout/texts';
import {CHECKOUT_ADDRESS, getPage, hiddenFieldsIn, pay} from '../emulator/checkout-pages';
import {VARIANT} from '../emulator/seed-variants';
import {cookiePair} from './support/cookies';
import {visibleText} from './support/pages';
import {localPlatformUpstream} from './support/upstream';
import {LOCAL_ORIGIN, postCartForm, uniqueEmail, workerAgainst} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);
// The checkout pages are the platform's own, as a browser opens them.
beforeEach(() => storefront.use(http.all('*/checkouts/*', () => passthrough())));

const COUNTRIES = [
  {code: 'CA', lang: 'en', kumo: VARIANT.kumoUs, title: 'Kumo Blending Brush'},
  {code: 'FR', lang: 'fr', kumo: VARIANT.kumoEu, title: 'Pinceau estompeur Kumo'},
  {code: 'IT', lang: 'it', kumo: VARIANT.kumoEu, title: 'Pennello sfumino Kumo'},
  {code: 'ES', lang: 'es', kumo: VARIANT.kumoEu, title: 'Brocha difuminadora Kumo'},
] as const;

const CHANGES = COUNTRIES.flatMap((from) =>
  COUNTRIES.filter((to) => to.lang !== from.lang).map((to) => ({from, to})),
);

const langOf = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

describe('a shopper who changes country checks out in the new language', () => {
  it.each(CHANGES)('from $from.code to $to.code, in $to.lang', async ({from, to}) => {
    const shopper = {'oxygen-buyer-country': from.code};
    const added = await postCartForm(
      worker,
      'LinesAdd',
      {lines: [{merchandiseId: from.kumo, quantity: 1}]},
      {headers: shopper},
    );
    await worker.settle();

    const form = new FormData();
    form.set('country', to.code);
    form.set('redirectTo', '/cart');
    const moved = await worker.fetch('/api/country', {
      method: 'POST',
      body: form,
      headers: {
        ...shopper,
        Origin: LOCAL_ORIGIN,
        Cookie: cookiePair(added, 'cart') ?? '',
      },
      redirect: 'manual',
    });
    await worker.settle();
    expect(moved.headers.get('location')).toBe('/cart');
    const cookies = ['cart', 'session']
      .map((name) => cookiePair(moved, name) ?? cookiePair(added, name))
      .filter(Boolean)
      .join('; ');

    const cart = await worker.get('/cart', {...shopper, Cookie: cookies});
    expect(langOf(cart.body)).toBe(to.lang);
    const link = /href="([^"]*\/checkouts\/cn\/[^"]*)"/.exec(cart.body)?.[1];
    expect(link).toBeDefined();
    const checkoutUrl = (link ?? '').replaceAll('&amp;', '&');

    const text = CHECKOUT_TEXTS[to.lang];
    const checkout = await getPage(checkoutUrl);
    expect(langOf(checkout.html)).toBe(to.lang);
    expect(visibleText(checkout.html)).toContain(text.checkout);
    expect(visibleText(checkout.html)).toContain(to.title);

    const paid = await pay(checkoutUrl, {
      ...CHECKOUT_ADDRESS,
      email: uniqueEmail('mover'),
      ...hiddenFieldsIn(checkout.html),
    });
    expect(paid.status).toBe(303);
    const thanks = await getPage(new URL(paid.location ?? '', checkoutUrl).href);
    expect(langOf(thanks.html)).toBe(to.lang);
    expect(visibleText(thanks.html)).toContain(text.thanks);
    expect(visibleText(thanks.html)).toContain(to.title);
  });
});
