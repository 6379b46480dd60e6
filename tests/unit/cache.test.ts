import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {BoundedCache, remember} from '@brush/rules/cache';

describe('the bounded cache (decision 0128)', () => {
  it('never holds more than its capacity, and answers what was last set for a key it holds', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 1, max: 40}),
        fc.array(
          fc.tuple(
            fc.constantFrom('get', 'set'),
            fc.integer({min: 0, max: 30}),
            fc.integer({min: 1, max: 12}),
          ),
          {maxLength: 200},
        ),
        (capacity, operations) => {
          const cache = new BoundedCache<number, number>(
            capacity,
            (_key, value) => value,
          );
          const last = new Map<number, number>();
          for (const [kind, key, value] of operations) {
            if (kind === 'set') {
              cache.set(key, value);
              last.set(key, value);
            } else {
              const held = cache.get(key);
              if (held !== undefined) expect(held).toBe(last.get(key));
            }
          }
          let weight = 0;
          for (const key of last.keys()) weight += cache.get(key) ?? 0;
          expect(weight).toBeLessThanOrEqual(capacity);
        },
      ),
      {seed: 128, numRuns: 300},
    );
  });

  it('forgets an entry nobody read before one that was read', () => {
    const cache = new BoundedCache<string, string>(2);
    cache.set('read', 'a');
    cache.set('unread', 'b');
    cache.get('read');
    cache.set('new', 'c');
    expect([cache.get('read'), cache.get('unread'), cache.get('new')]).toEqual([
      'a',
      undefined,
      'c',
    ]);
  });

  it('keeps nothing heavier than its capacity, and drops nothing for it', () => {
    const cache = new BoundedCache<string, string>(4, (_key, value) => value.length);
    cache.set('small', 'abc');
    cache.set('huge', 'abcdefgh');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('abc');
  });
});

describe('remember', () => {
  it('makes a value once per key and keeps it, in a Map or a WeakMap', () => {
    const made: string[] = [];
    const make = (key: string) => {
      made.push(key);
      return key.toUpperCase();
    };
    const store = new Map<string, string>();
    expect([
      remember(store, 'fr', make),
      remember(store, 'it', make),
      remember(store, 'fr', make),
    ]).toEqual(['FR', 'IT', 'FR']);
    expect(made).toEqual(['fr', 'it']);

    const request = {};
    const perRequest = new WeakMap<object, number[]>();
    const first = remember(perRequest, request, () => [1]);
    expect(remember(perRequest, request, () => [2])).toBe(first);
  });
});
