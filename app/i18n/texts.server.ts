import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isSupportedLanguage} from '@brush/rules/countries';
import {resources} from './index';

/** A year: the address carries the build's version, so new texts come under a new address. */
const TEXTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Every text of a language, for the browser's instance once it needs more than the page
 * carried (./page-texts). The same for every shopper: shared caches may keep it.
 */
export function languageTextsLoader({params}: LoaderFunctionArgs) {
  const {language} = params;
  if (!isSupportedLanguage(language)) throw new Response(null, {status: 404});
  return Response.json(resources[language].translation, {
    headers: {'Cache-Control': `public, max-age=${TEXTS_MAX_AGE_SECONDS}, immutable`},
  });
}
