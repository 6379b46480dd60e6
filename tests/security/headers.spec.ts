import {createHash} from 'node:crypto';
import {expect, test, type APIResponse} from '@playwright/test';
import {BUYABLE_VARIANT_ID, setCookieHeaders, STOREFRONT_ORIGIN} from './platform';
import {PAGES, RESOURCES} from './routes';

/** A host that is not local: the worker treats it as production (HSTS, Secure cookies). */
const PUBLIC_HOST = 'shop.example';

/** Browsers' preload lists ask for at least a year. */
const ONE_YEAR_SECONDS = 31_536_000;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

/** The flags of the shop's own cookie, lower-cased ('httponly', 'samesite=lax', ...). */
function cookieFlags(response: APIResponse, name: string): string[] | undefined {
  const cookie = setCookieHeaders(response).find((value) => value.startsWith(`${name}=`));
  return cookie
    ?.split(';')
    .slice(1)
    .map((flag) => flag.trim().toLowerCase());
}

function addToCart(host?: string) {
  const origin = host ? `http://${host}` : STOREFRONT_ORIGIN;
  return {
    headers: {Origin: origin, ...(host ? {Host: host} : {})},
    form: {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: BUYABLE_VARIANT_ID, quantity: 1}]},
      }),
    },
    maxRedirects: 0,
  };
}

test.describe('every page', () => {
  for (const {path, status} of PAGES) {
    test(`${path}: a CSP covering every script by nonce or, on a cached page, by hash; framing refused`, async ({
      request,
    }) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}${path}`);
      expect(response.status()).toBe(status);
      const csp = directives(response.headers()['content-security-policy'] ?? '');
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain('*');
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);

      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, 'the page has scripts').toBeGreaterThan(0);
      if (response.headers()['page-cache']) {
        // A copy shared by every shopper carries no nonce (decision 0106).
        expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
        expect(html).not.toMatch(/\snonce=/);
        for (const [, attributes = '', text = ''] of scripts) {
          if (/\ssrc=/.test(attributes)) continue;
          const hash = createHash('sha256').update(text).digest('base64');
          expect(scriptSrc).toContain(`'sha256-${hash}'`);
        }
        return;
      }
      const nonce = scriptSrc
        .find((source) => source.startsWith("'nonce-"))
        ?.slice(7, -1);
      expect(nonce, 'script-src has a nonce').toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
      for (const [, attributes = ''] of scripts) {
        expect(attributes).toContain(`nonce="${nonce}"`);
      }
    });

    test(`${path}: declared charset, nosniff, referrer policy, no HSTS on localhost`, async ({
      request,
    }) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}${path}`);
      const headers = response.headers();
      // A declared charset leaves a browser nothing to guess (UTF-7 and similar sniffing).
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('each response of a personal page gets its own nonce', async ({request}) => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await request.get(`${STOREFRONT_ORIGIN}/cart`);
        return /'nonce-([^']+)'/.exec(
          response.headers()['content-security-policy'] ?? '',
        )?.[1];
      }),
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

test.describe('every resource', () => {
  for (const {path, status} of RESOURCES) {
    test(`${path}: nosniff and the referrer policy`, async ({request}) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}${path}`);
      expect(response.status()).toBe(status);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe(
        'strict-origin-when-cross-origin',
      );
    });
  }
});

test.describe('off localhost', () => {
  for (const {path} of [...PAGES, ...RESOURCES]) {
    test(`${path}: HSTS for at least a year, subdomains included`, async ({request}) => {
      const response = await request.get(`${STOREFRONT_ORIGIN}${path}`, {
        headers: {Host: PUBLIC_HOST},
      });
      const hsts = response.headers()['strict-transport-security'] ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(
        ONE_YEAR_SECONDS,
      );
      expect(hsts).toContain('includeSubDomains');
    });
  }
});

test.describe('cookies', () => {
  test('the cart cookie is HttpOnly, SameSite=Lax, Path=/, not Secure on localhost', async ({
    playwright,
  }) => {
    const shopper = await playwright.request.newContext();
    const response = await shopper.post(`${STOREFRONT_ORIGIN}/cart`, addToCart());
    expect(response.status()).toBe(200);
    const flags = cookieFlags(response, 'cart');
    expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(flags).not.toContain('secure');
    await shopper.dispose();
  });

  test('the cart cookie is Secure off localhost', async ({playwright}) => {
    const shopper = await playwright.request.newContext();
    const response = await shopper.post(
      `${STOREFRONT_ORIGIN}/cart`,
      addToCart(PUBLIC_HOST),
    );
    expect(response.status()).toBe(200);
    expect(cookieFlags(response, 'cart')).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']),
    );
    await shopper.dispose();
  });

  test('no page sets a session or cart cookie a script could read', async ({request}) => {
    for (const {path} of [...PAGES, ...RESOURCES]) {
      const response = await request.get(`${STOREFRONT_ORIGIN}${path}`);
      for (const name of ['session', 'cart']) {
        const flags = cookieFlags(response, name);
        if (flags) {
          expect(flags, `${name} on ${path}`).toEqual(
            expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']),
          );
        }
      }
    }
  });
});
