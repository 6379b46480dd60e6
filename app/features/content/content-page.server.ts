import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CONTENT_PAGE_QUERY} from '#graphql/content';
import {contentPagePath, isPageHandle} from '~/lib/content-pages';
import {criticalData} from '~/server/critical-data.server';
import {canonicalUrl} from '~/lib/seo';
import type {PageSeo} from '~/ui/page-meta';
import type {ContentPageData} from './content-page.types';

function notFound(what: string): Response {
  return new Response(`page ${what} not found`, {status: 404});
}

/**
 * One Storefront request for a content page: the page asked for and, for a section such as
 * /pro, the section's own page, which answers a deeper path the shop has no page for. The
 * canonical address is the page's own, so a fallback never competes with its original.
 */
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
}): Promise<ContentPageData> {
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

  const origin = new URL(request.url).origin;
  const seo: PageSeo = {
    title: page.seo?.title || page.title,
    description: page.seo?.description || page.bodySummary,
    url: canonicalUrl(new URL(contentPagePath(page.handle), origin)),
  };
  return {
    page: {
      handle: page.handle,
      title: page.title,
      body: page.body,
      updatedAt: page.updatedAt,
    },
    seo,
  };
}
