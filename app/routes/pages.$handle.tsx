import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadContentPage} from '~/features/content/content-page.server';

export {
  ContentPageRoute as default,
  contentPageMeta as meta,
} from '~/features/content/content-route';

export async function loader({context, params, request}: LoaderFunctionArgs) {
  return loadContentPage({
    context,
    request,
    handle: params.handle?.toLowerCase() ?? null,
  });
}
