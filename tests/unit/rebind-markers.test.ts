import {describe, expect, it} from 'vitest';
import {
  reboundCartAttributes,
  reboundLineAttributes,
} from '~/features/cart/country-rebuild.server';
import {readSurveyProof, signSurveyProof} from '@brush/rules/survey-proof';
import {readWelcomeMarker, signWelcomeMarker} from '@brush/rules/welcome-marker';

const KEY = 'survey-proof-key-for-the-function-tests';
const OLD = 'gid://shopify/Cart/old?key=a';
const NEW = 'gid://shopify/Cart/new?key=b';
const REBINDING = {key: KEY, from: OLD, to: NEW};
const AVA = 'gid://shopify/Customer/1';

describe('reboundCartAttributes', () => {
  it('signs the old cart’s survey proof for the new cart, keeping its response and customer', () => {
    const attributes = [
      {key: 'utm_source', value: 'mail'},
      {
        key: 'discountSurvey',
        value: signSurveyProof(KEY, {responseId: 'r-1', cartId: OLD, customerId: AVA}),
      },
    ];
    const rebound = reboundCartAttributes(attributes, REBINDING);
    expect(rebound?.[0]).toEqual({key: 'utm_source', value: 'mail'});
    expect(readSurveyProof(KEY, rebound?.[1]?.value)).toEqual({
      responseId: 'r-1',
      cartId: NEW,
      customerId: AVA,
    });
  });

  it.each<[string, {key: string; value: string}[]]>([
    ['no proof', [{key: 'utm_source', value: 'mail'}]],
    [
      'a proof another cart earned',
      [
        {
          key: 'discountSurvey',
          value: signSurveyProof(KEY, {
            responseId: 'r-1',
            cartId: 'gid://shopify/Cart/x',
          }),
        },
      ],
    ],
    ['a proof set by hand', [{key: 'discountSurvey', value: 'true'}]],
    [
      'a proof under another key',
      [
        {
          key: 'discountSurvey',
          value: signSurveyProof('another-key-that-is-long-enough-000', {
            responseId: 'r-1',
            cartId: OLD,
          }),
        },
      ],
    ],
  ])('leaves %s as it was', (_label, attributes) => {
    expect(reboundCartAttributes(attributes, REBINDING)).toBeNull();
  });
});

describe('reboundLineAttributes', () => {
  it('signs the old cart’s welcome marker for the new cart', () => {
    const attributes = [
      {key: '_welcomeBonus', value: 'ava@example.com'},
      {
        key: '_welcomeBonusProof',
        value: signWelcomeMarker(KEY, {email: 'ava@example.com', cartId: OLD}),
      },
    ];
    const rebound = reboundLineAttributes(attributes, REBINDING);
    expect(rebound?.[0]).toEqual(attributes[0]);
    expect(readWelcomeMarker(KEY, rebound?.[1]?.value)).toEqual({
      email: 'ava@example.com',
      cartId: NEW,
    });
  });

  it('leaves a marker another cart was signed for', () => {
    const attributes = [
      {
        key: '_welcomeBonusProof',
        value: signWelcomeMarker(KEY, {email: 'ava@example.com', cartId: 'gid://x'}),
      },
    ];
    expect(reboundLineAttributes(attributes, REBINDING)).toBeNull();
  });
});
