/**
 * The flood run of `npm run test:load -- --flood`: the heaviest document the platform's limits
 * let through, sent over and over from a few connections (loopback, bounded in count and
 * time), while shoppers browse the storefront. What matters is the storefront's p95 against
 * its own p95 without the flood.
 */
import {LOCAL_STOREFRONT_TOKEN} from '../dev/local-env';
import {
  MAX_ALIASES,
  MAX_FIELDS_CODE,
  MAX_ALIASES_CODE,
} from '../emulators/commerce/src/graphql/query-limits';
import {summarizeLatencies, type LatencySummary} from './stats';

/** The platform's Storefront API endpoint, at the version the storefront speaks. */
export const STOREFRONT_GRAPHQL_PATH = '/api/2025-01/graphql.json';

export const FLOOD_DEFAULTS = {
  shoppers: 20,
  /** Each of the two runs (without and with the flood) lasts this long. */
  seconds: 30,
  /** Flood requests in flight at once. */
  connections: 4,
  /** No more flood requests than this in one run, however fast the platform answers. */
  maxRequests: 5000,
  /** Target: the storefront's p95 under the flood within this factor of its unloaded p95. */
  p95Factor: 2,
} as const;

/** A query of `aliases` full-catalog searches for `term`. */
export function floodDocument(aliases: number, term = 'brush'): string {
  const fields = Array.from(
    {length: aliases},
    (_, index) =>
      `s${index}: search(query: ${JSON.stringify(term)}, first: 1) { totalCount }`,
  );
  return `query Flood {\n  ${fields.join('\n  ')}\n}`;
}

/**
 * Each alias scans the whole catalog, so the most aliases the platform accepts is the most
 * work a single request can ask for.
 */
export const FLOOD_DOCUMENT = floodDocument(MAX_ALIASES);

/** As deep as the reported request: 25 fragments in about 1 KB. */
export const FRAGMENT_BOMB_LEVELS = 25;

/**
 * `levels` fragments, each spreading the next twice: walking every spread anew takes time
 * doubling with each level, so this document tests the check itself, not what it lets run.
 */
export function fragmentBombDocument(levels: number = FRAGMENT_BOMB_LEVELS): string {
  const fragments = Array.from({length: levels}, (_, index) =>
    index === levels - 1
      ? `fragment F${index} on Shop { brand { slogan } }`
      : `fragment F${index} on Shop { ...F${index + 1} ...F${index + 1} }`,
  );
  return `query FragmentBomb { shop { ...F0 } }\n${fragments.join('\n')}`;
}

export interface FloodVerdict {
  /** Loaded p95 over unloaded p95; NaN when either is missing. */
  ratio: number;
  ok: boolean;
}

/** Whether the storefront's p95 under the flood stays within `factor` of its unloaded p95. */
export function floodVerdict(
  unloadedP95: number,
  loadedP95: number,
  factor: number = FLOOD_DEFAULTS.p95Factor,
): FloodVerdict {
  if (!(unloadedP95 > 0) || !Number.isFinite(loadedP95))
    return {ratio: Number.NaN, ok: false};
  const ratio = loadedP95 / unloadedP95;
  return {ratio, ok: ratio <= factor};
}

export interface FloodLoad {
  connections: number;
  requests: number;
  /** Answers that ran the document: 200 without errors. */
  answered: number;
  /** Answers refused for their aliases: the document is not the heaviest allowed. */
  refusedForAliases: number;
  /** Fragment bombs sent, every other request, and how many were refused on their fields. */
  fragmentBombs: number;
  fragmentBombsRefused: number;
  /** Other answers: non-200, other errors, or no answer (reset, timeout), by kind. */
  failures: Record<string, number>;
  latency: LatencySummary;
}

const FLOOD_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends FLOOD_DOCUMENT and the fragment bomb, in turn, to the platform from `connections`
 * loops until `until` or the cap.
 */
export async function flood(
  graphqlUrl: string,
  until: number,
  connections: number = FLOOD_DEFAULTS.connections,
  maxRequests: number = FLOOD_DEFAULTS.maxRequests,
): Promise<FloodLoad> {
  const body = JSON.stringify({query: FLOOD_DOCUMENT});
  const bombBody = JSON.stringify({query: fragmentBombDocument()});
  const latencies: number[] = [];
  const result: FloodLoad = {
    connections,
    requests: 0,
    answered: 0,
    refusedForAliases: 0,
    fragmentBombs: 0,
    fragmentBombsRefused: 0,
    failures: {},
    latency: summarizeLatencies([]),
  };
  const fail = (kind: string) => {
    result.failures[kind] = (result.failures[kind] ?? 0) + 1;
  };
  const loop = async () => {
    while (Date.now() < until && result.requests < maxRequests) {
      result.requests++;
      const bomb = result.requests % 2 === 0;
      if (bomb) result.fragmentBombs++;
      const begin = performance.now();
      try {
        const response = await fetch(graphqlUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
          },
          body: bomb ? bombBody : body,
          signal: AbortSignal.timeout(FLOOD_REQUEST_TIMEOUT_MS),
        });
        const answer = (await response.json()) as {
          errors?: {extensions?: {code?: string}}[];
        };
        latencies.push(performance.now() - begin);
        const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
        if (response.status !== 200) fail(`status ${response.status}`);
        else if (bomb) {
          if (codes.includes(MAX_FIELDS_CODE)) result.fragmentBombsRefused++;
          else fail(`fragment bomb ${codes[0] ?? 'answered'}`);
        } else if (codes.includes(MAX_ALIASES_CODE)) result.refusedForAliases++;
        else if (codes.length > 0) fail(`error ${codes[0] ?? 'without code'}`);
        else result.answered++;
      } catch (error) {
        fail(error instanceof Error ? error.name : 'no answer');
      }
    }
  };
  await Promise.all(Array.from({length: connections}, loop));
  result.latency = summarizeLatencies(latencies);
  return result;
}
