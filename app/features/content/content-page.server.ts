import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CONTENT_PAGE_QUERY} from '#graphql/content';
import {contentPagePath, isPageHandle} from '~/lib/content-pages';
import {criticalData} from '~/server/critical-data.server';
import {canonicalUrl} from '~/lib/seo';

function notFound(what: string): Response {
  return new Response(`page ${what} not found`, {status: 404});
}

export async function loadContentPage({
  context,
  request,
  handle,
  fallbackHandle,
}: {
  context: AppLoadContext;
  request: Request;
  handle: string | null;
  fallbackHandle?: string;
}) {
  const requested = isPageHandle(handle) ? handle : null;
  if (!requested && !fallbackHandle) throw notFound(String(handle));
  const {storefront} = context;
  const data = await criticalData(
    storefront.query(CONTENT_PAGE_QUERY, {
      cache: storefront.CacheLong(),
      variables: {
        handle: requested ?? fallbackHandle ?? '',
        fallbackHandle: fallbackHandle ?? requested ?? '',
      },
    }),
    'ContentPage',
  );
  const page = (requested ? data.page : null) ?? (fallbackHandle ? data.fallback : null);
  if (!page) throw notFound(String(handle));
  return {
    page: {
      handle: page.handle,
      title: page.title,
      body: page.body,
      updatedAt: page.updatedAt,
    },
    seo: {
      title: page.seo?.title || page.title,
      description: page.seo?.description || page.bodySummary,
      url: canonicalUrl(new URL(contentPagePath(page.handle), request.url)),
    },
  };
}
