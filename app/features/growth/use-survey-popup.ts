import {useEffect, useRef, useState} from 'react';
import {useLocation} from '@remix-run/react';
import type {Attributes} from '@brush/rules/cart-attributes';
import {SURVEY_POPUP_DELAY_MS} from '@brush/rules/limits';
import {OPEN_SURVEY_EVENT} from '~/lib/navigation';
import {inStorage} from '~/lib/web-storage';
import {isSurveyDone, SURVEY_DONE_FLAG, surveyPopupAllowed} from './survey';

const surveyFlagSet = () =>
  inStorage('localStorage', (storage) => storage.getItem(SURVEY_DONE_FLAG) !== null) ??
  false;

/** The survey popup (docs/product/growth.md#survey-popup). */
export function useSurveyPopup(cartAttributes: Attributes): [boolean, () => void] {
  const {pathname} = useLocation();
  const [open, setOpen] = useState(false);
  const offered = useRef(false);
  const allowed = surveyPopupAllowed({
    pathname,
    surveyDone: isSurveyDone({localFlag: surveyFlagSet(), cartAttributes}),
  });
  useEffect(() => {
    const openNow = (event?: Event) => {
      event?.preventDefault();
      offered.current = true;
      setOpen(true);
    };
    window.addEventListener(OPEN_SURVEY_EVENT, openNow);
    const timer =
      allowed && !offered.current
        ? window.setTimeout(() => openNow(), SURVEY_POPUP_DELAY_MS)
        : undefined;
    return () => {
      window.removeEventListener(OPEN_SURVEY_EVENT, openNow);
      window.clearTimeout(timer);
    };
  }, [allowed]);
  return [open, () => setOpen(false)];
}
