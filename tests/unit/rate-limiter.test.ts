import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {withEdgeClientAddress} from '../../dev/edge-headers';
import {RATE_LIMIT_PERIOD_SECONDS, RATE_LIMIT_RULES} from '~/server/rate-limit';
import {clientKey, InIsolateRateLimiter} from '~/server/rate-limit.server';

const PERIOD_MS = RATE_LIMIT_PERIOD_SECONDS * 1000;
const RULE = RATE_LIMIT_RULES.signInPerEmail;

describe('InIsolateRateLimiter', () => {
  it('lets exactly the limit of concurrent requests through, however they interleave', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({min: 1, max: 4 * RULE.limit}),
        async (scheduler, size) => {
          const limiter = new InIsolateRateLimiter(() => 5 * PERIOD_MS);
          const requests = Array.from({length: size}, (_, index) =>
            scheduler
              .schedule(Promise.resolve(index))
              .then(() => limiter.allow(RULE, 'address:ava@example.com')),
          );
          await scheduler.waitAll();
          const allowed = (await Promise.all(requests)).filter(Boolean).length;
          expect(allowed).toBe(Math.min(size, RULE.limit));
        },
      ),
      {seed: 0x49, numRuns: 200},
    );
  });

  it('never lets more than the limit through in one window, per key, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            key: fc.constantFrom('a', 'b', 'c'),
            advanceMs: fc.integer({min: 0, max: PERIOD_MS / 4}),
          }),
          {maxLength: 300},
        ),
        (requests) => {
          let now = 0;
          const limiter = new InIsolateRateLimiter(() => now);
          const allowedPerWindow = new Map<string, number>();
          for (const {key, advanceMs} of requests) {
            now += advanceMs;
            if (limiter.count(RULE, key)) {
              const window = `${key}@${Math.floor(now / PERIOD_MS)}`;
              allowedPerWindow.set(window, (allowedPerWindow.get(window) ?? 0) + 1);
            }
          }
          for (const allowed of allowedPerWindow.values()) {
            expect(allowed).toBeLessThanOrEqual(RULE.limit);
          }
        },
      ),
      {seed: 0x4949, numRuns: 300},
    );
  });

  it('lets a quiet key through again two windows on', () => {
    let now = 0;
    const limiter = new InIsolateRateLimiter(() => now);
    const results = Array.from({length: RULE.limit + 1}, () => limiter.count(RULE, 'k'));
    expect(results.at(-1)).toBe(false);
    now = 2 * PERIOD_MS;
    expect(limiter.count(RULE, 'k')).toBe(true);
  });

  it('keeps other keys apart', () => {
    const limiter = new InIsolateRateLimiter(() => 0);
    for (let index = 0; index <= RULE.limit; index += 1) limiter.count(RULE, 'flooded');
    expect(limiter.count(RULE, 'flooded')).toBe(false);
    expect(limiter.count(RULE, 'quiet')).toBe(true);
  });

  it('forgets the least recently used key past its bound, keeping the busy ones', () => {
    const limiter = new InIsolateRateLimiter(() => 0, 2);
    for (let index = 0; index <= RULE.limit; index += 1) limiter.count(RULE, 'busy');
    limiter.count(RULE, 'one');
    limiter.count(RULE, 'busy');
    limiter.count(RULE, 'two');
    expect(limiter.count(RULE, 'busy')).toBe(false);
  });
});

describe('the client key', () => {
  const workers = {RATE_LIMIT_SIGN_IN_PER_CLIENT: {limit: async () => ({success: true})}};
  const request = new Request('https://shop.example/', {
    headers: {'oxygen-buyer-ip': '192.0.2.1', 'cf-connecting-ip': '198.51.100.9'},
  });

  it("is Oxygen's header on Oxygen and Cloudflare's on Workers, never the other", () => {
    expect(clientKey(request, {})).toBe('192.0.2.1');
    expect(clientKey(request, workers)).toBe('198.51.100.9');
  });

  it("is the socket's address locally: the local edge replaces the one a client sent", () => {
    expect(
      withEdgeClientAddress(
        ['Host', 'shop', 'Oxygen-Buyer-IP', '10.9.9.9', 'oxygen-buyer-ip', '10.8.8.8'],
        '127.0.0.1',
      ),
    ).toEqual(['Host', 'shop', 'oxygen-buyer-ip', '127.0.0.1']);
  });

  it("is a test's stand-in address only on a stack that holds the test's token", () => {
    const claimed = ['x-stack-client', 'e2e-token 198.51.100.7'];
    expect(withEdgeClientAddress(claimed, '127.0.0.1', 'e2e-token')).toEqual([
      'oxygen-buyer-ip',
      '198.51.100.7',
    ]);
    expect(withEdgeClientAddress(claimed, '127.0.0.1', 'other-token')).toEqual([
      'oxygen-buyer-ip',
      '127.0.0.1',
    ]);
    expect(withEdgeClientAddress(claimed, '127.0.0.1')).toEqual([
      'oxygen-buyer-ip',
      '127.0.0.1',
    ]);
  });
});
