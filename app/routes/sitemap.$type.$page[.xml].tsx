export {sitemapPageLoader as loader} from '~/features/content/sitemap-page.server';
