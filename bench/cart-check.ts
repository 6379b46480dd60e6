/**
 * The end of a run: every cart a shopper holds or left behind, as the platform stores it,
 * against what the shopper's own confirmed operations must give (npm run test:load and
 * npm run test:soak).
 */
import {compareCart} from './cart-model';
import type {CartCheck} from './load';
import type {PlatformAdmin} from './platform';
import type {ShopperReport} from './shopper';

export async function verifyCarts(
  platform: PlatformAdmin,
  reports: readonly ShopperReport[],
): Promise<CartCheck> {
  const check: CartCheck = {carts: 0, lost: [], duplicated: [], wrong: [], details: []};
  const note = (shopper: number, kind: string, items: string[]) => {
    for (const item of items) {
      if (check.details.length < 10)
        check.details.push(`shopper ${shopper}: ${kind} ${item}`);
    }
  };
  for (const report of reports) {
    for (const token of report.cartTokens) {
      const current = token === report.currentCartToken;
      const stored = await platform.cart(token);
      check.carts++;
      // A cart the shopper left behind was emptied (its cookie goes when the cart empties).
      const expected = current ? report.expected : new Map<string, number>();
      const differences = stored
        ? compareCart(expected, stored.lines)
        : {lost: [...expected.keys()], duplicated: [], wrong: []};
      check.lost.push(...differences.lost);
      check.duplicated.push(...differences.duplicated);
      check.wrong.push(...differences.wrong);
      note(report.id, 'lost', differences.lost);
      note(report.id, 'duplicated', differences.duplicated);
      note(report.id, 'wrong', differences.wrong);
    }
    if (!report.currentCartToken && report.expected.size > 0) {
      const lost = [...report.expected.keys()];
      check.lost.push(...lost);
      note(report.id, 'lost (no cart cookie)', lost);
    }
  }
  return check;
}
