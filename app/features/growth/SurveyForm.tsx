import {Form, type useFetcher} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {SURVEY_QUESTIONS, SURVEY_WISH_MAX_LENGTH} from './survey';
import type {SurveyAnswer} from './survey.server';
import {SURVEY_PATH} from '~/lib/navigation';

const CHOICE_QUESTIONS = Object.keys(
  SURVEY_QUESTIONS,
) as (keyof typeof SURVEY_QUESTIONS)[];

function ChoiceQuestion({
  question,
  missing,
}: {
  question: (typeof CHOICE_QUESTIONS)[number];
  missing: boolean;
}) {
  const {t} = useTranslation();
  const errorId = `survey-${question}-error`;
  return (
    <fieldset aria-describedby={missing ? errorId : undefined}>
      <legend>{t(`growth.survey.${question}`)}</legend>
      {SURVEY_QUESTIONS[question].map((value) => (
        <label key={value}>
          <input type="radio" name={question} value={value} required />{' '}
          {t(
            `growth.survey.${question}Options.${value}` as 'growth.survey.lookOptions.smoky',
          )}
        </label>
      ))}
      {missing && (
        <p id={errorId} className="form-error">
          {t('growth.survey.required')}
        </p>
      )}
    </fieldset>
  );
}

type Fetcher = ReturnType<typeof useFetcher<SurveyAnswer>>;

/** The shop's built-in survey form, standing in for the embedded form provider's. */
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
      {CHOICE_QUESTIONS.map((question) => (
        <ChoiceQuestion
          key={question}
          question={question}
          missing={missing.includes(question)}
        />
      ))}
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
