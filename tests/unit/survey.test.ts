import {describe, expect, it} from 'vitest';
import {showsSurveyBanner} from '~/lib/navigation';

import {
  canCloseSurveyPopup,
  isSurveyDone,
  surveyPopupAllowed,
  surveyPopupTransition,
  type SurveyPopupEvent,
  type SurveyPopupState,
} from '~/features/growth/survey';

describe('showsSurveyBanner', () => {
  it.each([
    ['/', true],
    ['/cart', true],
    ['/cart/', true],
    ['/collections', true],
    ['/collections/eye-brushes', true],
    ['/collections/best-sellers?sort=price', true],
    ['/concept-store', true],
    ['/collections/', true],
    ['/products/eb01', false],
    ['/discounts', false],
    ['/account/login', false],
    ['/concept-store-old', false],
    ['/cartography', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(showsSurveyBanner(pathname)).toBe(expected);
  });
});

describe('isSurveyDone', () => {
  it.each([
    [false, [], false],
    [true, [], true],
    [false, [{key: 'discountSurvey', value: 'true'}], true],
    [false, [{key: '_surveyDiscount', value: 'true'}], false],
    [false, null, false],
  ])('flag %s, attributes %j -> %s', (localFlag, cartAttributes, expected) => {
    expect(isSurveyDone({localFlag, cartAttributes})).toBe(expected);
  });
});

describe('surveyPopupAllowed', () => {
  it.each([
    ['/', false, true],
    ['/products/eb01', false, true],
    ['/account/login', false, false],
    ['/account/signup', false, false],
    ['/account/login/', false, false],
    ['/account/orders', false, true],
    ['/', true, false],
  ])('%s, done %s -> %s', (pathname, surveyDone, expected) => {
    expect(surveyPopupAllowed({pathname, surveyDone})).toBe(expected);
  });
});

describe('survey popup states', () => {
  it.each<[SurveyPopupState, SurveyPopupEvent, SurveyPopupState]>([
    ['DEFAULT', 'SUBMIT', 'LOADING'],
    ['LOADING', 'SUCCEEDED', 'COMPLETE'],
    ['LOADING', 'FAILED', 'DEFAULT'],
    ['LOADING', 'SUBMIT', 'LOADING'],
    ['DEFAULT', 'SUCCEEDED', 'DEFAULT'],
    ['COMPLETE', 'SUBMIT', 'COMPLETE'],
  ])('%s + %s -> %s', (state, event, next) => {
    expect(surveyPopupTransition(state, event)).toBe(next);
  });

  it.each<[SurveyPopupState, boolean]>([
    ['DEFAULT', true],
    ['LOADING', false],
    ['COMPLETE', true],
  ])('canCloseSurveyPopup(%s) = %s', (state, expected) => {
    expect(canCloseSurveyPopup(state)).toBe(expected);
  });
});
