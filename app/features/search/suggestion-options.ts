import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {ProductCardView} from '~/features/catalog/product-card-view';
import type {predictiveSearchLoader} from './predictive-search.server';

export type PredictiveResults = SerializeFrom<typeof predictiveSearchLoader>;

export type SuggestionKind = 'queries' | 'products' | 'collections' | 'pages';

/** One choice in the suggestion list; `index` is its place in keyboard order. */
export interface SuggestionOption {
  key: string;
  index: number;
  label: string;
  url: string;
  product?: ProductCardView;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  options: SuggestionOption[];
}

export function searchUrl(query: string): string {
  return `/search?${new URLSearchParams({q: query}).toString()}`;
}

/**
 * The suggestions in the order they are shown and walked with the arrow keys: searches first
 * (they complete what is being typed), then products, collections and pages.
 */
export function suggestionGroups(results: PredictiveResults): SuggestionGroup[] {
  let index = 0;
  const option = (entry: Omit<SuggestionOption, 'index'>): SuggestionOption => ({
    ...entry,
    index: index++,
  });
  const groups: SuggestionGroup[] = [
    {
      kind: 'queries',
      options: results.queries.map((text) =>
        option({key: `query:${text}`, label: text, url: searchUrl(text)}),
      ),
    },
    {
      kind: 'products',
      options: results.products.map((product) =>
        option({
          key: product.id,
          label: product.title,
          url: `/products/${encodeURIComponent(product.handle)}`,
          product,
        }),
      ),
    },
    {
      kind: 'collections',
      options: results.collections.map((collection) =>
        option({key: collection.id, label: collection.title, url: collection.url}),
      ),
    },
    {
      kind: 'pages',
      options: results.pages.map((page) =>
        option({key: page.id, label: page.title, url: page.url}),
      ),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
