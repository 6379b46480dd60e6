import {describe, expect, it} from 'vitest';
import {WELCOME_BONUS_DISCOUNT_TITLE} from '@brush/rules/discount-titles';
import {
  INVALID_WELCOME_EMAIL_MESSAGE,
  WELCOME_BONUS_LIMIT_MESSAGE,
  WELCOME_OFFER_NOT_CLAIMED_MESSAGE,
  WELCOME_OFFER_USED_MESSAGE,
  type LineDecision,
} from './merchant-rules';
import {emailDigest} from '@brush/rules/used-markers';
import {welcomeOfferDecisions, type WelcomeLineInput} from './welcome-decisions';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';

const KEY = 'welcome-key-for-the-decision-tests';
const CART = 'gid://shopify/Cart/w1';

function line(
  id: string,
  email: string | null,
  {quantity = 1, price = '20.0', marker = email ? signed(email) : null} = {},
): WelcomeLineInput {
  return {
    id,
    quantity,
    cost: {amountPerQuantity: {amount: price, currencyCode: 'USD'}},
    welcomeBonus: email === null ? null : {value: email},
    welcomeBonusProof: marker === null ? null : {value: marker},
  };
}

function signed(email: string): string {
  return signWelcomeMarker(KEY, {email, cartId: CART});
}

const discount = (lineId: string, amount: number): LineDecision => ({
  lineId,
  kind: 'discount',
  amount,
  title: WELCOME_BONUS_DISCOUNT_TITLE,
});
const refused = (lineId: string, message: string): LineDecision => ({
  lineId,
  kind: 'refused',
  message,
});

describe('welcomeOfferDecisions', () => {
  it.each<[string, WelcomeLineInput[], string[], LineDecision[]]>([
    ['no line asks for the offer', [line('a', null)], [], []],
    [
      '40% off one unit of a signed email',
      [line('a', 'a@example.com')],
      [],
      [discount('a', 8)],
    ],
    [
      'one unit only, however many the line holds',
      [line('a', 'a@example.com', {quantity: 3})],
      [],
      [discount('a', 8)],
    ],
    [
      'an email the worker never signed',
      [line('a', 'a@example.com', {marker: 'true'})],
      [],
      [refused('a', WELCOME_OFFER_NOT_CLAIMED_MESSAGE)],
    ],
    [
      'a marker signed for another email',
      [line('a', 'a@example.com', {marker: signed('b@example.com')})],
      [],
      [refused('a', WELCOME_OFFER_NOT_CLAIMED_MESSAGE)],
    ],
    [
      'an email an order already used, in any case',
      [line('a', 'A@Example.com')],
      ['a@example.com'],
      [refused('a', WELCOME_OFFER_USED_MESSAGE)],
    ],
    [
      'no valid email: the rule itself refuses it',
      [line('a', 'yes')],
      [],
      [refused('a', INVALID_WELCOME_EMAIL_MESSAGE)],
    ],
    [
      'a second line: the first keeps the offer',
      [line('a', 'a@example.com'), line('b', 'b@example.com')],
      [],
      [discount('a', 8), refused('b', WELCOME_BONUS_LIMIT_MESSAGE)],
    ],
  ])('%s', (_label, lines, usedEmails, expected) => {
    const used = {value: JSON.stringify(usedEmails.map(emailDigest))};
    expect(welcomeOfferDecisions(lines, KEY, {usedWelcomeEmails: used})).toEqual(
      expected,
    );
  });

  it('refuses every claim when the function has no key', () => {
    expect(
      welcomeOfferDecisions([line('a', 'a@example.com')], undefined, {
        usedWelcomeEmails: null,
      }),
    ).toEqual([refused('a', WELCOME_OFFER_NOT_CLAIMED_MESSAGE)]);
  });
});
