import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {surveyLoader} from '~/features/growth/survey.server';

export {
  surveyLoader as loader,
  surveyAction as action,
} from '~/features/growth/survey.server';
export {SurveyPage as default} from '~/features/growth/SurveyPage';
export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const meta: MetaFunction<typeof surveyLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
