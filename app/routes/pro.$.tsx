import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {ContentPage} from '~/components/content/ContentPage';
import {loadContentPage} from '~/components/content/content-page.server';
import {shopSeoMeta} from '~/components/content/route-meta';
import {PRO_PAGE_HANDLE, proPageHandle} from '~/lib/content-pages';
import contentStyles from '~/styles/content.css?url';

export const links = () => [{rel: 'stylesheet', href: contentStyles}];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  shopSeoMeta(matches, data?.seo);

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

export default function ProPage() {
  const {page} = useLoaderData<typeof loader>();
  return <ContentPage page={page} />;
}
