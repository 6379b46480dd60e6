import {Link, useActionData, useSubmit} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {EmbeddedForm} from './EmbeddedForm';
import {useSurveyEmbed} from './survey-embed';
import type {SurveyAnswer} from './survey.types';
import {SurveyForm} from './SurveyForm';

/** /survey: the survey as a page, for the banner's link without JavaScript. */
export function SurveyPage() {
  const {t} = useTranslation();
  const answer = useActionData<SurveyAnswer>();
  const embed = useSurveyEmbed();
  const submit = useSubmit();
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
            formId={embed.formId}
            sdkUrl={embed.sdkUrl}
            kind="inline"
            title={t('growth.survey.title')}
            onEvent={(event, detail) => {
              // The provider's form answers itself; its response id completes the survey.
              if (event === 'submit' && detail?.responseId) {
                void submit({responseId: detail.responseId}, {method: 'post'});
              }
            }}
          >
            {() => <SurveyForm answer={answer} />}
          </EmbeddedForm>
        </>
      )}
    </div>
  );
}
