import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadContentPage} from '~/features/content/content-page.server';

/** The spec does not show this page's content: the shop's page 'reviews' is it. */
const HANDLE = 'reviews';

export {
  ContentPageRoute as default,
  contentPageMeta as meta,
} from '~/features/content/content-route';

export async function loader({context, request}: LoaderFunctionArgs) {
  return loadContentPage({context, request, handle: HANDLE});
}
