import {
  isRouteErrorResponse,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {errorsEnglish} from '~/i18n/errors';
import {documentTitle} from '~/lib/seo';
import {knownTranslator} from '~/i18n/instances';

import type {RootLoader} from './root-data.server';

// The shell's data changes only when the shopper changes something (a cart action, a
// country, a sign-in), so plain navigation keeps it.
export const rootShouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
}) => {
  if (formMethod && formMethod !== 'GET') return true;
  // useRevalidator() asks again for the same URL.
  return currentUrl.toString() === nextUrl.toString();
};

/** The shop's own title and description, for pages without meta of their own. */
export const rootMeta: MetaFunction<RootLoader> = ({data, error}) => {
  const shopName = data?.layout.shop.name ?? '';
  if (error) {
    // The error texts of the layout's language (every page carries them); without the root's
    // data (its own loader failed) the bundled English texts say it.
    const known = data && knownTranslator(data.market.language)?.texts;
    const texts =
      (known as {errors?: typeof errorsEnglish} | undefined)?.errors ?? errorsEnglish;
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      {title: documentTitle(notFound ? texts.notFoundTitle : texts.generic, shopName)},
      {name: 'description', content: notFound ? texts.notFoundBody : texts.render},
      {name: 'robots', content: 'noindex'},
    ];
  }
  return [
    {title: shopName},
    {name: 'description', content: data?.layout.shop.description ?? ''},
  ];
};
