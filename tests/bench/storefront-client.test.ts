import {describe, expect, it} from 'vitest';
import {cartTokenFromCookie, CookieJar} from '../../bench/storefront-client';

describe('CookieJar', () => {
  it('keeps cookies from Set-Cookie and sends them back', () => {
    const jar = new CookieJar();
    jar.store([
      'cart=abc%3Fkey%3Ddef; Max-Age=1209600; Path=/; SameSite=Lax; HttpOnly',
      'session=s1; Path=/; HttpOnly',
    ]);
    expect(jar.header()).toBe('cart=abc%3Fkey%3Ddef; session=s1');
    expect(jar.get('cart')).toBe('abc%3Fkey%3Ddef');
  });

  it.each([
    'cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    'cart=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ])('drops a cookie the server expires: %s', (header) => {
    const jar = new CookieJar();
    jar.store(['cart=abc; Path=/', 'session=s1']);
    jar.store([header]);
    expect(jar.get('cart')).toBeUndefined();
    expect(jar.header()).toBe('session=s1');
  });

  it('replaces a cookie set again', () => {
    const jar = new CookieJar();
    jar.store(['session=s1']);
    jar.store(['session=s2; Path=/']);
    expect(jar.header()).toBe('session=s2');
  });
});

describe('cartTokenFromCookie', () => {
  const token = '52328af831c5244f5bac9064130d0e7a';
  it.each([
    [`${token}%3Fkey%3Ded37ae5dde84a2cfbd2afbe187bc2100`, token],
    [`${token}?key=ed37ae5dde84a2cfbd2afbe187bc2100`, token],
    [token, token],
    ['not-a-token', null],
    [undefined, null],
  ])('%s → %s', (cookie, expected) => {
    expect(cartTokenFromCookie(cookie)).toBe(expected);
  });
});
