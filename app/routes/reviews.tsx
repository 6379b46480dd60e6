import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadContentPage} from '~/features/content/content-page.server';

export {
  ContentPageRoute as default,
  contentPageMeta as meta,
} from '~/features/content/content-route';

/** The spec does not show this page's content: the shop's page 'reviews' is it. */
export const loader = ({context, request}: LoaderFunctionArgs) =>
  loadContentPage({context, request, handle: 'reviews'});
