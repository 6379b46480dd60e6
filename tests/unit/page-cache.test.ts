import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {COUNTRIES, languageForCountry} from '@brush/rules/countries';
import {
  hashedPolicy,
  inlineScripts,
  isStorablePage,
  PAGE_CACHE_FRESH_SECONDS,
  PAGE_CACHE_MAX_QUERY_LENGTH,
  PAGE_CACHE_STALE_IF_ERROR_SECONDS,
  PAGE_CACHE_STALE_SECONDS,
  PRICE_CHANGE_VISIBLE_WITHIN_SECONDS,
  SHARED_PAGE_CACHE_CONTROL,
  sharedPageFor,
  storedPageAge,
  withoutNonces,
} from '~/server/page-cache.server';

const url = (path: string) => new URL(path, 'https://brushes.example');

describe('sharedPageFor', () => {
  it.each([
    ['/', '/'],
    ['/?q=anything&utm_medium=mail', '/'],
    ['/collections', '/collections'],
    [
      '/collections?cursor=abc&direction=next&x=1',
      '/collections?cursor=abc&direction=next',
    ],
    ['/collections/eye-brushes', '/collections/eye-brushes'],
    [
      '/collections/eye-brushes?sort=price-asc&cursor=abc&color=red',
      '/collections/eye-brushes?cursor=abc&sort=price-asc',
    ],
    ['/products/kumo', '/products/kumo'],
    ['/products/kumo?Region=US&Edition=PRO', '/products/kumo?Edition=PRO&Region=US'],
    ['/products/kumo?b=2&a=1&a=0', '/products/kumo?a=0&a=1&b=2'],
    ['/pages/faq?x=1', '/pages/faq'],
    ['/reviews', '/reviews'],
    ['/vote', '/vote'],
    ['/pro', '/pro'],
    ['/pro/education', '/pro/education'],
    ['/concept-store', '/concept-store'],
    ['/discounts', '/discounts'],
    ['/pwyw-products?cursor=c', '/pwyw-products?cursor=c'],
    ['/pwyw-products/hana?Size=S', '/pwyw-products/hana?Size=S'],
  ])('%s is shared as %s', (path, shared) => {
    expect(sharedPageFor('GET', url(path), 'US')).toMatchObject({
      path: shared,
      key: `${shared}#US`,
    });
  });

  it.each([
    ['/products/kumo?Edition=PRO', '/products/kumo'],
    ['/products/kumo?noise=1', '/products/kumo'],
    ['/collections/eye-brushes?sort=price-asc', '/collections/eye-brushes'],
    ['/pro/education?x=1', '/pro'],
    ['/pro/anything-at-all', '/pro'],
    ['/pro', '/pro'],
  ])('%s counts against the copies of %s, which it falls back to', (path, page) => {
    expect(sharedPageFor('GET', url(path), 'IT')).toMatchObject({
      family: `${page}#IT`,
      canonical: {path: page, key: `${page}#IT`},
    });
  });

  it.each([
    ['a personal page', 'GET', '/cart'],
    ['the account', 'GET', '/account'],
    ['the secret shop', 'GET', '/secret'],
    ['search', 'GET', '/search?q=brush'],
    ['a data request', 'GET', '/products/kumo.data'],
    ['the root data request', 'GET', '/_root.data'],
    ['a legacy data request', 'GET', '/products/kumo?_data=root'],
    ['a write', 'POST', '/products/kumo'],
    ['a HEAD request', 'HEAD', '/'],
    ['a nested path', 'GET', '/products/kumo/extra'],
    ['a referral landing', 'GET', '/?vr=FRIEND5'],
    ['a CJ landing', 'GET', '/products/kumo?cjevent=abc'],
    ['an SMS landing', 'GET', '/?smsclickid=1&smscode=HI'],
    ['a ShareASale landing', 'GET', '/?sscid=1'],
    ['a utm landing', 'GET', '/collections?utm_source=ig'],
    [
      'an absurd query',
      'GET',
      `/products/kumo?x=${'a'.repeat(PAGE_CACHE_MAX_QUERY_LENGTH)}`,
    ],
  ])('%s is the shopper’s own', (_, method, path) => {
    expect(sharedPageFor(method, url(path), 'US')).toBeNull();
  });

  it('keys the same page apart by market', () => {
    expect(sharedPageFor('GET', url('/'), 'IT')?.key).not.toBe(
      sharedPageFor('GET', url('/'), 'US')?.key,
    );
  });

  it('never shares a page across languages: a key names a country, which decides the language', () => {
    const speakers = new Map<string, Set<string>>();
    for (const {code} of COUNTRIES) {
      const key = sharedPageFor('GET', url('/products/kumo'), code)?.key ?? '';
      speakers.set(key, (speakers.get(key) ?? new Set()).add(languageForCountry(code)));
    }
    expect([...speakers.values()].every((languages) => languages.size === 1)).toBe(true);
  });
});

describe('isStorablePage', () => {
  const html = {'Content-Type': 'text/html; charset=utf-8'};
  it.each([
    ['a whole page', 200, html, true],
    ['a page that sets a cookie', 200, {...html, 'Set-Cookie': 'a=1'}, false],
    ['a missing page', 404, html, false],
    ['an error page', 500, html, false],
    ['a redirect', 302, {Location: '/'}, false],
    ['data', 200, {'Content-Type': 'application/json'}, false],
  ])('%s → %s', (_, status, headers, expected) => {
    expect(isStorablePage({status, headers: new Headers(headers)})).toBe(expected);
  });
});

describe('storedPageAge', () => {
  const stored = 1_000_000;
  it.each([
    [0, 'fresh'],
    [PAGE_CACHE_FRESH_SECONDS - 0.001, 'fresh'],
    [PAGE_CACHE_FRESH_SECONDS, 'stale'],
    [PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS - 0.001, 'stale'],
    [PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS, 'servable-on-error'],
    [
      PAGE_CACHE_FRESH_SECONDS +
        PAGE_CACHE_STALE_SECONDS +
        PAGE_CACHE_STALE_IF_ERROR_SECONDS -
        0.001,
      'servable-on-error',
    ],
    [
      PAGE_CACHE_FRESH_SECONDS +
        PAGE_CACHE_STALE_SECONDS +
        PAGE_CACHE_STALE_IF_ERROR_SECONDS,
      'expired',
    ],
    [-1, 'expired'],
    [Number.NaN, 'expired'],
  ])('%s s after storing → %s', (seconds, expected) => {
    expect(storedPageAge(stored, stored + seconds * 1000)).toBe(expected);
  });

  it('an unreadable stored time is expired', () => {
    expect(storedPageAge(Number.NaN, stored)).toBe('expired');
  });
});

describe('lifetimes', () => {
  it('the shared cache keeps a page as the worker does', () => {
    expect(SHARED_PAGE_CACHE_CONTROL).toBe(
      `public, max-age=${PAGE_CACHE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_CACHE_STALE_SECONDS}, stale-if-error=${PAGE_CACHE_STALE_IF_ERROR_SECONDS}`,
    );
  });

  it('a price change shows within the issue’s 60 s', () => {
    expect(PRICE_CHANGE_VISIBLE_WITHIN_SECONDS).toBeLessThanOrEqual(60);
  });
});

describe('nonces and hashes', () => {
  const page =
    '<html><head><link rel="modulepreload" href="/a.js" nonce="abc"/>' +
    '<script nonce="abc">window.x = "</div>";</script>' +
    '<script type="module" src="/entry.js" nonce="abc"></script>' +
    '<script type="application/ld+json">{"a":1}</script></head></html>';

  it('withoutNonces removes every nonce attribute and nothing else', () => {
    expect(withoutNonces(page)).toBe(page.replaceAll(' nonce="abc"', ''));
  });

  it('inlineScripts finds the text of each script without a src', () => {
    expect(inlineScripts(page)).toEqual(['window.x = "</div>";', '{"a":1}']);
  });

  it('hashedPolicy swaps the nonce for the hashes in script-src and drops it elsewhere', () => {
    const hash = createHash('sha256').update('x').digest('base64');
    expect(
      hashedPolicy(
        "default-src 'self' 'nonce-abc'; script-src 'self' 'nonce-abc'; style-src 'self'",
        [hash, hash],
      ),
    ).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self'`);
  });

  it('hashedPolicy without inline scripts leaves script-src without a nonce', () => {
    expect(hashedPolicy("script-src 'self' 'nonce-abc'", [])).toBe("script-src 'self'");
  });
});
