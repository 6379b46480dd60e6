import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {SURVEY_DISCOUNT_TITLE} from '@brush/rules/discount-titles';
import {SURVEY_NOT_COMPLETED_MESSAGE, type LineDecision} from './merchant-rules';
import {
  surveyDecisions,
  surveyProven,
  type SurveyCartInput,
  type SurveyLineInput,
} from './survey-decisions';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {emailDigest} from '@brush/rules/used-markers';

const KEY = 'survey-key-for-the-decision-tests';
const CART = 'gid://shopify/Cart/s1';
const AVA = 'gid://shopify/Customer/1';
const BEN = 'gid://shopify/Customer/2';
const GUEST_PROOF = signSurveyProof(KEY, {responseId: 'r-1', cartId: CART});
const AVA_PROOF = signSurveyProof(KEY, {
  responseId: 'r-2',
  cartId: CART,
  customerId: AVA,
});

function line(
  id: string,
  price: string,
  {quantity = 1, marked = false, customPrice = null as string | null} = {},
): SurveyLineInput {
  return {
    id,
    quantity,
    cost: {amountPerQuantity: {amount: price, currencyCode: 'USD'}},
    surveyDiscount: marked ? {value: 'true'} : null,
    customPrice: customPrice === null ? null : {value: customPrice},
    merchandise: {__typename: 'ProductVariant', id: `gid://shopify/ProductVariant/${id}`},
  };
}

function cart(
  proof: string | null,
  lines: SurveyLineInput[],
  customer: string | null = null,
): SurveyCartInput {
  return {
    discountSurvey: proof === null ? null : {value: proof},
    buyerIdentity: {customer: customer === null ? null : {id: customer}},
    lines,
  };
}

const discount = (lineId: string, amount: number): LineDecision => ({
  lineId,
  kind: 'discount',
  amount,
  title: SURVEY_DISCOUNT_TITLE,
});
const refused = (lineId: string): LineDecision => ({
  lineId,
  kind: 'refused',
  message: SURVEY_NOT_COMPLETED_MESSAGE,
});

describe('surveyProven', () => {
  it.each<[string, SurveyCartInput, string[], boolean]>([
    ["a guest's proof the key signed", cart(GUEST_PROOF, []), [], true],
    ["a customer's proof, for that customer", cart(AVA_PROOF, [], AVA), [], true],
    ["a customer's proof, for another customer", cart(AVA_PROOF, [], BEN), [], false],
    ['a proof whose response an order spent', cart(GUEST_PROOF, []), ['r-1'], false],
    ['discountSurvey set by hand', cart('true', []), [], false],
    ['no discountSurvey', cart(null, []), [], false],
  ])('%s: %s', (_label, input, used, expected) => {
    expect(surveyProven(input, KEY, {usedResponses: {value: JSON.stringify(used)}})).toBe(
      expected,
    );
  });
});

describe('surveyDecisions', () => {
  it.each<[string, SurveyCartInput, LineDecision[]]>([
    [
      '35% off a proven cart’s line',
      cart(GUEST_PROOF, [line('a', '20.0')]),
      [discount('a', 7)],
    ],
    [
      'at most 3 units, the highest priced',
      cart(GUEST_PROOF, [
        line('a', '10.0', {quantity: 2}),
        line('b', '20.0', {quantity: 2}),
      ]),
      [discount('b', 14), discount('a', 3.5)],
    ],
    [
      'a line asking for another special price takes no part',
      cart(GUEST_PROOF, [line('a', '20.0', {customPrice: '5.00'}), line('b', '10.0')]),
      [discount('b', 3.5)],
    ],
    [
      'a marked line on an unproven cart is refused',
      cart('true', [line('a', '20.0', {marked: true}), line('b', '20.0')]),
      [refused('a')],
    ],
    ['no proof, no mark: nothing', cart(null, [line('a', '20.0')]), []],
  ])('%s', (_label, input, expected) => {
    expect(surveyDecisions(input, KEY, {})).toEqual(expected);
  });
});

describe('one survey discount per mailbox', () => {
  const spent = (...emails: string[]) => ({
    usedSurveyEmails: {value: JSON.stringify(emails.map(emailDigest))},
  });
  const withEmail = (
    email: string | null,
    customer: {id: string; email: string} | null = null,
  ): SurveyCartInput => ({
    discountSurvey: {value: customer ? AVA_PROOF : GUEST_PROOF},
    buyerIdentity: {email, customer},
    lines: [line('a', '20.0', {marked: true})],
  });

  it('gives nothing, and refuses nothing, to a checkout email that had it, however spelled', () => {
    const spellings = fc.constantFrom(
      'ava.tanaka@gmail.com',
      ' AvaTanaka+survey@GMAIL.com',
      'a.v.a.tanaka@googlemail.com.',
      'avatanaka@gmail.com',
    );
    fc.assert(
      fc.property(spellings, spellings, (paidWith, typed) => {
        expect(surveyDecisions(withEmail(typed), KEY, spent(paidWith))).toEqual([]);
      }),
      {seed: 49},
    );
  });

  it("reads a signed-in customer's email too, whatever the checkout's", () => {
    const ava = {id: AVA, email: 'Ava@example.com'};
    expect(surveyDecisions(withEmail(null, ava), KEY, spent('ava@example.com'))).toEqual(
      [],
    );
    expect(surveyDecisions(withEmail(null, ava), KEY, spent('ben@example.com'))).toEqual([
      discount('a', 7),
    ]);
    expect(
      surveyDecisions(withEmail('other@example.com', ava), KEY, spent('ava@example.com')),
    ).toEqual([]);
  });

  it('still gives 35% to another mailbox, and to a guest whose email is not known yet', () => {
    expect(
      surveyDecisions(withEmail('ben@example.com'), KEY, spent('ava@example.com')),
    ).toEqual([discount('a', 7)]);
    expect(surveyDecisions(withEmail(null), KEY, spent('ava@example.com'))).toEqual([
      discount('a', 7),
    ]);
  });
});
