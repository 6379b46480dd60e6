import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PRIVATE_HEADERS, privateSeo} from '~/features/account/account-forms.server';
import {formatLongDate} from '~/lib/dates';
import {legacyId} from '@brush/rules/gid';
import {SECRET_SHOP_PATH} from '~/lib/navigation';
import {SHARED_SHOP_PATH, sharedLinkLastDay, utcDay} from './secret-shop';
import {readSharedShopToken, signSharedShopToken} from '@brush/rules/shared-shop-token';
import {usableKey} from '@brush/rules/signing';

/** Shared secret-shop links (docs/product/programmes.md#shared-links). */

const SESSION_KEY = 'sharedShop';
const NOT_FOUND = 404;
const NUMERIC_ID = /^\d+$/;

type SharedShopContext = Pick<AppLoadContext, 'session' | 'env'>;

const grantOf = (env: Env, token: string) =>
  readSharedShopToken(env.SHARED_SHOP_KEY, token, utcDay(new Date()));

/** The shared shop this session opened, while its link still works. */
export function sessionSharedShop(context: SharedShopContext) {
  const token = context.session.get(SESSION_KEY);
  if (!token) return null;
  const grant = grantOf(context.env, token);
  if (!grant) {
    context.session.unset(SESSION_KEY);
    return null;
  }
  return {token, grant};
}

/** The link an entitled customer shares, or null when the shop holds no signing key. */
export function shareLink(
  {env}: Pick<AppLoadContext, 'env'>,
  customerId: string,
  collectionIds: readonly string[],
  language: string,
): {url: string; until: string} | null {
  const ids = collectionIds.filter((id) => NUMERIC_ID.test(id));
  const ownerId = legacyId(customerId);
  if (!usableKey(env.SHARED_SHOP_KEY) || ids.length === 0 || !NUMERIC_ID.test(ownerId)) {
    return null;
  }
  const lastDay = sharedLinkLastDay(new Date());
  const token = signSharedShopToken(env.SHARED_SHOP_KEY, {
    ownerId,
    collectionIds: ids,
    expiresOn: lastDay,
  });
  return {
    url: new URL(`${SHARED_SHOP_PATH}/${token}`, env.PUBLIC_STOREFRONT_ORIGIN).toString(),
    until: formatLongDate(lastDay, language) ?? lastDay,
  };
}

// /secret/shared/:token: a link that works opens the shop for this session and leads to
// it; a forged or expired one says so and opens nothing.
export async function sharedShopLinkLoader(args: LoaderFunctionArgs) {
  const {params, context} = args;
  const token = params.token ?? '';
  if (grantOf(context.env, token)) {
    context.session.set(SESSION_KEY, token);
    return redirect(SECRET_SHOP_PATH, {headers: PRIVATE_HEADERS});
  }
  const seo = privateSeo(args, 'programmes.secretShop.title');
  return data({seo}, {status: NOT_FOUND, headers: PRIVATE_HEADERS});
}
