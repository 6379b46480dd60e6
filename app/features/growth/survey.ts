import {
  CART_ATTRIBUTES,
  hasAttribute,
  type Attributes,
} from '@brush/rules/cart-attributes';
import {pathOf} from '~/lib/navigation';

/** The popup never interrupts signing in or up. */
const SURVEY_POPUP_EXCLUDED_PATHS: readonly string[] = [
  '/account/login',
  '/account/signup',
];

export function isSurveyDone({
  localFlag,
  cartAttributes,
}: {
  localFlag: boolean;
  cartAttributes: Attributes;
}): boolean {
  return localFlag || hasAttribute(cartAttributes, CART_ATTRIBUTES.discountSurvey);
}

export function surveyPopupAllowed({
  pathname,
  surveyDone,
}: {
  pathname: string;
  surveyDone: boolean;
}): boolean {
  return !surveyDone && !SURVEY_POPUP_EXCLUDED_PATHS.includes(pathOf(pathname));
}

export type SurveyPopupState = 'DEFAULT' | 'LOADING' | 'COMPLETE';

export type SurveyPopupEvent = 'SUBMIT' | 'SUCCEEDED' | 'FAILED';

/** A failed submission returns to DEFAULT. */
export const SURVEY_POPUP_TRANSITIONS: Readonly<
  Record<SurveyPopupState, Partial<Record<SurveyPopupEvent, SurveyPopupState>>>
> = {
  DEFAULT: {SUBMIT: 'LOADING'},
  LOADING: {SUCCEEDED: 'COMPLETE', FAILED: 'DEFAULT'},
  COMPLETE: {},
};

export function surveyPopupTransition(
  state: SurveyPopupState,
  event: SurveyPopupEvent,
): SurveyPopupState {
  return SURVEY_POPUP_TRANSITIONS[state][event] ?? state;
}

export function canCloseSurveyPopup(state: SurveyPopupState): boolean {
  return state !== 'LOADING';
}

export const SURVEY_DONE_FLAG = 'eyeMakeupSurvey';

/** The built-in survey's questions; the provider's form asks the same in production. */
export const SURVEY_QUESTIONS = {
  frequency: ['daily', 'weekly', 'occasionally'],
  look: ['natural', 'smoky', 'graphic', 'colourful'],
} as const;

export const SURVEY_WISH_MAX_LENGTH = 500;

export const SURVEY_FORM_ID = 'eye-makeup-survey';
