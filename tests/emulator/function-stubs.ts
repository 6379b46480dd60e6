/**
 * Stand-ins for the tests of how the platform combines the functions' discounts: snapshot carts
 * of plain lines, functions that answer a fixed outcome, and the operations they answer.
 */
import {parse} from 'graphql';
import type {CartLinesDiscountsGenerateRunResult} from '@brush/functions-shared/function-api';
import {
  type CartSnapshot,
  type SnapshotLine,
} from '../../emulators/commerce/src/cart/pipeline';
import {functionSchema} from '../../emulators/commerce/src/functions/input-schema';
import {
  type InstalledDiscount,
  type ShopFunctions,
} from '../../emulators/commerce/src/functions/installed';
import {type Json} from './cart-platform';

export function snapshotLine(
  index: number,
  unitPriceCents: number,
  quantity = 1,
): SnapshotLine {
  return {
    id: `gid://shopify/CartLine/${index}`,
    quantity,
    attributes: [],
    variant: {
      id: `gid://shopify/ProductVariant/${index}`,
      sku: `EB0${index}-US`,
      title: 'US',
      priceUsd: unitPriceCents / 100,
    },
    product: {
      id: `gid://shopify/Product/${index}`,
      title: 'Brush',
      handle: 'brush',
      tags: [],
      collectionIds: [],
    },
    unitPriceCents,
  };
}

export function snapshot(lines: SnapshotLine[]): CartSnapshot {
  return {
    today: '2025-03-01',
    currencyCode: 'USD',
    countryCode: 'US',
    attributes: [],
    lines,
    buyer: {email: null, customer: null},
    shopMetafields: [],
  };
}

/** A function standing in for a discount, to show how the platform combines candidates. */
export function stub(handle: string, result: unknown): InstalledDiscount {
  return {
    handle,
    discountClasses: ['PRODUCT', 'ORDER'],
    query: parse('{ cart { lines { id } } }'),
    schema: functionSchema('programme-prices'),
    metafields: new Map(),
    variables: {},
    // The outcome a bundle's run would report: its output, or the error it threw.
    run: () => {
      const measure = {inputBytes: 0, work: 0, ms: 0, logs: ''};
      if (result instanceof Error) {
        return {ok: false, failure: 'error', message: String(result), ...measure};
      }
      return {
        ok: true,
        output: result as CartLinesDiscountsGenerateRunResult,
        ...measure,
      };
    },
  };
}

export const onLine = (
  index: number,
  value: Json,
  message: string,
  quantity?: number,
) => ({
  targets: [
    {cartLine: {id: `gid://shopify/CartLine/${index}`, ...(quantity ? {quantity} : {})}},
  ],
  value,
  message,
});

export const products = (candidates: Json[], selectionStrategy = 'ALL') => ({
  operations: [{productDiscountsAdd: {candidates, selectionStrategy}}],
});

export const order = (amount: number, message = 'credit') => ({
  operations: [
    {
      orderDiscountsAdd: {
        candidates: [
          {
            targets: [{orderSubtotal: {excludedCartLineIds: []}}],
            value: {fixedAmount: {amount}},
            message,
          },
        ],
        selectionStrategy: 'FIRST',
      },
    },
  ],
});

export const installed = (...discounts: InstalledDiscount[]): ShopFunctions => ({
  discounts,
  validations: [],
});
