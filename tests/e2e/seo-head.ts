import type {Page} from '@playwright/test';

/** What a page's <head> tells crawlers and link previews (not UI, so read from the DOM). */
export interface HeadTags {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  jsonLd: string[];
}

export function headTags(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const meta = (name: string) =>
      document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ??
      null;
    const og: Record<string, string> = {};
    for (const tag of document.head.querySelectorAll('meta[property^="og:"]')) {
      og[tag.getAttribute('property') ?? ''] = tag.getAttribute('content') ?? '';
    }
    return {
      title: document.title,
      description: meta('description'),
      canonical:
        document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ??
        null,
      robots: meta('robots'),
      og,
      jsonLd: Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (script) => script.textContent ?? '',
      ),
    };
  });
}
