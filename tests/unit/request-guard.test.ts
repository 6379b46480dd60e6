import {describe, expect, it} from 'vitest';
import {
  declaresTooLargeBody,
  isCrossSiteWrite,
  isMalformedContentLength,
  isMalformedRequestTarget,
  isSafeMethod,
  MAX_REQUEST_BODY_BYTES,
} from '~/server/request-guard';

const SHOP = 'https://shop.example';

function head(method: string, headers: Record<string, string>, url = `${SHOP}/cart`) {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    url,
    headers: {get: (name: string) => lower.get(name.toLowerCase()) ?? null},
  };
}

describe('isSafeMethod', () => {
  it.each([
    {method: 'GET', safe: true},
    {method: 'head', safe: true},
    {method: 'OPTIONS', safe: true},
    {method: 'POST', safe: false},
    {method: 'put', safe: false},
    {method: 'PATCH', safe: false},
    {method: 'DELETE', safe: false},
  ])('$method is safe: $safe', ({method, safe}) => {
    expect(isSafeMethod(method)).toBe(safe);
  });
});

describe('isCrossSiteWrite', () => {
  it.each<{
    case: string;
    method?: string;
    headers: Record<string, string>;
    url?: string;
    crossSite: boolean;
  }>([
    {
      case: 'a read from another site',
      method: 'GET',
      headers: {Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site'},
      crossSite: false,
    },
    {
      case: "the shop's own form",
      headers: {Origin: SHOP, Host: 'shop.example', 'Sec-Fetch-Site': 'same-origin'},
      crossSite: false,
    },
    {
      case: "the shop's own form, Host not passed on",
      headers: {Origin: SHOP},
      crossSite: false,
    },
    {
      case: 'a client that is no browser (no Origin, no Sec-Fetch-Site)',
      headers: {},
      crossSite: false,
    },
    {
      case: 'a typed or bookmarked request',
      headers: {'Sec-Fetch-Site': 'none'},
      crossSite: false,
    },
    {
      case: 'a local shop on a port',
      url: 'http://localhost:3160/cart',
      headers: {Origin: 'http://localhost:3160', Host: 'localhost:3160'},
      crossSite: false,
    },
    {
      case: 'a foreign Origin',
      headers: {Origin: 'https://evil.example'},
      crossSite: true,
    },
    {
      case: 'a foreign Origin with a forged Host',
      headers: {Origin: 'https://evil.example', Host: 'evil.example'},
      crossSite: true,
    },
    {
      case: 'the same host on http',
      headers: {Origin: 'http://shop.example'},
      crossSite: true,
    },
    {
      case: 'the same host on another port',
      headers: {Origin: 'https://shop.example:8443'},
      crossSite: true,
    },
    {
      case: 'a sibling subdomain',
      headers: {Origin: 'https://checkout.shop.example'},
      crossSite: true,
    },
    {
      case: 'a look-alike suffix',
      headers: {Origin: 'https://shop.example.evil.example'},
      crossSite: true,
    },
    {
      case: "Origin 'null' (sandboxed frame, data: URL)",
      headers: {Origin: 'null'},
      crossSite: true,
    },
    {case: 'a malformed Origin', headers: {Origin: 'not a url'}, crossSite: true},
    {
      case: 'Sec-Fetch-Site cross-site without Origin',
      headers: {'Sec-Fetch-Site': 'cross-site'},
      crossSite: true,
    },
    {
      case: 'Sec-Fetch-Site same-site',
      headers: {'Sec-Fetch-Site': 'same-site', Origin: SHOP},
      crossSite: true,
    },
    {
      case: 'Sec-Fetch-Site cross-site with a spoofed own Origin',
      headers: {'Sec-Fetch-Site': 'cross-site', Origin: SHOP},
      crossSite: true,
    },
    {
      case: 'own Origin, but a Host Remix would refuse',
      headers: {Origin: SHOP, Host: 'other.example'},
      crossSite: true,
    },
    {
      case: 'own Origin, but an X-Forwarded-Host Remix would refuse',
      headers: {
        Origin: SHOP,
        Host: 'shop.example',
        'X-Forwarded-Host': 'evil.example, shop.example',
      },
      crossSite: true,
    },
    {
      case: 'own Origin and X-Forwarded-Host',
      headers: {Origin: SHOP, Host: 'internal:8080', 'X-Forwarded-Host': 'shop.example'},
      crossSite: false,
    },
    {
      case: 'a DELETE from another site',
      method: 'DELETE',
      headers: {Origin: 'https://evil.example'},
      crossSite: true,
    },
  ])('$case: $crossSite', ({method = 'POST', headers, url, crossSite}) => {
    expect(isCrossSiteWrite(head(method, headers, url))).toBe(crossSite);
  });
});

describe('declaresTooLargeBody', () => {
  it.each([
    {length: null, tooLarge: false},
    {length: '0', tooLarge: false},
    {length: String(MAX_REQUEST_BODY_BYTES), tooLarge: false},
    {length: String(MAX_REQUEST_BODY_BYTES + 1), tooLarge: true},
    {length: '2097152', tooLarge: true},
    {length: ' 12 ', tooLarge: false},
    {length: 'many', tooLarge: true},
    {length: '1e309', tooLarge: true},
  ])('Content-Length $length is too large: $tooLarge', ({length, tooLarge}) => {
    expect(declaresTooLargeBody(length)).toBe(tooLarge);
  });
});

describe('isMalformedContentLength', () => {
  it.each([
    {length: null, malformed: false},
    {length: '0', malformed: false},
    {length: '1234', malformed: false},
    {length: ' 12 ', malformed: false},
    {length: '12, 12', malformed: false},
    {length: 'abc', malformed: true},
    {length: '-1', malformed: true},
    {length: '+5', malformed: true},
    {length: '1.5', malformed: true},
    {length: '1e3', malformed: true},
    {length: '0x10', malformed: true},
    {length: '', malformed: true},
    {length: '1, 2', malformed: true},
    {length: '12,', malformed: true},
  ])('Content-Length $length is malformed: $malformed', ({length, malformed}) => {
    expect(isMalformedContentLength(length)).toBe(malformed);
  });
});

describe('isMalformedRequestTarget', () => {
  it.each([
    {target: '/', malformed: false},
    {target: '/products/kumo-blending-brush?Size=Large', malformed: false},
    {target: '/search?q=%E0%A4%A8', malformed: false},
    {target: '/pages/%C3%A9t%C3%A9', malformed: false},
    {target: '/search?q=100%25', malformed: false},
    {target: '//evil.example/path', malformed: false},
    {target: '/%', malformed: true},
    {target: '/products/%zz', malformed: true},
    {target: '/search?q=%E0%A4%A', malformed: true},
    {target: '/products/%E0%A4', malformed: true},
    {target: 'http://evil.example/', malformed: true},
    {target: '*', malformed: true},
    {target: '', malformed: true},
  ])('$target is malformed: $malformed', ({target, malformed}) => {
    expect(isMalformedRequestTarget(target)).toBe(malformed);
  });
});
