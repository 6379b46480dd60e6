import {CART_ATTRIBUTES, hasAttribute, type Attributes} from './cart-attributes';

/** Pages that show the discount-survey banner: home, cart, collections and the concept store. */
const SURVEY_BANNER_EXACT_PATHS: readonly string[] = [
  '/',
  '/cart',
  '/collections',
  '/concept-store',
];
const COLLECTION_PATH_PREFIX = '/collections/';

/** The popup never interrupts signing in or up. */
const SURVEY_POPUP_EXCLUDED_PATHS: readonly string[] = [
  '/account/login',
  '/account/signup',
];

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function showsSurveyBanner(pathname: string): boolean {
  const path = normalisePath(pathname);
  return (
    SURVEY_BANNER_EXACT_PATHS.includes(path) ||
    (path.startsWith(COLLECTION_PATH_PREFIX) &&
      path.length > COLLECTION_PATH_PREFIX.length)
  );
}

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
  return !surveyDone && !SURVEY_POPUP_EXCLUDED_PATHS.includes(normalisePath(pathname));
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
