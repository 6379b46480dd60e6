import {describe, expect, it} from 'vitest';
import {contentSecurityDirectives, originOf, securityHeaders} from '~/server/csp.server';
import {AppSession, SESSION_ID_KEY, isLocalRequest} from '~/server/session';

describe('originOf', () => {
  it.each([
    {domain: 'brush-shop.myshopify.com', origin: 'https://brush-shop.myshopify.com'},
    {domain: 'http://127.0.0.1:4100', origin: 'http://127.0.0.1:4100'},
    {
      domain: 'https://checkout.brushes.example/',
      origin: 'https://checkout.brushes.example',
    },
    {domain: 'https://key@o1.ingest.sentry.io/42', origin: 'https://o1.ingest.sentry.io'},
    {domain: '  ', origin: null},
    {domain: undefined, origin: null},
    {domain: 'javascript:alert(1)', origin: null},
    {domain: 'ftp://files.example', origin: null},
  ])('$domain -> $origin', ({domain, origin}) => {
    expect(originOf(domain)).toBe(origin);
  });
});

describe('contentSecurityDirectives', () => {
  it('allows the local platform (http, with its port) to be fetched and shown', () => {
    const directives = contentSecurityDirectives({
      PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100',
      PUBLIC_CHECKOUT_DOMAIN: 'http://127.0.0.1:4100',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(directives.connectSrc).toEqual([
      "'self'",
      'http://127.0.0.1:4100',
      'http://127.0.0.1:9099',
    ]);
    expect(directives.imgSrc).toContain('http://127.0.0.1:4100');
    expect(directives.scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('uses Firebase production hosts, the Sentry and click-tracking origins for a real shop', () => {
    const directives = contentSecurityDirectives({
      PUBLIC_STORE_DOMAIN: 'brush-shop.myshopify.com',
      PUBLIC_CHECKOUT_DOMAIN: 'checkout.brushes.example',
      PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
    });
    expect(directives.connectSrc).toEqual([
      "'self'",
      'https://brush-shop.myshopify.com',
      'https://checkout.brushes.example',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://o1.ingest.sentry.io',
    ]);
  });
});

describe('securityHeaders', () => {
  it.each([
    {local: true, hsts: false},
    {local: false, hsts: true},
  ])('local=$local sends HSTS: $hsts', ({local, hsts}) => {
    const names = securityHeaders({local}).map(([name]) => name);
    expect(names).toContain('X-Content-Type-Options');
    expect(names).toContain('Referrer-Policy');
    expect(names.includes('Strict-Transport-Security')).toBe(hsts);
  });
});

describe('the session cookie', () => {
  it.each([
    {url: 'http://localhost:3000/', local: true},
    {url: 'http://127.0.0.1:3000/', local: true},
    {url: 'http://[::1]:3000/', local: true},
    {url: 'https://brushes.example/', local: false},
    {url: 'https://localhost.brushes.example/', local: false},
  ])('$url is local: $local', ({url, local}) => {
    expect(isLocalRequest(new Request(url))).toBe(local);
  });

  it.each([
    {url: 'https://brushes.example/', secure: true},
    {url: 'http://127.0.0.1:3000/', secure: false},
  ])(
    'is signed, HttpOnly, SameSite=Lax, Path=/, Secure=$secure on $url',
    async ({url, secure}) => {
      const session = await AppSession.init(new Request(url), ['secret']);
      session.set('country', 'IT');
      expect(session.isPending).toBe(true);
      const cookie = await session.commit();
      expect(cookie).toMatch(/^session=[^;]+\.[^;]+;/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
      expect(/;\s*Secure/i.test(cookie)).toBe(secure);
    },
  );

  it('gives two sessions holding the same data different cookies, and keeps its own id', async () => {
    const committed = async (cookie?: string) => {
      const session = await AppSession.init(
        new Request('https://brushes.example/', {
          headers: cookie ? {Cookie: cookie} : {},
        }),
        ['secret'],
      );
      session.set('country', 'MX');
      return {session, cookie: (await session.commit()).split(';', 1)[0] ?? ''};
    };
    const first = await committed();
    const second = await committed();
    expect(first.cookie).not.toBe(second.cookie);
    const again = await committed(first.cookie);
    expect(again.session.get(SESSION_ID_KEY)).toBe(first.session.get(SESSION_ID_KEY));
  });

  it('starts empty when the cookie was signed with another secret', async () => {
    const first = await AppSession.init(new Request('https://brushes.example/'), ['old']);
    first.set('country', 'IT');
    const cookie = (await first.commit()).split(';', 1)[0] ?? '';
    const second = await AppSession.init(
      new Request('https://brushes.example/', {headers: {Cookie: cookie}}),
      ['new'],
    );
    expect(second.get('country')).toBeUndefined();
  });
});
