import {describe, expect, it} from 'vitest';
import {
  proofFitsBuyer,
  readSurveyProof,
  signSurveyProof,
} from '@brush/rules/survey-proof';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';

const KEY = 'survey-proof-key-for-the-function-tests';
const PROOF = {
  responseId: 'resp_42',
  cartId: 'gid://shopify/Cart/c1?key=abc|def',
  customerId: 'gid://shopify/Customer/7',
};

describe('survey proof', () => {
  const signed = signSurveyProof(KEY, PROOF);

  it('reads back what the key signed, with separators inside the ids', () => {
    expect(readSurveyProof(KEY, signed)).toEqual(PROOF);
  });

  it('reads back a guest’s proof as naming no customer', () => {
    const guest = {...PROOF, customerId: null};
    expect(readSurveyProof(KEY, signSurveyProof(KEY, guest))).toEqual(guest);
  });

  it.each<[string, string | null, string | null | undefined]>([
    ['another key', 'another-key-that-is-long-enough-0000', signed],
    ['a short key', 'short', signed],
    ['no key', null, signed],
    ['a value set by hand', KEY, 'true'],
    ['no value', KEY, null],
    ['a changed response id', KEY, signed.replace('resp_42', 'resp_43')],
    ['a changed cart', KEY, signed.replace('c1', 'c2')],
    ['a changed customer', KEY, signed.replace('Customer%2F7', 'Customer%2F8')],
    [
      'the customer taken off',
      KEY,
      signed.replace(/gid%3A%2F%2Fshopify%2FCustomer%2F7/, ''),
    ],
    [
      'a changed signature',
      KEY,
      signed.slice(0, -1) + (signed.endsWith('0') ? '1' : '0'),
    ],
    ['an extra part', KEY, `${signed}|x`],
    ['a malformed escape', KEY, signed.replace('resp_42', '%E0%A4%A')],
    [
      'a welcome marker signed under the same key',
      KEY,
      signWelcomeMarker(KEY, {email: 'resp_42', cartId: PROOF.cartId}),
    ],
  ])('refuses %s', (_label, key, value) => {
    expect(readSurveyProof(key, value)).toBeNull();
  });

  it('will not sign with a key short enough to guess', () => {
    expect(() => signSurveyProof('short', PROOF)).toThrow(RangeError);
  });

  it.each<[string, string | null, string | null, boolean]>([
    [
      'the customer it names',
      'gid://shopify/Customer/7',
      'gid://shopify/Customer/7',
      true,
    ],
    ['another customer', 'gid://shopify/Customer/7', 'gid://shopify/Customer/8', false],
    ['a guest, for a proof earned signed in', 'gid://shopify/Customer/7', null, false],
    ['a guest’s proof, for a guest', null, null, true],
    ['a guest’s proof, once the guest signs in', null, 'gid://shopify/Customer/8', true],
  ])('counts for %s: %s', (_label, named, buyer, fits) => {
    expect(proofFitsBuyer({customerId: named}, buyer)).toBe(fits);
  });
});
