import {describe, expect, it} from 'vitest';
import {
  ERROR_REPORT_PER_CLIENT,
  MAILING_LIST_PER_ADDRESS,
  RATE_LIMIT_RULES,
  rateLimitBindingName,
} from '~/server/rate-limit';
import {localPlatformUpstream} from './support/upstream';
import {uniqueEmail, workerAgainst, type StorefrontWorker} from './support/worker';

/**
 * The limits of decision 0113 in the built worker: on Oxygen (and here) counted in the worker's
 * Cache API, kept between requests as the runtime keeps it; on Workers by the rate-limiting
 * bindings, when the environment has them.
 */

function client(): string {
  return `203.0.113.${Math.floor(Math.random() * 256)}`;
}

function subscribe(worker: StorefrontWorker, email: string, ip: string) {
  return worker.fetch('/api/subscribe-sendgrid', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'oxygen-buyer-ip': ip},
    body: JSON.stringify({email, from: 'footer'}),
  });
}

function report(worker: StorefrontWorker, ip: string) {
  return worker.fetch('/api/errors', {
    method: 'POST',
    headers: {'Content-Type': 'text/plain;charset=UTF-8', 'oxygen-buyer-ip': ip},
    body: JSON.stringify({path: '/', error: {name: 'Error', message: 'x', stack: null}}),
  });
}

describe('on Oxygen: the Cache API counter', () => {
  const storefront = localPlatformUpstream();
  const worker = workerAgainst(storefront, {keepsCaches: true});

  it('refuses a mailing-list address past its limit, with 429 and an error the footer reads', async () => {
    const email = uniqueEmail('limited');
    const ip = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < MAILING_LIST_PER_ADDRESS; attempt += 1) {
      statuses.push((await subscribe(worker, email, ip)).status);
    }
    expect(statuses).not.toContain(429);
    const refused = await subscribe(worker, email, client());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({error: 'too many requests'});
  });

  it('counts error reports per client: another client still reports', async () => {
    const ip = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ERROR_REPORT_PER_CLIENT; attempt += 1) {
      statuses.push((await report(worker, ip)).status);
    }
    expect(statuses.slice(0, ERROR_REPORT_PER_CLIENT)).toEqual(
      Array(ERROR_REPORT_PER_CLIENT).fill(202),
    );
    expect(statuses.at(-1)).toBe(429);
    expect((await report(worker, `${ip}1`)).status).toBe(202);
  });
});

describe('on Workers: the rate-limiting bindings', () => {
  const storefront = localPlatformUpstream();
  const asked: {binding: string; key: string}[] = [];
  const bindings = Object.fromEntries(
    Object.values(RATE_LIMIT_RULES).map((rule) => [
      rateLimitBindingName(rule),
      {
        limit: async ({key}: {key: string}) => {
          asked.push({binding: rateLimitBindingName(rule), key});
          return {success: !key.endsWith('refused@example.com')};
        },
      },
    ]),
  );
  const worker = workerAgainst({
    get env() {
      return {...storefront.env, ...bindings} as unknown as Record<string, string>;
    },
    start: () => storefront.start(),
    stop: () => storefront.stop(),
    reset: () => storefront.reset(),
  });

  it('asks the binding with the client Cloudflare names, and answers 429 when it says no', async () => {
    const answer = await worker.fetch('/api/subscribe-sendgrid', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'CF-Connecting-IP': '198.51.100.9',
        'oxygen-buyer-ip': '192.0.2.1',
      },
      body: JSON.stringify({email: 'Refused@example.com', from: 'footer'}),
    });
    expect(answer.status).toBe(429);
    expect(asked).toEqual([
      {binding: 'RATE_LIMIT_MAILING_LIST_PER_CLIENT', key: 'client:198.51.100.9'},
      {
        binding: 'RATE_LIMIT_MAILING_LIST_PER_ADDRESS',
        key: 'address:refused@example.com',
      },
    ]);
  });
});
