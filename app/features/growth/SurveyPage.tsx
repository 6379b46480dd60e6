import {Link, useActionData} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {SURVEY_FORM_ID} from '~/rules/survey';
import {EmbeddedForm} from './EmbeddedForm';
import type {SurveyAnswer} from './survey.server';
import {SurveyForm} from './SurveyForm';

/** /survey: the survey as a page, for the banner's link without JavaScript. */
export function SurveyPage() {
  const {t} = useTranslation();
  const answer = useActionData<SurveyAnswer>();
  return (
    <div className="container survey-page">
      <h1>{t('growth.survey.title')}</h1>
      {answer?.state === 'complete' ? (
        <>
          <p role="status">{t('growth.survey.complete')}</p>
          <Link to="/collections" className="button">
            {t('growth.survey.shop')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('growth.survey.lede')}</p>
          <EmbeddedForm
            formId={SURVEY_FORM_ID}
            kind="inline"
            title={t('growth.survey.title')}
          >
            {() => <SurveyForm answer={answer} />}
          </EmbeddedForm>
        </>
      )}
    </div>
  );
}
