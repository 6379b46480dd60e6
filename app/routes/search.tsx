import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import type {searchLoader} from '~/features/search/search.server';

export {searchLoader as loader} from '~/features/search/search.server';
export {SearchPage as default} from '~/features/search/SearchPage';

export const meta: MetaFunction<typeof searchLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
