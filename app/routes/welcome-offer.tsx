import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/features/shell/page-meta';
import type {welcomeOfferLoader} from '~/features/promos/welcome-offer.server';

export {welcomeOfferLoader as loader} from '~/features/promos/welcome-offer.server';
export {WelcomeOfferPage as default} from '~/features/promos/WelcomeOfferPage';
export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const meta: MetaFunction<typeof welcomeOfferLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
