import type {PageSeo} from '~/ui/page-meta';
import type {Collection, PageInfo} from '@shopify/hydrogen/storefront-api-types';
import type {ProductCardView} from '~/features/catalog/product-card-view';

/**
 * What the search page and the search box read of their loaders' data, apart from the server
 * code that loads it; each route module pins its loader to its type.
 */

/** A collection or page suggested while typing, with the address it leads to. */
export interface Suggestion {
  id: string;
  title: string;
  url: string;
}

export interface PredictiveSearchData {
  query: string;
  products: ProductCardView[];
  collections: Suggestion[];
  pages: Suggestion[];
  queries: string[];
}

type SuggestedCollection = Pick<Collection, 'id' | 'handle' | 'title'>;

interface SearchPageBase {
  query: string;
  seo: PageSeo;
  hintTerms: string[];
  collections: SuggestedCollection[];
}

/** Without results the page suggests best sellers; with them, the results and pages found. */
export type SearchData =
  | (SearchPageBase & {results: null; bestSellers: ProductCardView[]})
  | (SearchPageBase & {
      results: {
        products: ProductCardView[];
        productCount: number;
        pageInfo: Pick<
          PageInfo,
          'hasNextPage' | 'endCursor' | 'startCursor' | 'hasPreviousPage'
        >;
        pages: {id: string; title: string; url: string; summary: string}[];
      };
      bestSellers: ProductCardView[];
    });
