import {RETRY_AFTER_MAX_MS, RETRY_ATTEMPTS} from '@brush/rules/limits';

/** First wait of the request retry helper. */
export const RETRY_BASE_DELAY_MS = 500;

/** Worth another try: no response at all (null), an informational 1xx, 429, or a 5xx. */
export function isRetryableStatus(status: number | null | undefined): boolean {
  if (status == null) return true;
  return (
    (status >= 100 && status < 200) || status === 429 || (status >= 500 && status < 600)
  );
}

/** Whether a failed attempt (1 for the first) may be followed by another. */
export function shouldRetry(attempt: number, status: number | null | undefined): boolean {
  return attempt < RETRY_ATTEMPTS && isRetryableStatus(status);
}

/**
 * Reads a Retry-After header (seconds, or an HTTP date) as a wait in ms, capped at
 * RETRY_AFTER_MAX_MS; null when absent or unreadable.
 */
export function retryAfterMs(
  header: string | null | undefined,
  now: number,
): number | null {
  const value = header?.trim();
  if (!value) return null;
  let wait: number;
  if (/^\d+$/.test(value)) wait = Number(value) * 1000;
  // An HTTP date names its weekday and month; bare numbers such as '-5' are not dates.
  else if (/[a-z]/i.test(value)) wait = Date.parse(value) - now;
  else return null;
  if (Number.isNaN(wait)) return null;
  return Math.min(Math.max(0, wait), RETRY_AFTER_MAX_MS);
}

/** The wait before retry number `attempt` (1 for the first retry). */
export function retryDelayMs(
  attempt: number,
  retryAfterHeader: string | null | undefined,
  now: number,
): number {
  return (
    retryAfterMs(retryAfterHeader, now) ??
    RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1)
  );
}

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
