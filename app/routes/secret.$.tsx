import {redirect} from '@shopify/remix-oxygen';
import {SECRET_SHOP_PATH} from '~/lib/navigation';

/**
 * /secret is a prefix (docs/product/programmes.md#secret-shop): every address under it that is
 * not a shared link is the secret shop, so it leads there (whose own loader decides who may see
 * it), rather than to a 404. Never cached: the shop is one customer's own.
 */
export function loader() {
  return redirect(SECRET_SHOP_PATH, {headers: {'Cache-Control': 'private, no-store'}});
}
