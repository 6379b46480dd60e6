/** What the page tests read off a rendered page, and the clock the page cache's tests move. */
import {afterEach, vi} from 'vitest';

/**
 * What a reader sees: the page's scripts hold every translation of the shopper's language
 * (the error screen's among them), so texts are looked for outside them.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Longer than any copy of a page is kept (fresh, stale and stale-if-error together). */
const ERA_MS = 7_200_000;

/**
 * The calling file's clock (only Date is faked): each test starts an era of its own, past every
 * copy an earlier test stored, and moves to a number of seconds into it.
 */
export function pageCacheClock(): {atTime(seconds: number): void; newEra(): void} {
  let clock = Date.now();
  afterEach(() => {
    vi.useRealTimers();
  });
  const atTime = (seconds: number) => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(clock + seconds * 1000);
  };
  return {
    atTime,
    newEra() {
      clock += ERA_MS;
      atTime(0);
    },
  };
}
