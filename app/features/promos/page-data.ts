import type {MoneyFragment} from '#graphql/storefrontapi.generated';
import type {CatalogImage} from '~/features/catalog/page-data';
import type {ConceptStoreCardView, PwywCardView, PwywVariantView} from './promo-views';

/**
 * What the promos pages read of their loaders' data. The views take these rather than their
 * loaders' types, which live in server code; each route module pins its loader to its page's
 * type. Search-engine fields are left out: the routes' meta reads them from the loaders.
 */

export interface ConceptStoreData {
  title: string;
  description: string;
  products: ConceptStoreCardView[];
}

export interface DiscountsData {
  presets: string;
}

export interface PwywProductsData {
  presets: string;
  products: PwywCardView[];
}

export interface PwywProductData {
  product: {
    id: string;
    title: string;
    headline: string | null;
    descriptionHtml: string;
    images: CatalogImage[];
  };
  variants: PwywVariantView[];
  soldInCountry: boolean;
  presets: string;
}

export interface WelcomeOfferData {
  merchandiseId: string;
  price: MoneyFragment;
  productTitle: string;
}
