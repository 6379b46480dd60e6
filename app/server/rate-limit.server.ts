import type {AppLoadContext} from '@shopify/remix-oxygen';
import {BoundedCache} from '@brush/rules/cache';
import {
  isWithinLimit,
  rateLimitBindingName,
  rateLimitChecks,
  rateLimitWindow,
  RATE_LIMIT_RULES,
  slidingCount,
  type RateLimitedAction,
  type RateLimitRule,
} from './rate-limit';

/** The rate limits of rate-limit.ts on the runtime at hand (decision 0135). */
export interface RateLimiter {
  /** Counts one request against the rule's key; false once the key is over its limit. */
  allow(rule: RateLimitRule, key: string): Promise<boolean>;
}

/** Workers' rate-limiting binding (`ratelimits` in wrangler.jsonc). */
type RateLimitBinding = {limit(options: {key: string}): Promise<{success: boolean}>};

function bindingFor(env: object, rule: RateLimitRule): RateLimitBinding | null {
  const value = (env as Record<string, Partial<RateLimitBinding> | undefined>)[
    rateLimitBindingName(rule)
  ];
  return typeof value?.limit === 'function' ? (value as RateLimitBinding) : null;
}

/** True on Workers, where wrangler.jsonc gives the worker its bindings. */
function runsWithBindings(env: object): boolean {
  return bindingFor(env, RATE_LIMIT_RULES.signInPerClient) !== null;
}

/** Past this many keys the least recently used is forgotten: a flood costs bounded memory. */
export const IN_ISOLATE_MAX_KEYS = 50_000;

/**
 * A sliding-window counter per key in the isolate's memory, read and written in one
 * synchronous step, so concurrent requests cannot all read the same count; the scope is one
 * isolate (docs/product/operations.md#rate-limits).
 */
export class InIsolateRateLimiter implements RateLimiter {
  /** One key's requests in the fixed window `index` and the one before it. */
  readonly #counters: BoundedCache<
    string,
    {index: number; previous: number; current: number}
  >;

  constructor(
    private readonly now: () => number = Date.now,
    maxKeys = IN_ISOLATE_MAX_KEYS,
  ) {
    this.#counters = new BoundedCache(maxKeys);
  }

  count(rule: RateLimitRule, key: string): boolean {
    const {index, elapsed} = rateLimitWindow(this.now());
    const id = `${rule.name}\n${key}`;
    const counter = this.#counters.get(id);
    const previous =
      counter?.index === index
        ? counter.previous
        : counter?.index === index - 1
          ? counter.current
          : 0;
    const current = counter?.index === index ? counter.current + 1 : 1;
    this.#counters.set(id, {index, previous, current});
    return isWithinLimit(slidingCount(previous, current, elapsed), rule);
  }

  allow(rule: RateLimitRule, key: string): Promise<boolean> {
    return Promise.resolve(this.count(rule, key));
  }
}

/** One counter per isolate: every request the isolate serves counts against it. */
const isolateLimiter = new InIsolateRateLimiter();

function rateLimiterFor(env: object): RateLimiter {
  if (!runsWithBindings(env)) return isolateLimiter;
  return {
    async allow(rule, key) {
      const binding = bindingFor(env, rule);
      if (!binding) throw new Error(`${rateLimitBindingName(rule)} is not bound`);
      return (await binding.limit({key})).success;
    },
  };
}

/**
 * The client as the edge saw it: `cf-connecting-ip` on Workers, `oxygen-buyer-ip` on Oxygen,
 * each replacing what the client sent; the other runtime's header is the client's, never read.
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
  // Every counter is asked before any answer is awaited, so each counts this request.
  const allowed = await Promise.all(
    checks.map(({rule, key}) => limiter.allow(rule, key)),
  );
  return allowed.every(Boolean);
}

export const TOO_MANY_REQUESTS = 429;
