import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {welcomeOfferLoader} from '~/features/promos/welcome-offer.server';
import type {WelcomeOfferData} from '~/features/promos/page-data';

/** The page reads WelcomeOfferData: the loader's answer is held to it here. */
export const loader: (args: LoaderFunctionArgs) => Promise<WelcomeOfferData> =
  welcomeOfferLoader;
export {WelcomeOfferPage as default} from '~/features/promos/WelcomeOfferPage';
export {RouteErrorBoundary as ErrorBoundary} from '~/features/shell/StatusPage';

export const meta: MetaFunction<typeof welcomeOfferLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
