import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getSitemap} from '@shopify/hydrogen';
import {
  isSitemapPage,
  isSitemapType,
  sitemapResourcePath,
} from '~/features/content/sitemap';

/**
 * One page of one type's sitemap. The type and page number are checked here: Hydrogen would
 * send a page that is not a number upstream and answer 500.
 */
export async function sitemapPageLoader({request, params, context}: LoaderFunctionArgs) {
  if (!isSitemapType(params.type) || !isSitemapPage(params.page)) {
    throw new Response('sitemap not found', {status: 404});
  }
  return getSitemap({
    storefront: context.storefront,
    request,
    params,
    getLink: ({type, baseUrl, handle}) =>
      `${baseUrl}${sitemapResourcePath(type, handle ?? '')}`,
  });
}
