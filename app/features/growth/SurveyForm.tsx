import {Form, type useFetcher} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {SURVEY_QUESTIONS, SURVEY_WISH_MAX_LENGTH} from '~/rules/survey';
import type {SurveyAnswer} from './survey.server';
import {SURVEY_PATH} from '~/rules/navigation';

type Fetcher = ReturnType<typeof useFetcher<SurveyAnswer>>;

/**
 * The shop's built-in survey form, standing in for the embedded form provider's: two choices
 * and a free answer, posted to /survey by the popup's fetcher or, without JavaScript, as a
 * plain form. A choice left out is named beside its question.
 */
export function SurveyForm({
  fetcher,
  answer,
  busy = false,
}: {
  fetcher?: Fetcher;
  answer: SurveyAnswer | undefined;
  busy?: boolean;
}) {
  const {t} = useTranslation();
  const FormElement = fetcher ? fetcher.Form : Form;
  const missing = answer?.state === 'invalid' ? answer.fields : [];
  return (
    <FormElement method="post" action={SURVEY_PATH} className="survey-form">
      <fieldset
        aria-describedby={
          missing.includes('frequency') ? 'survey-frequency-error' : undefined
        }
      >
        <legend>{t('growth.survey.frequency')}</legend>
        {SURVEY_QUESTIONS.frequency.map((value) => (
          <label key={value}>
            <input type="radio" name="frequency" value={value} required />{' '}
            {t(`growth.survey.frequencyOptions.${value}`)}
          </label>
        ))}
        {missing.includes('frequency') && (
          <p id="survey-frequency-error" className="form-error">
            {t('growth.survey.required')}
          </p>
        )}
      </fieldset>
      <fieldset
        aria-describedby={missing.includes('look') ? 'survey-look-error' : undefined}
      >
        <legend>{t('growth.survey.look')}</legend>
        {SURVEY_QUESTIONS.look.map((value) => (
          <label key={value}>
            <input type="radio" name="look" value={value} required />{' '}
            {t(`growth.survey.lookOptions.${value}`)}
          </label>
        ))}
        {missing.includes('look') && (
          <p id="survey-look-error" className="form-error">
            {t('growth.survey.required')}
          </p>
        )}
      </fieldset>
      <label className="survey-form__wish">
        {t('growth.survey.wish')}
        <textarea name="wish" rows={3} maxLength={SURVEY_WISH_MAX_LENGTH} />
      </label>
      {answer?.state === 'failed' && (
        <p role="alert" className="form-error">
          {t('growth.survey.failure')}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('growth.survey.sending') : t('growth.survey.submit')}
      </button>
    </FormElement>
  );
}
