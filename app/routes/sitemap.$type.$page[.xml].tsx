import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getSitemap} from '@shopify/hydrogen';
import {
  isSitemapPage,
  isSitemapType,
  sitemapResourcePath,
} from '~/features/content/sitemap';

export async function loader({request, params, context}: LoaderFunctionArgs) {
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
