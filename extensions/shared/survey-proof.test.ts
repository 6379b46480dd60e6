import {describe, expect, it} from 'vitest';
import {readSurveyProof, signSurveyProof} from './survey-proof';

const KEY = 'survey-proof-key-for-the-function-tests';
const PROOF = {responseId: 'resp_42', cartId: 'gid://shopify/Cart/c1?key=abc|def'};

describe('survey proof', () => {
  const signed = signSurveyProof(KEY, PROOF);

  it('reads back what the key signed, with separators inside the ids', () => {
    expect(readSurveyProof(KEY, signed)).toEqual(PROOF);
  });

  it.each<[string, string | null, string | null | undefined]>([
    ['another key', 'another-key-that-is-long-enough-0000', signed],
    ['a short key', 'short', signed],
    ['no key', null, signed],
    ['a value set by hand', KEY, 'true'],
    ['no value', KEY, null],
    ['a changed response id', KEY, signed.replace('resp_42', 'resp_43')],
    [
      'a changed signature',
      KEY,
      signed.slice(0, -1) + (signed.endsWith('0') ? '1' : '0'),
    ],
    ['an extra part', KEY, `${signed}|x`],
    ['a malformed escape', KEY, signed.replace('resp_42', '%E0%A4%A')],
  ])('refuses %s', (_label, key, value) => {
    expect(readSurveyProof(key, value)).toBeNull();
  });

  it('will not sign with a key short enough to guess', () => {
    expect(() => signSurveyProof('short', PROOF)).toThrow(RangeError);
  });
});
