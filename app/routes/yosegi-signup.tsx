import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {yosegiSignupLoader} from '~/features/promos/yosegi-signup.server';

export {yosegiSignupLoader as loader} from '~/features/promos/yosegi-signup.server';
export {YosegiSignupPage as default} from '~/features/promos/YosegiSignupPage';

export const meta: MetaFunction<typeof yosegiSignupLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
