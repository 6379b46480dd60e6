import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {localPlatformUpstream} from './support/upstream';
import {
  loadStorefrontWorker,
  signedSessionCookie,
  TEST_SESSION_SECRET,
} from './support/worker';

const storefront = localPlatformUpstream();
beforeAll(() => storefront.start());
afterAll(() => storefront.stop());

const REFERENCE = /reference: ([0-9a-f-]{36})/;

describe('a worker whose configuration is broken', () => {
  it.each([
    ['without SESSION_SECRET', undefined, 'SESSION_SECRET is required'],
    [
      'with a short SESSION_SECRET',
      'short-secret-never-shown',
      'SESSION_SECRET must hold secrets of at least 32 random characters',
    ],
  ])(
    'answers every request %s with a 500 page and a reference; only the log names the variable',
    async (_case, secret, logged) => {
      const {SESSION_SECRET: _unused, ...rest} = storefront.env;
      const env = secret === undefined ? rest : {...rest, SESSION_SECRET: secret};
      const worker = await loadStorefrontWorker(env);
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        for (const path of ['/', '/products/kumo-blending-brush', '/cart']) {
          const response = await worker.fetch(path);
          const body = await response.text();
          expect(response.status).toBe(500);
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          expect(body).toContain(
            'the shop is unavailable right now. please try again later.',
          );
          const reference = REFERENCE.exec(body)?.[1] ?? '';
          expect(reference).not.toBe('');
          for (const value of Object.values(env)) expect(body).not.toContain(value);

          const line = String(log.mock.calls.at(-1)?.[0]);
          expect(line).toContain(`reference ${reference}`);
          expect(line).toContain(logged);
          if (secret) expect(line).not.toContain(secret);
        }
      } finally {
        log.mockRestore();
      }
    },
  );
});

describe('a rotated session secret', () => {
  it('keeps the sessions the previous secret signed', async () => {
    const worker = await loadStorefrontWorker({
      ...storefront.env,
      SESSION_SECRET: `next-session-secret-of-this-test-7f3a9c, ${TEST_SESSION_SECRET}`,
    });
    const cookie = await signedSessionCookie({country: 'IT'});

    const response = await worker.fetch('/api/country', {
      headers: {Cookie: cookie, 'oxygen-buyer-country': 'FR'},
    });
    expect(await response.json()).toEqual({country: 'IT'});
  });
});
