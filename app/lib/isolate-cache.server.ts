/**
 * Hydrogen's sub-request cache, kept in the isolate's memory in front of the platform's Cache.
 * A warm page asks the cache for each of its Storefront documents (layout, product,
 * recommendations), and every platform cache lookup is I/O and a copy of the stored body; the
 * same answers held in the isolate cost a Map lookup. Only what Hydrogen already puts in the
 * shared cache comes here (catalog documents with a cache strategy, keyed by query, variables
 * and market), never a shopper's cart or account, which Hydrogen does not cache.
 */

/** Documents one isolate keeps: every page type in a few markets, a few KB each. */
export const ISOLATE_CACHE_ENTRIES = 500;

interface Entry {
  body: ArrayBuffer;
  status: number;
  headers: Array<[string, string]>;
  /** Epoch ms after which the platform would no longer answer it either. */
  expiresAt: number;
}

/**
 * When a stored answer stops being served at all: Hydrogen stamps each one with the time it
 * was put (cache-put-date) and a max-age already padded with its stale-while-revalidate
 * window. Without both, it is not kept in memory.
 */
export function expiresAt(headers: Headers): number | null {
  const putAt = Number(headers.get('cache-put-date'));
  const maxAge = headers.get('cache-control')?.match(/max-age=(\d+)/)?.[1];
  if (!Number.isFinite(putAt) || putAt <= 0 || maxAge === undefined) return null;
  return putAt + Number(maxAge) * 1000;
}

export class IsolateMemory {
  #entries = new Map<string, Entry>();

  constructor(private readonly capacity: number = ISOLATE_CACHE_ENTRIES) {}

  get size(): number {
    return this.#entries.size;
  }

  get(url: string, now: number): Response | undefined {
    const entry = this.#entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(url);
      return undefined;
    }
    // Most recently used last: the first entry is the one to drop when full.
    this.#entries.delete(url);
    this.#entries.set(url, entry);
    return new Response(entry.body, {status: entry.status, headers: entry.headers});
  }

  set(url: string, body: ArrayBuffer, response: Response): void {
    const expiry = expiresAt(response.headers);
    this.#entries.delete(url);
    if (expiry === null) return;
    this.#entries.set(url, {
      body,
      status: response.status,
      headers: [...response.headers],
      expiresAt: expiry,
    });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(url: string): void {
    this.#entries.delete(url);
  }
}

const isolateMemory = new IsolateMemory();

function urlOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return request;
  return request instanceof URL ? request.href : request.url;
}

/**
 * The Cache Hydrogen is given: answers from the isolate's memory, else from the platform's
 * cache (remembered for the next request); what Hydrogen puts goes to both.
 */
export function withIsolateMemory(
  platform: Cache,
  memory: IsolateMemory = isolateMemory,
  now: () => number = Date.now,
): Cache {
  return {
    async match(request, options) {
      const url = urlOf(request);
      const remembered = memory.get(url, now());
      if (remembered) return remembered;
      const response = await platform.match(request, options);
      if (!response) return undefined;
      const body = await response.arrayBuffer();
      memory.set(url, body, response);
      return new Response(body, response);
    },
    async put(request, response) {
      const url = urlOf(request);
      const body = await response.arrayBuffer();
      memory.set(url, body, response);
      await platform.put(request, new Response(body, response));
    },
    async delete(request, options) {
      memory.delete(urlOf(request));
      return platform.delete(request, options);
    },
    // Hydrogen only matches, puts and deletes; these keep the platform's answer authoritative.
    async add(request) {
      memory.delete(urlOf(request));
      return platform.add(request);
    },
    async addAll(requests) {
      for (const request of requests) memory.delete(urlOf(request));
      return platform.addAll(requests);
    },
    keys: (request, options) => platform.keys(request, options),
    matchAll: (request, options) => platform.matchAll(request, options),
  };
}
