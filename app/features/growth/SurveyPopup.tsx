import {useEffect, useRef, useState} from 'react';
import {useFetcher} from '@remix-run/react';
import {SURVEY_PATH} from '~/lib/navigation';
import {inStorage} from '~/lib/web-storage';
import {useTranslation} from '~/i18n/react';
import {SURVEY_COMPLETION_MIN_MS} from '@brush/rules/limits';
import {
  canCloseSurveyPopup,
  SURVEY_DONE_FLAG,
  surveyPopupTransition,
  type SurveyPopupState,
} from './survey';
import {EmbeddedForm} from './EmbeddedForm';
import type {EmbedEmit} from './embed-sdk';
import {useSurveyEmbed} from './survey-embed';
import type {SurveyAnswer} from './survey.server';
import {SurveyForm} from './SurveyForm';

// The last screen, reported as a screen change (and a duplicate when the cart had the
// survey already); its button is the form's ending button.
function Completed({emit, duplicate}: {emit: EmbedEmit; duplicate: boolean}) {
  const {t} = useTranslation();
  useEffect(() => {
    emit('screenChanged');
    if (duplicate) emit('duplicateDetected');
  }, [emit, duplicate]);
  return (
    <>
      <p role="status">{t('growth.survey.complete')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => emit('endingButtonClick')}
      >
        {t('cart.dialog.keepShopping')}
      </button>
    </>
  );
}

/** The survey popup (docs/product/growth.md#survey-popup): DEFAULT. */
export default function SurveyPopup({onClose}: {onClose: () => void}) {
  const {t} = useTranslation();
  const fetcher = useFetcher<SurveyAnswer>();
  const [state, setState] = useState<SurveyPopupState>('DEFAULT');
  const [shown, setShown] = useState<SurveyAnswer | undefined>(undefined);
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle') {
      if (startedAt.current === null) {
        startedAt.current = Date.now();
        setState((current) => surveyPopupTransition(current, 'SUBMIT'));
      }
      return;
    }
    if (startedAt.current === null) return;
    const answer = fetcher.data;
    const wait = Math.max(0, startedAt.current + SURVEY_COMPLETION_MIN_MS - Date.now());
    startedAt.current = null;
    const timer = window.setTimeout(() => {
      const succeeded = answer?.state === 'complete';
      // Without storage the cart's discountSurvey still marks the survey done.
      if (succeeded) {
        inStorage('localStorage', (storage) => storage.setItem(SURVEY_DONE_FLAG, 'true'));
      }
      setShown(answer);
      setState((current) =>
        surveyPopupTransition(current, succeeded ? 'SUCCEEDED' : 'FAILED'),
      );
    }, wait);
    return () => window.clearTimeout(timer);
  }, [fetcher.state, fetcher.data]);

  const embed = useSurveyEmbed();
  return (
    <EmbeddedForm
      formId={embed.formId}
      sdkUrl={embed.sdkUrl}
      kind="popup"
      open
      onClose={onClose}
      onEvent={(event, detail) => {
        // The provider's form answers itself; its response id completes the survey here.
        if (event === 'submit' && detail?.responseId) {
          void fetcher.submit(
            {responseId: detail.responseId},
            {method: 'post', action: SURVEY_PATH},
          );
        }
      }}
      title={t('growth.survey.title')}
      closable={canCloseSurveyPopup(state)}
    >
      {(emit) =>
        state === 'COMPLETE' ? (
          <Completed
            emit={emit}
            duplicate={shown?.state === 'complete' && shown.duplicate}
          />
        ) : (
          <>
            <p>{t('growth.survey.lede')}</p>
            <SurveyForm fetcher={fetcher} answer={shown} busy={state === 'LOADING'} />
          </>
        )
      }
    </EmbeddedForm>
  );
}
