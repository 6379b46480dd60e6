import {describe, expect, it} from 'vitest';
import {expiresAt, IsolateMemory, withIsolateMemory} from '~/lib/isolate-cache.server';

const PUT_AT = 1_000_000;

function stored(body: string, maxAge = 10): Response {
  return new Response(body, {
    headers: {
      'cache-control': `public, max-age=${maxAge}`,
      'cache-put-date': String(PUT_AT),
    },
  });
}

/** A platform cache that counts its lookups. */
function platform(entries: Record<string, () => Response> = {}) {
  const puts: string[] = [];
  let matches = 0;
  const cache = {
    match: async (request: RequestInfo | URL) => {
      matches += 1;
      return entries[String(request instanceof Request ? request.url : request)]?.();
    },
    put: async (request: RequestInfo | URL, response: Response) => {
      puts.push(
        `${String(request instanceof Request ? request.url : request)} ${await response.text()}`,
      );
    },
    delete: async () => true,
  } as unknown as Cache;
  return {cache, puts, matches: () => matches};
}

describe('expiresAt', () => {
  it.each<{name: string; headers: Record<string, string>; expected: number | null}>([
    {
      name: 'put date and padded max-age',
      headers: {'cache-control': 'max-age=10', 'cache-put-date': '5000'},
      expected: 15_000,
    },
    {name: 'no put date', headers: {'cache-control': 'max-age=10'}, expected: null},
    {
      name: 'no max-age',
      headers: {'cache-control': 'no-store', 'cache-put-date': '5000'},
      expected: null,
    },
    {
      name: 'an unreadable put date',
      headers: {'cache-control': 'max-age=10', 'cache-put-date': 'soon'},
      expected: null,
    },
  ])('$name', ({headers, expected}) => {
    expect(expiresAt(new Headers(headers))).toBe(expected);
  });
});

describe('withIsolateMemory', () => {
  const URL_A = 'https://shopify.dev/?a';

  it('answers from the platform once, then from memory until the answer expires', async () => {
    const upstream = platform({[URL_A]: () => stored('A')});
    let now = PUT_AT;
    const cache = withIsolateMemory(upstream.cache, new IsolateMemory(), () => now);
    expect(await (await cache.match(new Request(URL_A)))?.text()).toBe('A');
    expect(await (await cache.match(new Request(URL_A)))?.text()).toBe('A');
    expect(upstream.matches()).toBe(1);
    now = PUT_AT + 10_000;
    expect(await (await cache.match(new Request(URL_A)))?.text()).toBe('A');
    expect(upstream.matches()).toBe(2);
  });

  it('keeps the headers Hydrogen reads to judge staleness', async () => {
    const cache = withIsolateMemory(
      platform({[URL_A]: () => stored('A')}).cache,
      new IsolateMemory(),
      () => PUT_AT,
    );
    await cache.match(new Request(URL_A));
    const again = await cache.match(new Request(URL_A));
    expect(again?.headers.get('cache-put-date')).toBe(String(PUT_AT));
  });

  it('puts to the platform and to memory', async () => {
    const upstream = platform();
    const cache = withIsolateMemory(upstream.cache, new IsolateMemory(), () => PUT_AT);
    await cache.put(new Request(URL_A), stored('B'));
    expect(upstream.puts).toEqual([`${URL_A} B`]);
    expect(await (await cache.match(new Request(URL_A)))?.text()).toBe('B');
    expect(upstream.matches()).toBe(0);
  });

  it('forgets a deleted answer', async () => {
    const upstream = platform();
    const cache = withIsolateMemory(upstream.cache, new IsolateMemory(), () => PUT_AT);
    await cache.put(new Request(URL_A), stored('B'));
    await cache.delete(new Request(URL_A));
    expect(await cache.match(new Request(URL_A))).toBeUndefined();
    expect(upstream.matches()).toBe(1);
  });

  it('drops the least recently used answer beyond its capacity', async () => {
    const memory = new IsolateMemory(2);
    const cache = withIsolateMemory(platform().cache, memory, () => PUT_AT);
    await cache.put(new Request(`${URL_A}1`), stored('1'));
    await cache.put(new Request(`${URL_A}2`), stored('2'));
    await cache.match(new Request(`${URL_A}1`));
    await cache.put(new Request(`${URL_A}3`), stored('3'));
    expect(memory.size).toBe(2);
    expect(memory.get(`${URL_A}1`, PUT_AT)).toBeDefined();
    expect(memory.get(`${URL_A}2`, PUT_AT)).toBeUndefined();
  });
});
