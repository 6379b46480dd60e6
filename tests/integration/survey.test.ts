import {describe, expect, it} from 'vitest';
import {LOCAL_SURVEY_PROOF_KEY} from '../../dev/local-env';
import {readSurveyProof} from '@brush/rules/survey-proof';
import {VARIANT} from '../emulator/seed-variants';
import {cookiePair} from './support/cookies';
import {localPlatformUpstream} from './support/upstream';
import {cartCookieWith, loadStorefrontWorker, workerAgainst} from './support/worker';

/**
 * The survey's completion (docs/product/growth.md#survey): the answers earn the cart a signed
 * discountSurvey proof and mark its lines; anything else changes nothing.
 */
const storefront = localPlatformUpstream();
// The platform's environment carries the key the platform checks survey proofs with.
const worker = workerAgainst(storefront);

function answers(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function survey(fields: Record<string, string>, cookie?: string) {
  return worker.fetch('/survey', {
    method: 'POST',
    body: answers(fields),
    headers: cookie ? {Cookie: cookie} : {},
  });
}

describe('POST /survey', () => {
  it('signs the proof onto the shopper’s cart and marks its lines for the discount', async () => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    const response = await survey({frequency: 'weekly', look: 'smoky'}, cookie);
    await worker.settle();
    expect(response.status).toBe(200);
    const cart = await storefront.storedCart(cookie);
    const proof = cart.attributes.find(({key}) => key === 'discountSurvey')?.value;
    expect(readSurveyProof(LOCAL_SURVEY_PROOF_KEY, proof)).toMatchObject({
      responseId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(cart.lines[0]?.attributes).toEqual([{key: '_surveyDiscount', value: 'true'}]);
  });

  it('gives a shopper without a cart one that carries the proof', async () => {
    const response = await survey({frequency: 'daily', look: 'natural', wish: 'softer'});
    await worker.settle();
    expect(response.status).toBe(200);
    const cookie = cookiePair(response, 'cart');
    expect(cookie).toBeDefined();
    const cart = await storefront.storedCart(cookie ?? '');
    expect(cart.attributes.map(({key}) => key)).toContain('discountSurvey');
  });

  it.each([
    ['fails (an error status)', 'failing'],
    ['answers with GraphQL errors', 'answeringWithErrors'],
  ] as const)(
    'fails and changes nothing when the cart read %s: no new cart, the cookie kept',
    async (_label, fault) => {
      const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
      storefront.reset();
      storefront[fault].add('CartQuery');
      const response = await survey({frequency: 'weekly', look: 'smoky'}, cookie);
      await worker.settle();
      expect(response.status).toBe(502);
      expect(cookiePair(response, 'cart')).toBeUndefined();
      expect(storefront.mutations()).toEqual([]);
      storefront[fault].clear();
      const cart = await storefront.storedCart(cookie);
      expect(cart.attributes).toEqual([]);
      expect(cart.lines).toHaveLength(1);
    },
  );

  it.each([
    ['no answers', {}],
    ['an answer the survey does not offer', {frequency: 'hourly', look: 'smoky'}],
    ['a wish too long', {frequency: 'daily', look: 'smoky', wish: 'x'.repeat(501)}],
  ])('refuses %s and changes nothing', async (_label, fields) => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    const response = await survey(fields, cookie);
    expect(response.status).toBe(400);
    const cart = await storefront.storedCart(cookie);
    expect(cart.attributes).toEqual([]);
    expect(cart.lines[0]?.attributes).toEqual([]);
  });
});

describe('POST /survey a second time', () => {
  it('completes again and tells the popup the cart had the survey already', async () => {
    const cookie = await cartCookieWith(worker, VARIANT.kumoUs);
    // The popup's fetcher reads Remix's data answer (turbo-stream: keys, then values).
    const complete = async () => {
      const response = await worker.fetch('/survey.data', {
        method: 'POST',
        body: answers({frequency: 'daily', look: 'natural'}),
        headers: {Cookie: cookie},
      });
      await worker.settle();
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await complete()).toMatch(/"state","complete","duplicate",false/);
    expect(await complete()).toMatch(/"state","complete","duplicate",true/);
  });
});

describe('POST /survey with the form provider', () => {
  it('is refused a bare response id while the shop embeds the built-in form', async () => {
    const response = await survey({responseId: 'provider-response-1'});
    await worker.settle();
    expect(response.status).toBe(400);
  });

  // Last in the file: a second worker, configured with a provider.
  it('takes the provider’s response id as the proof’s, and refuses a malformed one', async () => {
    const withProvider = await loadStorefrontWorker({
      ...storefront.env,
      PUBLIC_EMBED_SDK_URL: 'https://embed.forms.example/next/embed.js',
    });
    const cookie = await cartCookieWith(withProvider, VARIANT.kumoUs);
    const post = (responseId: string) =>
      withProvider.fetch('/survey', {
        method: 'POST',
        body: answers({responseId}),
        headers: {Cookie: cookie},
      });

    expect((await post('<script>')).status).toBe(400);
    const response = await post('provider-response-1');
    await withProvider.settle();
    expect(response.status).toBe(200);
    const proof = (await storefront.storedCart(cookie)).attributes.find(
      ({key}) => key === 'discountSurvey',
    )?.value;
    expect(readSurveyProof(LOCAL_SURVEY_PROOF_KEY, proof)).toMatchObject({
      responseId: 'provider-response-1',
    });
  });
});

describe('a country change after the survey', () => {
  it('signs the proof again for the rebuilt cart, keeping its response', async () => {
    const oldCart = await cartCookieWith(worker, VARIANT.kumoUs);
    await survey({frequency: 'weekly', look: 'smoky'}, oldCart);
    await worker.settle();
    const before = readSurveyProof(
      LOCAL_SURVEY_PROOF_KEY,
      (await storefront.storedCart(oldCart)).attributes.find(
        ({key}) => key === 'discountSurvey',
      )?.value,
    );

    const form = new FormData();
    form.set('country', 'DE');
    const changed = await worker.fetch('/api/country', {
      method: 'POST',
      body: form,
      headers: {Cookie: oldCart},
    });
    await worker.settle();
    const newCart = cookiePair(changed, 'cart');
    expect(newCart).toBeDefined();
    expect(newCart).not.toBe(oldCart);

    const after = readSurveyProof(
      LOCAL_SURVEY_PROOF_KEY,
      (await storefront.storedCart(newCart ?? '')).attributes.find(
        ({key}) => key === 'discountSurvey',
      )?.value,
    );
    const newToken = decodeURIComponent((newCart ?? '').replace(/^cart=/, '')).split(
      '?',
    )[0];
    expect(after).toEqual({
      responseId: before?.responseId,
      cartId: expect.stringContaining(`gid://shopify/Cart/${newToken}`),
      customerId: null,
    });
  });
});
