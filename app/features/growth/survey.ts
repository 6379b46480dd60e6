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

/** Done when the local flag is set or the cart carries the discountSurvey attribute. */
export function isSurveyDone({
  localFlag,
  cartAttributes,
}: {
  localFlag: boolean;
  cartAttributes: Attributes;
}): boolean {
  return localFlag || hasAttribute(cartAttributes, CART_ATTRIBUTES.discountSurvey);
}

/** Whether the popup may be scheduled (it then appears SURVEY_POPUP_DELAY_MS after load). */
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

/** A failed submission returns to DEFAULT, where the form shows the survey failure message. */
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

/** The local flag a completed survey sets in the browser (docs/product/growth.md#survey). */
export const SURVEY_DONE_FLAG = 'eyeMakeupSurvey';

/**
 * The questions of the shop's built-in eye makeup survey, with the answers each allows (the
 * embedded form provider's survey asks the same in production). The last is free text.
 */
export const SURVEY_QUESTIONS = {
  frequency: ['daily', 'weekly', 'occasionally'],
  look: ['natural', 'smoky', 'graphic', 'colourful'],
} as const;

/** The longest free-text answer kept. */
export const SURVEY_WISH_MAX_LENGTH = 500;

/** The survey's form at the embedded form provider; the built-in form stands in for it locally. */
export const SURVEY_FORM_ID = 'eye-makeup-survey';
