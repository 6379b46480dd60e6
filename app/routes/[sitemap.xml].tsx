import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getSitemapIndex} from '@shopify/hydrogen';
import {SITEMAP_TYPES} from '~/features/content/sitemap';

/** The index of the per-type sitemaps: /sitemap/<type>/<page>.xml, 250 resources a page. */
export async function loader({request, context}: LoaderFunctionArgs) {
  return getSitemapIndex({
    storefront: context.storefront,
    request,
    types: [...SITEMAP_TYPES],
  });
}
