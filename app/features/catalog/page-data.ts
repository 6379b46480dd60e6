import type {
  Collection,
  Image,
  MoneyV2,
  PageInfo,
  Seo,
} from '@shopify/hydrogen/storefront-api-types';
import type {CollectionSort} from './collection-sort';
import type {
  ProductCardShown,
  ProductCardView,
  QuickAddVariant,
} from './product-card-view';
import type {SelectedOption} from './variant-selection';

/**
 * What the catalog's loaders send their pages. The views read these rather than their loaders'
 * types, which live in server code; each route module pins its loader to its page's type.
 */

export type CatalogImage = Pick<Image, 'url' | 'altText' | 'width' | 'height'>;
type Money = Pick<MoneyV2, 'amount' | 'currencyCode'>;
type Pages = Pick<
  PageInfo,
  'hasNextPage' | 'endCursor' | 'startCursor' | 'hasPreviousPage'
>;

export type CollectionCard = Pick<
  Collection,
  'id' | 'handle' | 'title' | 'description'
> & {
  image?: CatalogImage | null;
};

export interface HomeData {
  title: string;
  description: string;
  hero: {
    handle: string;
    title: string;
    headline: string | null;
    image: CatalogImage;
  } | null;
  bestSellers: ProductCardView[];
  brushCollections: CollectionCard[];
  conceptStore: CollectionCard | null | undefined;
  canonicalUrl: string;
}

export interface CollectionsData {
  collections: {nodes: CollectionCard[]; pageInfo: Pages};
  title: string;
  description: string;
  canonicalUrl: string;
}

export interface CollectionData {
  collection: {
    handle: string;
    title: string;
    description: string;
    seo: Pick<Seo, 'title' | 'description'>;
    image: CatalogImage | null | undefined;
  };
  products: {nodes: (ProductCardView & {quickAdd: QuickAddVariant[]})[]; pageInfo: Pages};
  sort: CollectionSort;
  canonicalUrl: string;
}

/** A variant as the product page shows and picks it. */
export interface ProductVariantView {
  id: string;
  /** The shop's own name for the variant, else its options (never its Region). */
  title: string;
  hasCustomTitle: boolean;
  options: SelectedOption[];
  price: Money;
  compareAtPrice: Money | null | undefined;
  image: CatalogImage | null | undefined;
  checkoutDescription: string | null;
  available: boolean;
}

export interface ProductData {
  product: {
    id: string;
    handle: string;
    title: string;
    /** Only the tags the page's code reads: the white cheek brush's. */
    tags: string[];
    vendor: string;
    descriptionHtml: string;
    /** The meta tags' title and description, the product's own where the SEO fields are empty. */
    seo: {title: string; description: string};
    headline: string | null;
    brief: string[];
    images: CatalogImage[];
    imageWide: CatalogImage | null;
    video: {url: string; type: string | undefined; poster: string | null} | null;
  };
  variants: ProductVariantView[];
  soldInCountry: boolean;
  /** Null when there are none to show. */
  recommendations: ProductCardShown[] | null;
  canonicalUrl: string;
}
