import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {sharedShopLinkLoader} from '~/features/programmes/shared-shop.server';

export {sharedShopLinkLoader as loader} from '~/features/programmes/shared-shop.server';
export {SharedLinkRefusedPage as default} from '~/features/programmes/SecretShopPage';

/** Never indexed: a link is one customer's to share. */
export const meta: MetaFunction<typeof sharedShopLinkLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
