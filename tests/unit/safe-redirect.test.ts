import {describe, expect, it} from 'vitest';

import {safeRedirectPath} from '~/server/safe-redirect';

describe('safeRedirectPath keeps local paths as they are', () => {
  it.each([
    ['/'],
    ['/account/orders'],
    ['/account/orders?page=2#top'],
    ['/products/eye-brush-01'],
    ['/search?q=blending%20brush'],
    ['/collections/eye-brushes?filter=a%26b'],
    ['/caf%C3%A9'],
    ['/%25'],
    ['/100%25%20off'],
  ])('%j', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });
});

describe('safeRedirectPath returns a local path resolved, never as given', () => {
  it.each([
    ['dot segment', '/a/../b', '/b'],
    ['single dot', '/./account', '/account'],
    ['encoded dot segment', '/a/%2e%2e/b', '/b'],
    ['dot segments past the root', '/../../account?page=2', '/account?page=2'],
    ['dot segment before the query', '/cart/..?x=1#top', '/?x=1#top'],
  ])('%s: %j -> %j', (_label, value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe('safeRedirectPath refuses everything else', () => {
  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/account'],
    ['backslash host', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash later', '/account\\..\\evil'],
    ['absolute http', 'http://evil.com'],
    ['absolute https', 'https://evil.com/account'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['relative', 'account/orders'],
    ['dot relative', './orders'],
    ['empty', ''],
    ['leading space', ' /account'],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/\n/evil.com'],
    ['NUL', '/account\u0000'],
    ['DEL', '/account\u007f'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slashes, lower case', '/%2f%2fevil.com'],
    ['one encoded slash', '/%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded backslash, lower case', '/%5cevil.com'],
    ['double-encoded slash', '/%252F%252Fevil.com'],
    ['double-encoded backslash', '/%255Cevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/%0A/evil.com'],
    ['malformed encoding', '/%E0%A4%A'],
    ['lone percent', '/100%'],
    ['five layers of encoding', '/%252525252F'],
    ['dot then two slashes', '/.//evil.example'],
    ['dot-dot then two slashes', '/..//evil.example'],
    ['segment, dot-dot, two slashes', '/a/..//evil.example'],
    ['encoded dot then two slashes', '/%2e//evil.example'],
    ['encoded dot-dot then two slashes', '/%2E%2E//evil.example'],
    ['dot then backslash', '/./\\evil.example'],
    ['dot-dot then encoded backslash', '/..%2F%5Cevil.example'],
    ['dot then tab', '/./\t/evil.example'],
    ['dot then newline', '/.\n//evil.example'],
    ['double-encoded dot then two slashes', '/%252e//evil.example'],
  ])('%s: %j', (_label, value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it.each([[null], [undefined], [42], [['/account']], [{path: '/'}]])(
    'a non-string %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/');
    },
  );

  it('returns the given fallback', () => {
    expect(safeRedirectPath('//evil.com', '/account')).toBe('/account');
  });
});
