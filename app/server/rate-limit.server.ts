import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  isWithinLimit,
  RATE_LIMIT_PERIOD_SECONDS,
  rateLimitBindingName,
  rateLimitChecks,
  rateLimitWindow,
  RATE_LIMIT_RULES,
  slidingCount,
  type RateLimitedAction,
  type RateLimitRule,
} from './rate-limit';

/**
 * The rate limits of app/server/rate-limit.ts on the runtime at hand, behind one interface
 * (decision 0113): on Cloudflare Workers the rate-limiting bindings wrangler.jsonc declares;
 * on Oxygen and locally, counters in the worker's Cache API.
 */
export interface RateLimiter {
  /** Counts one request against the rule's key; false once the key is over its limit. */
  allow(rule: RateLimitRule, key: string): Promise<boolean>;
}

/** Workers' rate-limiting binding (`ratelimits` in wrangler.jsonc). */
interface RateLimitBinding {
  limit(options: {key: string}): Promise<{success: boolean}>;
}

function isBinding(value: unknown): value is RateLimitBinding {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as {limit?: unknown}).limit === 'function'
  );
}

function bindingFor(env: object, rule: RateLimitRule): RateLimitBinding | null {
  const value = (env as Record<string, unknown>)[rateLimitBindingName(rule)];
  return isBinding(value) ? value : null;
}

/** True on Workers, where wrangler.jsonc gives the worker its bindings. */
function runsWithBindings(env: object): boolean {
  return bindingFor(env, RATE_LIMIT_RULES.signInPerClient) !== null;
}

export const RATE_LIMIT_CACHE_NAME = 'rate-limits';
/** The Cache API keys requests by URL; this origin is never fetched. */
const COUNTER_ORIGIN = 'https://rate-limit.invalid';

async function hashed(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * A sliding-window counter per key in the Cache API: a count per fixed window, each kept until
 * the next window closes, the two read together (slidingCount). The key is hashed, so no
 * email address is stored. Read-then-write is not atomic and each Oxygen location has its own
 * cache, so two requests racing may count as one: a bound on guessing, not an exact count.
 */
class CacheRateLimiter implements RateLimiter {
  constructor(private readonly now: () => number) {}

  async allow(rule: RateLimitRule, key: string): Promise<boolean> {
    const {index, elapsed, secondsLeft} = rateLimitWindow(this.now());
    const cache = await caches.open(RATE_LIMIT_CACHE_NAME);
    const counter = `${COUNTER_ORIGIN}/${rule.name}/${await hashed(key)}`;
    const read = async (window: number) =>
      Number(await (await cache.match(new Request(`${counter}/${window}`)))?.text()) || 0;
    const [previous, current] = await Promise.all([read(index - 1), read(index)]);
    await cache.put(
      new Request(`${counter}/${index}`),
      new Response(String(current + 1), {
        headers: {
          'Cache-Control': `public, max-age=${secondsLeft + RATE_LIMIT_PERIOD_SECONDS}`,
        },
      }),
    );
    return isWithinLimit(slidingCount(previous, current + 1, elapsed), rule);
  }
}

class BindingRateLimiter implements RateLimiter {
  constructor(private readonly env: object) {}

  async allow(rule: RateLimitRule, key: string): Promise<boolean> {
    const binding = bindingFor(this.env, rule);
    if (!binding) throw new Error(`${rateLimitBindingName(rule)} is not bound`);
    const {success} = await binding.limit({key});
    return success;
  }
}

export function rateLimiterFor(env: object, now: () => number = Date.now): RateLimiter {
  return runsWithBindings(env) ? new BindingRateLimiter(env) : new CacheRateLimiter(now);
}

/**
 * Who the client is, as the edge saw it: Cloudflare's CF-Connecting-IP on Workers, Oxygen's
 * oxygen-buyer-ip on Oxygen. Each platform replaces the header a client sends; locally
 * MiniOxygen passes on a client's own, so tests can be distinct clients.
 */
export function clientKey(request: Request, env: object): string {
  const header = runsWithBindings(env) ? 'cf-connecting-ip' : 'oxygen-buyer-ip';
  return request.headers.get(header)?.trim() || 'unknown';
}

/** Counts the request against its action's limits; false when any is exceeded. */
export async function withinRateLimits(
  context: Pick<AppLoadContext, 'env'>,
  request: Request,
  action: RateLimitedAction,
  address?: string | null,
): Promise<boolean> {
  const limiter = rateLimiterFor(context.env);
  const checks = rateLimitChecks(action, clientKey(request, context.env), address);
  const allowed = await Promise.all(
    checks.map(({rule, key}) => limiter.allow(rule, key)),
  );
  return allowed.every(Boolean);
}

export const TOO_MANY_REQUESTS = 429;
