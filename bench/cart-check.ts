/**
 * The end of a run: every cart a shopper holds or left behind, as the platform stores it,
 * against what the shopper's own confirmed operations must give (npm run test:load and
 * npm run test:soak); and, for the soak, every payment against the platform's orders and the
 * paying customers' store credit and secret-shop claims.
 */
import Database from 'better-sqlite3';
import {convertToUsd} from '@brush/rules/currency';
import {STORE_CREDIT_DISCOUNT_TITLE} from '@brush/rules/credit';
import {
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
} from '@brush/rules/discount-titles';
import {
  findOrderByCartToken,
  ordersOfCustomer,
  orderTotals,
  type OrderRecord,
} from '../emulators/commerce/src/customers/orders';
import {findCustomerByEmail} from '../emulators/commerce/src/customers/store';
import {SEED_CUSTOMERS} from '../emulators/seed-customers';
import {compareCart} from './cart-model';
import type {CartCheck} from './load';
import type {PlatformAdmin} from './platform';
import type {PaymentRecord, ShopperReport} from './shopper';

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
    const settled = new Map(report.settledCarts);
    for (const token of report.cartTokens) {
      const current = token === report.currentCartToken;
      const stored = await platform.cart(token);
      check.carts++;
      // A cart the shopper left behind was emptied (its cookie goes when the cart empties),
      // unless it was paid or replaced by a country change's cart with its lines in place.
      const expected = current
        ? report.expected
        : (settled.get(token) ?? new Map<string, number>());
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

export interface OrderCheck {
  /** Payments the shoppers were told went through, failed, or got no answer. */
  paid: number;
  failed: number;
  unknown: number;
  /** Orders the platform holds for the shoppers' carts. */
  orders: number;
  /** Told paid, and no order, or more than one. */
  missing: string[];
  duplicated: string[];
  /** An order whose lines differ from the cart paid, or whose total from the checkout's. */
  wrong: string[];
  /** Told the payment failed, and the order exists. */
  madeAfterFailure: string[];
  /** An order for a cart no shopper paid. */
  unexpected: string[];
  /** Store credit spent beyond the balance, or a balance that does not add up. */
  credit: string[];
  /** A secret-shop item bought twice, or claimed twice. */
  claims: string[];
  /** Store credit the customers spent, in USD; secret-shop items they bought. */
  creditSpentUsd: number;
  secretShopItems: number;
}

/** A cent of rounding per conversion of a redemption back to USD (the platform's own rounding). */
const CREDIT_TOLERANCE_USD = 0.01;
const SECRET_SHOP_TITLES: ReadonlySet<string> = new Set([
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
]);
const MINOR_UNITS = 100;

function orderLines(order: OrderRecord): Map<string, number> {
  const lines = new Map<string, number>();
  for (const line of order.lineItems) {
    if (!line.variantId) continue;
    lines.set(line.variantId, (lines.get(line.variantId) ?? 0) + line.quantity);
  }
  return lines;
}

function sameLines(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) {
  return a.size === b.size && [...a].every(([id, quantity]) => b.get(id) === quantity);
}

function creditSpentUsd(order: OrderRecord): number {
  const cents = order.orderDiscounts
    .filter((discount) => discount.title === STORE_CREDIT_DISCOUNT_TITLE)
    .reduce((sum, discount) => sum + discount.cents, 0);
  return cents === 0 ? 0 : convertToUsd(cents / MINOR_UNITS, order.currencyCode);
}

/**
 * Every payment against the orders in the platform's database (opened read-only, while the
 * platform runs): told paid, one order with the cart's lines and the checkout's total; told
 * failed, none; no answer, either. Every order of the run's carts was paid by a shopper. For
 * each seed customer who paid: the store credit their orders spent is at most what they had
 * and is what left their balance, and no secret-shop item is in two of their orders or
 * claimed twice.
 */
export function verifyOrders(
  databasePath: string,
  reports: readonly ShopperReport[],
): OrderCheck {
  const payments: PaymentRecord[] = reports.flatMap((report) => report.payments);
  const check: OrderCheck = {
    paid: 0,
    failed: 0,
    unknown: 0,
    orders: 0,
    missing: [],
    duplicated: [],
    wrong: [],
    madeAfterFailure: [],
    unexpected: [],
    credit: [],
    claims: [],
    creditSpentUsd: 0,
    secretShopItems: 0,
  };
  const db = new Database(databasePath, {readonly: true, fileMustExist: true});
  try {
    const counts = new Map(
      (
        db
          .prepare(
            'SELECT cart_token AS token, COUNT(*) AS n FROM orders WHERE cart_token IS NOT NULL GROUP BY cart_token',
          )
          .all() as {token: string; n: number}[]
      ).map(({token, n}) => [token, n]),
    );
    const paidTokens = new Set(payments.map((payment) => payment.cartToken));
    for (const payment of payments) {
      check[payment.told]++;
      const what = `shopper ${payment.shopper}, cart ${payment.cartToken}`;
      const count = counts.get(payment.cartToken) ?? 0;
      if (count > 1) check.duplicated.push(`${what}: ${count} orders`);
      if (count === 0) {
        if (payment.told === 'paid') check.missing.push(`${what}: told paid, no order`);
        continue;
      }
      check.orders++;
      if (payment.told === 'failed') {
        check.madeAfterFailure.push(`${what}: told failed (${payment.status}), ordered`);
      }
      const order = findOrderByCartToken(db, payment.cartToken);
      if (!order) continue;
      if (!sameLines(orderLines(order), new Map(payment.lines))) {
        check.wrong.push(
          `${what}: order lines ${JSON.stringify([...orderLines(order)])}, cart ${JSON.stringify(payment.lines)}`,
        );
      }
      const total = orderTotals(order).totalCents;
      if (
        payment.totalMinor !== null &&
        (total !== payment.totalMinor || order.currencyCode !== payment.currencyCode)
      ) {
        check.wrong.push(
          `${what}: order total ${total} ${order.currencyCode}, checkout showed ${payment.totalMinor} ${payment.currencyCode}`,
        );
      }
    }
    for (const token of counts.keys()) {
      if (!paidTokens.has(token))
        check.unexpected.push(`cart ${token}: ordered, never paid`);
    }
    const payingCustomers = new Set(
      payments.flatMap((payment) =>
        payment.customerEmail ? [payment.customerEmail] : [],
      ),
    );
    for (const seed of SEED_CUSTOMERS) {
      if (!payingCustomers.has(seed.email)) continue;
      const customer = findCustomerByEmail(db, seed.email);
      if (!customer) continue;
      const orders = ordersOfCustomer(db, customer.id).filter(
        (order) => order.cartToken !== null && paidTokens.has(order.cartToken),
      );
      const spent = orders.reduce((sum, order) => sum + creditSpentUsd(order), 0);
      check.creditSpentUsd += spent;
      const tolerance = CREDIT_TOLERANCE_USD * orders.length;
      const initial = seed.storeCredit ?? 0;
      const balance = customer.storeCredit ?? 0;
      if (spent > initial + tolerance) {
        check.credit.push(`${seed.email}: spent ${spent.toFixed(2)} USD of ${initial}`);
      } else if (Math.abs(initial - spent - balance) > tolerance) {
        check.credit.push(
          `${seed.email}: ${initial} - ${spent.toFixed(2)} spent, balance ${balance}`,
        );
      }
      const bought = new Map<string, number>();
      for (const order of orders) {
        for (const line of order.lineItems) {
          if (!line.variantId) continue;
          if (
            !line.discounts.some((discount) => SECRET_SHOP_TITLES.has(discount.title))
          ) {
            continue;
          }
          check.secretShopItems += line.quantity;
          bought.set(line.variantId, (bought.get(line.variantId) ?? 0) + line.quantity);
        }
      }
      for (const [variantId, quantity] of bought) {
        if (quantity > 1)
          check.claims.push(`${seed.email}: ${variantId} bought ${quantity} times`);
      }
      const claimed = customer.secretShopClaimed ?? [];
      if (new Set(claimed).size !== claimed.length) {
        check.claims.push(`${seed.email}: claimed ${JSON.stringify(claimed)}`);
      }
    }
  } finally {
    db.close();
  }
  return check;
}
