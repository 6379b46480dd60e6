import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadShopperData} from '~/features/shell/root-data.server';
import {PERSONAL_CACHE_CONTROL} from '~/server/page-cache.server';

// The shopper's own parts of a shared page (decision 0106): the cart badge's cart, the
// account menu's name and credit.
export async function loader({context, request}: LoaderFunctionArgs) {
  const {cart, account} = loadShopperData(context, request);
  return Response.json(
    {cart: await cart, account: await account},
    {headers: {'Cache-Control': PERSONAL_CACHE_CONTROL}},
  );
}
