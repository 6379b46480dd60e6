import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadContentPage} from '~/features/content/content-page.server';
import {PRO_PAGE_HANDLE, proPageHandle} from '~/lib/content-pages';

export {
  ContentPageRoute as default,
  contentPageMeta as meta,
} from '~/features/content/content-route';

/**
 * /pro and every path under it (the spec shows none of their content): /pro/kits is the
 * shop's page 'pro-kits'; a path the shop has no page for shows the section's page 'pro'
 * (canonical /pro) rather than a 404, since links into the section come from outside.
 */
export async function loader({context, params, request}: LoaderFunctionArgs) {
  return loadContentPage({
    context,
    request,
    handle: proPageHandle(params['*']),
    fallbackHandle: PRO_PAGE_HANDLE,
  });
}
