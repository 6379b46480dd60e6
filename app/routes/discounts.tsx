import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import type {discountsLoader} from '~/features/promos/discounts.server';

export {discountsLoader as loader} from '~/features/promos/discounts.server';
export {DiscountsPage as default} from '~/features/promos/DiscountsPage';

export const meta: MetaFunction<typeof discountsLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
