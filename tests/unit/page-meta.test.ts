import {describe, expect, it} from 'vitest';
import {pageMeta, type MetaMatch, type PageSeo} from '~/ui/page-meta';

const ROOT_ERROR_TAGS = [
  {title: 'page not found | Brush Atelier'},
  {name: 'robots', content: 'noindex'},
];

const root = (description: string): MetaMatch => ({
  id: 'root',
  data: {
    layout: {shop: {name: 'Brush Atelier', description}},
    market: {language: 'fr', country: 'FR'},
  },
  meta: ROOT_ERROR_TAGS,
});

const page: PageSeo = {title: 'eye brushes', url: 'https://shop.test/collections/eye'};

function tag(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  const found = tags.find((t) => (t as Record<string, unknown>)[key] === value);
  return found && 'content' in found ? found.content : undefined;
}

describe('pageMeta', () => {
  it.each([
    ['no data (the loader threw)', [root('Brushes')], undefined],
    ['null data', [root('Brushes')], null],
  ])('%s: the root tags stand, naming the error', (_case, matches, seo) => {
    expect(pageMeta(matches, seo)).toEqual(ROOT_ERROR_TAGS);
  });

  it('no data and no root match: no tags', () => {
    expect(pageMeta([], undefined)).toEqual([]);
  });

  it.each([
    ['the page describes itself', 'Soft brushes.', 'Shop text.', 'Soft brushes.'],
    ['the page has no description', undefined, 'Shop text.', 'Shop text.'],
    ['the page has an empty description', '', 'Shop text.', 'Shop text.'],
  ])('%s', (_case, description, shopDescription, expected) => {
    const tags = pageMeta([root(shopDescription)], {...page, description});
    expect(tags).toContainEqual({title: 'eye brushes | Brush Atelier'});
    expect(tag(tags, 'name', 'description')).toBe(expected);
    expect(tag(tags, 'property', 'og:locale')).toBe('fr_FR');
    expect(tag(tags, 'property', 'og:site_name')).toBe('Brush Atelier');
  });

  it('without the root data the page keeps its own title and no locale', () => {
    const tags = pageMeta([], page);
    expect(tags).toContainEqual({title: 'eye brushes'});
    expect(tag(tags, 'property', 'og:locale')).toBeUndefined();
  });
});
