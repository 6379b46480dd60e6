import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getSitemapIndex} from '@shopify/hydrogen';
import {SITEMAP_TYPES} from '~/features/content/sitemap';

export async function loader({request, context}: LoaderFunctionArgs) {
  return getSitemapIndex({
    storefront: context.storefront,
    request,
    types: [...SITEMAP_TYPES],
  });
}
