import type {PageSeo} from '~/ui/page-meta';

/** What a content page's route reads of its loader, apart from the server code that loads it. */
export interface ContentPageData {
  page: {handle: string; title: string; body: string; updatedAt: string};
  seo: PageSeo;
}
