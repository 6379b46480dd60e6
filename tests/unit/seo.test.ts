import {describe, expect, it} from 'vitest';

import {
  canonicalUrl,
  documentTitle,
  offerAvailability,
  ogLocale,
  productJsonLd,
  SEO_DESCRIPTION_MAX_LENGTH,
  seoMeta,
  serializeJsonLd,
  truncateDescription,
} from '~/lib/seo';

const max = SEO_DESCRIPTION_MAX_LENGTH;

describe('truncateDescription', () => {
  const words = 'soft synthetic bristles '.repeat(20).trim();
  it.each([
    ['a short line', max, 'a short line'],
    ['  spaced\n\tout   text ', max, 'spaced out text'],
    ['', max, ''],
    [null, max, ''],
    [undefined, max, ''],
    ['x'.repeat(max), max, 'x'.repeat(max)],
    ['x'.repeat(max + 1), max, `${'x'.repeat(max - 1)}…`],
    ['one two three four', 10, 'one two…'],
    ['one two, three', 10, 'one two…'],
    ['abcdefghijkl mn', 10, 'abcdefghi…'],
    ['😀'.repeat(12), 10, `${'😀'.repeat(9)}…`],
    ['anything', 0, ''],
  ])('%j cut to %i -> %j', (text, length, expected) => {
    expect(truncateDescription(text, length)).toBe(expected);
  });

  it('never exceeds the limit and ends with an ellipsis when cut', () => {
    const cut = truncateDescription(words);
    expect(Array.from(cut).length).toBeLessThanOrEqual(max);
    expect(cut.endsWith('…')).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['https://shop.test/products/kumo', [], 'https://shop.test/products/kumo'],
    ['https://shop.test/products/kumo/', [], 'https://shop.test/products/kumo'],
    ['https://shop.test/', [], 'https://shop.test/'],
    ['https://shop.test', [], 'https://shop.test/'],
    [
      'https://shop.test/products/kumo?utm_source=ig&vr=ABC&cjevent=1&Edition=PRO#reviews',
      [],
      'https://shop.test/products/kumo',
    ],
    [
      'https://shop.test/collections/eye-brushes?cursor=abc&utm_source=x&direction=next',
      ['direction', 'cursor'],
      'https://shop.test/collections/eye-brushes?direction=next&cursor=abc',
    ],
    ['https://shop.test/search?q=', ['q'], 'https://shop.test/search'],
    [
      'https://shop.test/search?q=kumo+brush&smsclickid=9',
      ['q'],
      'https://shop.test/search?q=kumo+brush',
    ],
    ['http://localhost:3000/pages/faq?x=1', [], 'http://localhost:3000/pages/faq'],
    ['https://shop.test/pages/%3Cscript%3E', [], 'https://shop.test/pages/%3Cscript%3E'],
  ])('%s keeping %j -> %s', (url, keep, expected) => {
    expect(canonicalUrl(url, keep)).toBe(expected);
  });

  it('accepts a URL object', () => {
    expect(canonicalUrl(new URL('https://shop.test/cart?a=1'))).toBe(
      'https://shop.test/cart',
    );
  });
});

describe('ogLocale', () => {
  it.each([
    ['fr', 'FR', 'fr_FR'],
    ['EN', 'us', 'en_US'],
    ['es', 'MX', 'es_MX'],
    ['it', null, 'it'],
    ['en', 'USA', 'en'],
  ])('%s %j -> %s', (language, country, expected) => {
    expect(ogLocale(language, country)).toBe(expected);
  });
});

describe('documentTitle', () => {
  it.each([
    ['Kumo Blending Brush', 'Brush Shop', 'Kumo Blending Brush | Brush Shop'],
    ['Brush Shop', 'Brush Shop', 'Brush Shop'],
    ['', 'Brush Shop', 'Brush Shop'],
    ['  FAQ ', 'Brush Shop', 'FAQ | Brush Shop'],
    ['FAQ', '', 'FAQ'],
  ])('%j on %j -> %j', (title, site, expected) => {
    expect(documentTitle(title, site)).toBe(expected);
  });
});

describe('seoMeta', () => {
  const base = {
    title: 'Kumo Blending Brush',
    description: 'A soft blending brush.',
    url: 'https://shop.test/products/kumo',
    siteName: 'Brush Shop',
  };

  it('gives a website page its title, description, canonical link, Open Graph and card', () => {
    expect(seoMeta(base)).toEqual([
      {title: 'Kumo Blending Brush | Brush Shop'},
      {name: 'description', content: 'A soft blending brush.'},
      {tagName: 'link', rel: 'canonical', href: 'https://shop.test/products/kumo'},
      {property: 'og:title', content: 'Kumo Blending Brush'},
      {property: 'og:description', content: 'A soft blending brush.'},
      {property: 'og:url', content: 'https://shop.test/products/kumo'},
      {property: 'og:type', content: 'website'},
      {property: 'og:site_name', content: 'Brush Shop'},
      {name: 'twitter:card', content: 'summary'},
    ]);
  });

  it('adds the image, its size and text, the locale, the type and noindex when given', () => {
    const tags = seoMeta({
      ...base,
      type: 'product',
      locale: 'fr_FR',
      noindex: true,
      image: {
        url: 'https://cdn.test/kumo.jpg',
        width: 800,
        height: 1000,
        altText: 'Kumo',
      },
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        {property: 'og:type', content: 'product'},
        {property: 'og:locale', content: 'fr_FR'},
        {property: 'og:image', content: 'https://cdn.test/kumo.jpg'},
        {property: 'og:image:width', content: '800'},
        {property: 'og:image:height', content: '1000'},
        {property: 'og:image:alt', content: 'Kumo'},
        {name: 'twitter:card', content: 'summary_large_image'},
        {name: 'robots', content: 'noindex, follow'},
      ]),
    );
  });

  it.each([
    [null, ''],
    ['x'.repeat(max + 40), `${'x'.repeat(max - 1)}…`],
  ])('description %j becomes %j in both tags', (description, expected) => {
    const tags = seoMeta({...base, description});
    expect(tags).toContainEqual({name: 'description', content: expected});
    expect(tags).toContainEqual({property: 'og:description', content: expected});
  });

  it('uses the site name as og:title when the page has no title', () => {
    expect(seoMeta({...base, title: ''})).toContainEqual({
      property: 'og:title',
      content: 'Brush Shop',
    });
  });
});

describe('offerAvailability', () => {
  it.each([
    [{availableForSale: true}, 'InStock'],
    [{availableForSale: true, currentlyNotInStock: false}, 'InStock'],
    [{availableForSale: true, currentlyNotInStock: true}, 'BackOrder'],
    [{availableForSale: false, currentlyNotInStock: true}, 'OutOfStock'],
    [{availableForSale: false}, 'OutOfStock'],
    [{availableForSale: null}, 'OutOfStock'],
    [{availableForSale: true, soldInCountry: false}, 'OutOfStock'],
    [
      {availableForSale: true, currentlyNotInStock: true, soldInCountry: false},
      'OutOfStock',
    ],
  ] as const)('%j -> %s', (input, expected) => {
    expect(offerAvailability(input)).toBe(expected);
  });
});

describe('productJsonLd', () => {
  const url = 'https://shop.test/products/kumo';

  it('describes the product with one offer per priced variant', () => {
    expect(
      productJsonLd({
        name: 'Kumo Blending Brush',
        description: 'Soft\n blending  brush',
        url,
        brand: 'Brush Shop',
        sku: 'KUMO',
        images: ['https://cdn.test/a.jpg', ''],
        offers: [
          {
            price: {amount: '24.0', currencyCode: 'USD'},
            availability: 'InStock',
            url: `${url}?Edition=Standard`,
            sku: 'KUMO-US',
            name: 'Standard',
          },
          {
            price: {amount: 'n/a', currencyCode: 'USD'},
            availability: 'InStock',
            url,
          },
          {
            price: {amount: '30', currencyCode: 'EUR'},
            availability: 'BackOrder',
            url,
            sku: null,
          },
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kumo Blending Brush',
      description: 'Soft blending brush',
      url,
      sku: 'KUMO',
      image: ['https://cdn.test/a.jpg'],
      brand: {'@type': 'Brand', name: 'Brush Shop'},
      offers: [
        {
          '@type': 'Offer',
          name: 'Standard',
          sku: 'KUMO-US',
          price: '24.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          url: `${url}?Edition=Standard`,
        },
        {
          '@type': 'Offer',
          price: '30.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/BackOrder',
          itemCondition: 'https://schema.org/NewCondition',
          url,
        },
      ],
    });
  });

  it('leaves out what is unknown rather than writing empty values', () => {
    expect(productJsonLd({name: 'Ame', url, offers: [], description: ''})).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ame',
      url,
    });
  });
});

describe('serializeJsonLd', () => {
  it.each([
    [{name: '</script><script>alert(1)</script>'}, '</script'],
    [{name: '<!-- comment'}, '<!--'],
    [{name: 'a & b > c'}, '&'],
    [{name: 'line\u2028separator'}, '\u2028'],
  ])('%j cannot leave the script element (no %j in the output)', (data, forbidden) => {
    const text = serializeJsonLd(data);
    expect(text).not.toContain(forbidden);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('writes < as \\u003c', () => {
    expect(serializeJsonLd({a: '<'})).toBe('{"a":"\\u003c"}');
  });

  it('serialises a list of objects', () => {
    expect(JSON.parse(serializeJsonLd([{a: 1}, {b: '<'}]))).toEqual([{a: 1}, {b: '<'}]);
  });
});
