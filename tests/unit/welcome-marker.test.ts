import {describe, expect, it} from 'vitest';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {usedEntries, emailDigest} from '@brush/rules/used-markers';
import {readWelcomeMarker, signWelcomeMarker} from '@brush/rules/welcome-marker';

const KEY = 'survey-proof-key-for-the-function-tests';
const MARKER = {email: 'ava@example.com', cartId: 'gid://shopify/Cart/c1?key=abc'};

describe('welcome marker', () => {
  const signed = signWelcomeMarker(KEY, MARKER);

  it('reads back what the key signed', () => {
    expect(readWelcomeMarker(KEY, signed)).toEqual(MARKER);
  });

  it('signs the address however it was typed', () => {
    expect(
      readWelcomeMarker(
        KEY,
        signWelcomeMarker(KEY, {...MARKER, email: ' Ava@Example.COM '}),
      ),
    ).toEqual(MARKER);
  });

  it.each<[string, string | null, string | null | undefined]>([
    ['another key', 'another-key-that-is-long-enough-0000', signed],
    ['no key', null, signed],
    ['a value set by hand', KEY, 'ava@example.com'],
    ['a changed email', KEY, signed.replace('ava%40', 'eve%40')],
    ['a changed cart', KEY, signed.replace('c1', 'c2')],
    [
      'a survey proof signed under the same key',
      KEY,
      signSurveyProof(KEY, {
        responseId: 'ava@example.com',
        cartId: 'c',
        customerId: null,
      }),
    ],
  ])('refuses %s', (_label, key, value) => {
    expect(readWelcomeMarker(key, value)).toBeNull();
  });
});

describe('used markers', () => {
  it('digests an address however it was typed, and never holds it', () => {
    const digest = emailDigest('ava@example.com');
    expect(emailDigest(' AVA@example.com')).toBe(digest);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain('ava');
  });

  it.each<[string, string | null | undefined, string[]]>([
    ['a list', '["a","b"]', ['a', 'b']],
    ['entries that are not text left out', '["a",1,null]', ['a']],
    ['no metafield', null, []],
    ['not JSON', 'a,b', []],
    ['not a list', '{"a":1}', []],
  ])('reads %s', (_label, value, expected) => {
    expect([...usedEntries(value)]).toEqual(expected);
  });
});
