// @vitest-environment happy-dom
import {cleanup, render, screen} from '@testing-library/react';
import {TextsProvider} from '~/i18n/react';
import {afterEach, describe, expect, it} from 'vitest';
import {LineNotes} from '~/features/cart/LineNotes';
import {i18nFor} from '~/i18n';

/** A line's words as the cart and the order pages show them. */

afterEach(cleanup);

const SURVEY_LINE = {quantity: 1, attributes: [{key: '_surveyDiscount', value: 'true'}]};
const money = (amount: string) => ({amount, currencyCode: 'USD'});

function renderNotes(allocations: {discountedAmount: {amount: string}; title: string}[]) {
  const saved = allocations.reduce(
    (sum, allocation) => sum + Number(allocation.discountedAmount.amount),
    0,
  );
  render(
    <TextsProvider translator={i18nFor('en')}>
      <LineNotes
        line={SURVEY_LINE}
        saved={saved}
        allocations={allocations}
        currencyCode="USD"
      />
    </TextsProvider>,
  );
}

describe('LineNotes: the survey label', () => {
  it.each([
    {
      case: 'a line the survey discounted',
      allocations: [{discountedAmount: money('8.40'), title: 'survey discount'}],
      text: 'survey discount · you save $8.40',
    },
    {
      case: 'a fourth line the survey left at its price',
      allocations: [],
      text: null,
    },
    {
      case: 'a line discounted by something else',
      allocations: [{discountedAmount: money('9.60'), title: 'welcome offer'}],
      text: 'you save $9.60',
    },
  ])('$case', ({allocations, text}) => {
    renderNotes(allocations);
    expect(screen.queryByText(/survey discount|you save/)?.textContent ?? null).toBe(
      text,
    );
  });
});
