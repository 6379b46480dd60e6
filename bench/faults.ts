/**
 * What a page must do while a service it may need is stopped: answer within the limit, with
 * the spec's error screen and a 5xx when it needs the service, never a 200 that hides the
 * failure (an error text, or an empty cart for a shopper who has one).
 */
import type {FaultPage} from './config';
import {visibleText} from './html';
import type {StorefrontClient} from './storefront-client';
import {TEXTS} from './texts';

export interface FaultObservation {
  status: number | null;
  ms: number;
  errorScreen: boolean;
  /** The page said the cart is empty to a shopper whose cookie names a cart. */
  cartShownEmpty: boolean;
}

export interface FaultPageResult extends FaultObservation {
  page: string;
  path: string;
  verdict: string;
  ok: boolean;
  /** Where the page's HTML was kept when the verdict is a failure. */
  savedAs?: string;
}

export function faultVerdict(
  page: Pick<FaultPage, 'expect'>,
  observed: FaultObservation,
  withinMs: number,
): {verdict: string; ok: boolean} {
  const {status, ms} = observed;
  if (status === null) return {verdict: 'no answer', ok: false};
  if (ms > withinMs) return {verdict: `answered after ${Math.round(ms)} ms`, ok: false};
  if (status >= 500) {
    return observed.errorScreen
      ? {verdict: 'error screen', ok: true}
      : {verdict: `${status} without the error screen`, ok: false};
  }
  if (status !== 200) return {verdict: `answered ${status}`, ok: false};
  if (observed.errorScreen) return {verdict: 'error screen with status 200', ok: false};
  if (observed.cartShownEmpty) return {verdict: 'cart shown empty (200)', ok: false};
  return page.expect === 'error-or-served'
    ? {verdict: 'served', ok: true}
    : {verdict: 'answered 200 without the service', ok: false};
}

/**
 * Every cookie the shopper had is still there, and the cart cookie still names the same cart
 * (a session cookie may be re-signed with a new value; a cart cookie may not change).
 */
export function cookiesKept(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): boolean {
  return (
    [...before.keys()].every((name) => after.has(name)) &&
    before.get('cart') === after.get('cart')
  );
}

export async function observePage(
  client: StorefrontClient,
  page: FaultPage,
  withinMs: number,
): Promise<{result: FaultPageResult; html: string}> {
  const hasCart = Boolean(client.jar.get('cart'));
  let observation: FaultObservation;
  let body = '';
  try {
    const {status, ms, html} = await client.page(page.path);
    body = html;
    const text = visibleText(html);
    observation = {
      status,
      ms,
      errorScreen: text.includes(TEXTS.errorScreen),
      cartShownEmpty: Boolean(page.withCart && hasCart && text.includes(TEXTS.cartEmpty)),
    };
  } catch {
    observation = {
      status: null,
      ms: Number.NaN,
      errorScreen: false,
      cartShownEmpty: false,
    };
  }
  return {
    result: {
      page: page.name,
      path: page.path,
      ...observation,
      ...faultVerdict(page, observation, withinMs),
    },
    html: body,
  };
}
