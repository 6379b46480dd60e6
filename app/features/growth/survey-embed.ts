import {useRouteLoaderData} from '@remix-run/react';
import {SURVEY_FORM_ID} from './survey';

interface RootEmbedData {
  embeds: {sdkUrl: string; surveyFormId: string} | null;
}

/** The survey's form: the provider's when the shop embeds one, else the built-in form. */
export function useSurveyEmbed(): {formId: string; sdkUrl: string | null} {
  const embeds = (useRouteLoaderData('root') as RootEmbedData | undefined)?.embeds;
  return {formId: embeds?.surveyFormId ?? SURVEY_FORM_ID, sdkUrl: embeds?.sdkUrl ?? null};
}
