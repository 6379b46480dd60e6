import {retryDelayMs, shouldRetry} from './retry';

export interface RetryOptions {
  /**
   * Stop retrying once the next wait would end past this many ms from the first attempt: a
   * shopper's request waits only so long, while a background call may take the rule's full
   * course.
   */
  budgetMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The retry helper (docs/product/operations.md#retries): an answer the retry rule calls worth another try (none at all,
 * 1xx, 429, 5xx) is tried again after the rule's doubling wait or the server's Retry-After.
 * Resolves to the last answer, or null when the last attempt had none; it never throws.
 */
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
