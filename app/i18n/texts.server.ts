import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isSupportedLanguage} from '@brush/rules/countries';
import {resources} from './index';
import {textsVersion, type ServerTextsValue} from './page-texts';

/**
 * The layout's texts on the server (entry.server): every text of every language, which only
 * the server holds, named by one version worked out once per isolate.
 */
export const serverTexts: ServerTextsValue = {
  of: (language) => resources[language].translation,
  version: textsVersion(resources),
};

/** A year: the address carries the texts' version, so new texts come under a new address. */
const TEXTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Every text of a language, which the browser loads before it hydrates (./page-texts,
 * decision 0129). The same for every shopper: shared caches may keep it, for a year under the
 * address of these texts' version. Under any other address (an older page's version, or none)
 * the answer is today's texts, which must not be kept under that name.
 */
export function languageTextsLoader({params, request}: LoaderFunctionArgs) {
  const {language} = params;
  if (!isSupportedLanguage(language)) throw new Response(null, {status: 404});
  const version = new URL(request.url).searchParams.get('v');
  const cacheControl =
    version === serverTexts.version
      ? `public, max-age=${TEXTS_MAX_AGE_SECONDS}, immutable`
      : 'no-cache';
  return Response.json(resources[language].translation, {
    headers: {'Cache-Control': cacheControl},
  });
}
