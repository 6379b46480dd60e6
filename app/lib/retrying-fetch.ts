import {retryDelayMs, shouldRetry} from './retry';

export interface RetryOptions {
  /** Stop retrying once the next wait would end past this many ms from the first attempt. */
  budgetMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The retry helper (docs/product/operations.md#retries). */
export async function fetchWithRetry(
  input: string,
  init: RequestInit,
  {budgetMs = Infinity, sleep = wait, now = Date.now}: RetryOptions = {},
): Promise<Response | null> {
  const deadline = now() + budgetMs;
  for (let attempt = 1; ; attempt++) {
    let response: Response | null;
    try {
      response = await fetch(input, init);
    } catch {
      response = null;
    }
    if (!shouldRetry(attempt, response?.status)) return response;
    const delay = retryDelayMs(attempt, response?.headers.get('Retry-After'), now());
    if (now() + delay > deadline) return response;
    await sleep(delay);
  }
}
