import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {ContentPage} from '~/components/content/ContentPage';
import {loadContentPage} from '~/components/content/content-page.server';
import {shopSeoMeta} from '~/components/content/route-meta';
import contentStyles from '~/styles/content.css?url';

/** The spec does not show this page's content: the shop's page 'reviews' is it. */
const HANDLE = 'reviews';

export const links = () => [{rel: 'stylesheet', href: contentStyles}];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  shopSeoMeta(matches, data?.seo);

export async function loader({context, request}: LoaderFunctionArgs) {
  return loadContentPage({context, request, handle: HANDLE});
}

export default function ReviewsPage() {
  const {page} = useLoaderData<typeof loader>();
  return <ContentPage page={page} />;
}
