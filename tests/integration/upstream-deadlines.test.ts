/**
 * A platform that accepts the request and never answers (docs/product/operations.md#error-screens):
 * the worker gives up at its deadline, so the shopper gets the error screen or the write's
 * message instead of a page that never comes.
 */
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {VARIANT} from '../emulator/seed-variants';
import {visibleText} from './support/pages';
import {localPlatformUpstream} from './support/upstream';
import {cartCookieWith, cartForm, LOCAL_ORIGIN, workerAgainst} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

const ERROR_SCREEN = 'something went wrong. please refresh to try again.';

/** Answers nothing, ever: the request is held as a hung platform holds it. */
const neverAnswers = () => new Promise<never>(() => undefined);

/** Mutations get `respond`'s answer; reads go to the platform. */
function answerMutations(respond: () => Response | Promise<Response>) {
  storefront.use(
    http.post(/\/api\/2025-01\/graphql\.json$/, async ({request}) => {
      const {query} = (await request.clone().json()) as {query: string};
      return /^\s*mutation\b/.test(query) ? respond() : undefined;
    }),
  );
}

/** An add to cart as the page's fetcher posts it (single fetch: the action's data alone). */
function postAdd() {
  return worker.fetch('/cart.data', {
    method: 'POST',
    body: cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT.kumoUs, quantity: 1}]}),
    headers: {Origin: LOCAL_ORIGIN, Host: '127.0.0.1:3000'},
  });
}

describe('a country change whose cart the platform does not give back', () => {
  it('fails, and leaves the cart cookie as it was', async () => {
    const cart = await cartCookieWith(worker, VARIANT.kumoUs);
    storefront.use(
      http.post(/\/api\/2025-01\/graphql\.json$/, () =>
        HttpResponse.json({errors: [{message: 'unavailable'}]}, {status: 500}),
      ),
    );
    const form = new FormData();
    form.set('country', 'FR');
    form.set('redirectTo', '/');
    const response = await worker.fetch('/api/country', {
      method: 'POST',
      body: form,
      headers: {Origin: LOCAL_ORIGIN, Cookie: cart},
      redirect: 'manual',
    });
    // Before: a 303 that said the country had changed, with the cart left in the old one.
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.headers.getSetCookie().join('; ')).not.toMatch(/(^|; )cart=/);
  }, 30_000);
});

describe('a Storefront API that never answers', () => {
  it('gives an uncached page the error screen with a 502', async () => {
    storefront.use(http.post(/\/api\/2025-01\/graphql\.json$/, neverAnswers));
    const response = await worker.fetch('/search?q=brush', {redirect: 'manual'});
    const body = visibleText(await response.text());
    expect(response.status).toBe(502);
    expect(body).toContain(ERROR_SCREEN);
  }, 30_000);

  it('answers an add to cart with the cart error, and no cart cookie', async () => {
    storefront.use(http.post(/\/api\/2025-01\/graphql\.json$/, neverAnswers));
    const form = cartForm('LinesAdd', {
      lines: [{merchandiseId: VARIANT.kumoUs, quantity: 1}],
    });
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body: form,
      headers: {Accept: 'application/json'},
    });
    expect(response.status).toBeGreaterThanOrEqual(500);
    const cookies = response.headers.getSetCookie().join('; ');
    expect(cookies).not.toMatch(/(^|; )cart=[^;]/);
  }, 30_000);
});

describe('a cart write that never gets an answer', () => {
  it('says the change may not have been saved (504), not that it failed', async () => {
    // Reads answer; only the write is held, as a platform that took it and never replied.
    answerMutations(neverAnswers);
    const response = await postAdd();
    expect(response.status).toBe(504);
    expect(await response.text()).toContain(
      'your change may not have been saved. please check your cart.',
    );
    const cookies = response.headers.getSetCookie().join('; ');
    expect(cookies).not.toMatch(/(^|; )cart=[^;]/);
  }, 30_000);
});

describe('a Storefront connection lost before any answer', () => {
  // HttpResponse.error() is a fetch that fails without a response, as workerd's "Network
  // connection lost" on a kept-alive socket the platform closed as it restarted.
  it('reads again once, so an uncached page is served', async () => {
    storefront.use(
      http.post(/\/api\/2025-01\/graphql\.json$/, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const response = await worker.fetch('/search?q=kumo', {redirect: 'manual'});
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain('Kumo Blending Brush');
  }, 30_000);

  it('never sends a write twice: the change may not have been saved (504)', async () => {
    let mutationsSent = 0;
    answerMutations(() => {
      mutationsSent += 1;
      return HttpResponse.error();
    });
    const response = await postAdd();
    expect(response.status).toBe(504);
    expect(mutationsSent).toBe(1);
  }, 30_000);
});

describe('a mailing list service that never answers', () => {
  it('answers the subscription with the service-unavailable message', async () => {
    storefront.use(http.all('*/v3/marketing/*', () => neverAnswers()));
    const response = await worker.fetch('/api/subscribe-sendgrid', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({email: 'hung@example.com', from: 'footer'}),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({error: 'unavailable'});
  }, 30_000);
});
