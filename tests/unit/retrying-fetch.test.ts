import {afterEach, describe, expect, it, vi} from 'vitest';
import {fetchWithRetry} from '~/lib/retrying-fetch';

type Answer = number | 'network' | {status: number; retryAfter: string};

/** A fetch answering with these statuses in turn, and the waits the helper asked for. */
function upstream(answers: Answer[]) {
  const waits: number[] = [];
  let calls = 0;
  vi.stubGlobal('fetch', async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? 500;
    calls += 1;
    if (answer === 'network') throw new TypeError('fetch failed');
    if (typeof answer === 'number') return new Response(null, {status: answer});
    return new Response(null, {
      status: answer.status,
      headers: {'Retry-After': answer.retryAfter},
    });
  });
  let clock = 0;
  return {
    waits,
    calls: () => calls,
    options: (budgetMs?: number) => ({
      budgetMs,
      now: () => clock,
      sleep: async (ms: number) => {
        waits.push(ms);
        clock += ms;
      },
    }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchWithRetry', () => {
  it.each<[string, Answer[], number | undefined, number | null, number[]]>([
    ['first answer kept', [200], undefined, 200, []],
    ['a 404 is not retried', [404], undefined, 404, []],
    ['5xx then success', [503, 200], undefined, 200, [500]],
    ['429 twice then gives up with the last answer', [429], undefined, 429, [500, 1000]],
    ['no answer at all, three times', ['network'], undefined, null, [500, 1000]],
    ['a 1xx is retried', [103, 200], undefined, 200, [500]],
    [
      'Retry-After in seconds',
      [{status: 503, retryAfter: '2'}, 200],
      undefined,
      200,
      [2000],
    ],
    [
      'Retry-After capped at 300 s',
      [{status: 429, retryAfter: '9999'}, 200],
      undefined,
      200,
      [300_000],
    ],
    ['a wait past the budget ends it', [{status: 503, retryAfter: '5'}], 2000, 503, []],
    ['waits within the budget', [503, 503, 200], 2000, 200, [500, 1000]],
  ])('%s', async (_label, answers, budgetMs, status, waits) => {
    const server = upstream(answers);
    const response = await fetchWithRetry(
      'https://brand.example/api',
      {},
      server.options(budgetMs),
    );
    expect(response?.status ?? null).toBe(status);
    expect(server.waits).toEqual(waits);
    expect(server.calls()).toBe(waits.length + 1);
  });
});
