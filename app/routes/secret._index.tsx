import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {secretShopLoader} from '~/features/programmes/secret-shop.server';

export {secretShopLoader as loader} from '~/features/programmes/secret-shop.server';
export {SecretShopPage as default} from '~/features/programmes/SecretShopPage';

/** Never indexed: the page is one customer's own. */
export const meta: MetaFunction<typeof secretShopLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
