/**
 * A mutation that waited in the platform past its request timeout is answered 503 and makes
 * nothing, so a write the worker gave up on started within that timeout, or never
 * (decision 0124). The engine is given the request's arrival time, as the HTTP server gives it.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {UPSTREAM_WRITE_DEADLINE_MS} from '~/server/upstream.server';
import {PLATFORM_WRITE_TIMEOUT_MS} from '../../emulators/commerce/src/config';
import {
  startCommercePlatform,
  type CommercePlatform,
} from '../../emulators/commerce/src/server';
import {CART_LINES_ADD, CART_QUERY, VARIANT} from './cart-platform';

const CART_CREATE_EMPTY = 'mutation { cartCreate(input: {}) { cart { id } } }';
const LINE = {merchandiseId: VARIANT.kumoUs, quantity: 1};

let platform: CommercePlatform;

beforeAll(async () => {
  platform = await startCommercePlatform({port: 0, dbPath: ':memory:'});
});
afterAll(() => platform.close());

/** Runs a request as if the platform had received it `waitedMs` ago. */
function runReceived(
  waitedMs: number,
  query: string,
  variables: Record<string, unknown>,
) {
  return platform.core.engine.run(
    {query, variables},
    {...platform.core.baseContext(), receivedAt: performance.now() - waitedMs},
  );
}

async function newCartId(): Promise<string> {
  const outcome = await runReceived(0, CART_CREATE_EMPTY, {});
  return (outcome.body.data as {cartCreate: {cart: {id: string}}}).cartCreate.cart.id;
}

async function quantityOf(cartId: string): Promise<number> {
  const outcome = await runReceived(0, CART_QUERY, {id: cartId});
  return (outcome.body.data as {cart: {totalQuantity: number}}).cart.totalQuantity;
}

describe('the platform request timeout for writes', () => {
  it('ends before the worker gives up on a write', () => {
    expect(PLATFORM_WRITE_TIMEOUT_MS).toBeLessThan(UPSTREAM_WRITE_DEADLINE_MS);
  });

  it('makes a write that starts within it', async () => {
    const cartId = await newCartId();
    const outcome = await runReceived(0, CART_LINES_ADD, {cartId, lines: [LINE]});
    expect(outcome.status).toBe(200);
    expect(await quantityOf(cartId)).toBe(1);
  });

  it('answers 503 to a write that waited past it, and changes nothing', async () => {
    const cartId = await newCartId();
    const outcome = await runReceived(PLATFORM_WRITE_TIMEOUT_MS + 1, CART_LINES_ADD, {
      cartId,
      lines: [LINE],
    });
    expect(outcome.status).toBe(503);
    expect(outcome.body.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
    expect(outcome.body.data).toBeUndefined();
    expect(await quantityOf(cartId)).toBe(0);
  });

  it('still answers a read that waited as long', async () => {
    const cartId = await newCartId();
    const outcome = await runReceived(PLATFORM_WRITE_TIMEOUT_MS + 1, CART_QUERY, {
      id: cartId,
    });
    expect(outcome.status).toBe(200);
    expect(outcome.body.errors).toBeUndefined();
  });
});
