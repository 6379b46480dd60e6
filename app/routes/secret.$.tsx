import {redirect} from '@shopify/remix-oxygen';
import {SECRET_SHOP_PATH} from '~/lib/navigation';

/** /secret is a prefix (docs/product/programmes.md#secret-shop). */
export function loader() {
  return redirect(SECRET_SHOP_PATH, {headers: {'Cache-Control': 'private, no-store'}});
}
