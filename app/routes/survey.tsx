import {Link, useActionData, useSubmit} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {EmbeddedForm} from '~/features/growth/EmbeddedForm';
import {useSurveyEmbed} from '~/features/growth/survey-embed';
import {surveyAction, surveyLoader} from '~/features/growth/survey.server';
import {SurveyForm} from '~/features/growth/SurveyForm';

export const loader = surveyLoader;
export const action = surveyAction;
export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export {loaderSeoMeta as meta} from '~/ui/page-meta';

/** /survey: the survey as a page, for the banner's link without JavaScript. */
export default function SurveyPage() {
  const {t} = useTranslation();
  const answer = useActionData<typeof action>();
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
