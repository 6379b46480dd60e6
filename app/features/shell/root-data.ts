import {
  isRouteErrorResponse,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {errorsEnglish} from '~/i18n/errors';
import {documentTitle} from '@brush/rules/seo';
import type {rootLoader} from './root-data.server';

/** The root's data, which root.tsx loads and every page can read (`useRouteLoaderData('root')`). */
export type RootLoader = typeof rootLoader;

/**
 * The shell's data changes only when the shopper changes something (a cart action, a country,
 * a sign-in), so plain navigation keeps it.
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
}) => {
  if (formMethod && formMethod !== 'GET') return true;
  // useRevalidator() asks again for the same URL.
  return currentUrl.toString() === nextUrl.toString();
};

/**
 * The shop's own title and description, for pages without meta of their own. An error page
 * (the root's boundary) says what happened in its title and stays out of search indexes.
 */
export const rootMeta: MetaFunction<RootLoader> = ({data, error}) => {
  const shopName = data?.layout.shop.name ?? '';
  if (error) {
    // Without the root's data (its own loader failed) the bundled English texts say it.
    const texts = data?.translations.errors ?? errorsEnglish;
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
