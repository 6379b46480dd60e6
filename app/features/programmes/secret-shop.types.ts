import type {Product} from '@shopify/hydrogen/storefront-api-types';
import type {CatalogImage} from '~/features/catalog/page-data';
import type {PageSeo} from '~/ui/page-meta';
import type {SecretShopCardView} from './secret-shop-views';

type BundleProduct = Pick<Product, 'id' | 'handle' | 'title'> & {
  featuredImage?: CatalogImage | null;
};

/**
 * What the secret shop's page reads of its loader, apart from the server code that reads the
 * customer's collections: closed to a shopper who holds none.
 */
export type SecretShopData =
  | {status: 'closed'; seo: PageSeo}
  | {
      status: 'open';
      seo: PageSeo;
      title: string;
      description: string;
      collections: {
        id: string;
        title: string;
        description: string;
        products: SecretShopCardView[];
      }[];
      bundle: {product: BundleProduct; options: BundleProduct[]} | null;
      /** The customer's own shop's link to share, and until when it works. */
      share: {url: string; until: string} | null;
      /** When a shared shop's access ends, for a shopper who came by a shared link. */
      sharedUntil: string | null;
    };
