import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {discountsLoader} from '~/features/promos/discounts.server';
import type {DiscountsData} from '~/features/promos/page-data';

/** The page reads DiscountsData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<DiscountsData> =
  discountsLoader;
export {DiscountsPage as default} from '~/features/promos/DiscountsPage';

export const meta: MetaFunction<typeof discountsLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
