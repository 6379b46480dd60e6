import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {ContentPage} from './ContentPage';
import type {loadContentPage} from './content-page.server';
import {pageMeta} from '~/ui/page-meta';

/**
 * A route that shows one of the shop's content pages differs from the others only in the
 * handle its loader asks loadContentPage for; these are the rest of its exports.
 */
type ContentPageLoader = () => ReturnType<typeof loadContentPage>;

export const contentPageMeta: MetaFunction<ContentPageLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

export function ContentPageRoute() {
  const {page} = useLoaderData<ContentPageLoader>();
  return <ContentPage page={page} />;
}
