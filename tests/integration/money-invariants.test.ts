/**
 * The money invariants through the storefront: generated carts (the same scenarios as
 * tests/emulator/money-invariants.test.ts) are built through the built worker's /cart action as
 * a shopper's browser would, paid on the platform's checkout, and the order the platform records
 * is judged by the same oracle. The shopper and the judge are in support/money-shopper.ts.
 */
import {describe, it} from 'vitest';
import {INVARIANTS} from '../emulator/money-arbitraries';
import {moneyThroughStorefront} from './support/money-shopper';

const TIMEOUT_MS = 170_000;

const {holds} = moneyThroughStorefront();

describe('money invariants through the storefront (generated carts, checked out)', () => {
  for (const {focus, title} of INVARIANTS) {
    it(title, () => holds(focus), TIMEOUT_MS);
  }
});
