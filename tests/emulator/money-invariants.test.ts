/**
 * Generated carts sent straight to the platform's Storefront API: every kind of special line,
 * valid, forged and malformed attributes, quantities 0..30, several countries and buyers, then
 * checked out and judged (money-buyer.ts drives them, money-arbitraries.ts judges them).
 */
import {describe, it} from 'vitest';
import {INVARIANTS} from './money-arbitraries';
import {moneyAtPlatform} from './money-buyer';

/** A case makes a handful of requests; shrinking a counterexample replays many cases. */
const TIMEOUT_MS = 150_000;

const {holds} = moneyAtPlatform();

describe('money invariants at the platform (generated carts, checked out)', () => {
  for (const {focus, title} of INVARIANTS) {
    it(title, () => holds(focus), TIMEOUT_MS);
  }
});
