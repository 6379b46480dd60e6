/**
 * The parts of Shopify's Function APIs the shop's functions use, typed by hand after the
 * reference on shopify.dev (the CLI's `function typegen` would generate the same from the
 * schema, online). Inputs are what each function's input query asks for, so each function
 * declares its own input type; outputs are shared.
 *
 * Decimal scalars arrive as strings ('24.0') and are returned as numbers.
 */

export type Decimal = string;

export interface MoneyV2 {
  amount: Decimal;
  currencyCode: string;
}

export interface AttributeValue {
  value: string | null;
}

export interface Metafield<T = unknown> {
  jsonValue: T;
}

/** Discount Function API: which classes the discount was created with in the admin. */
export type DiscountClass = 'PRODUCT' | 'ORDER' | 'SHIPPING';

export interface CartLineTarget {
  cartLine: {id: string; quantity?: number | null};
}

export type DiscountValue =
  | {percentage: {value: number}}
  | {fixedAmount: {amount: number; appliesToEachItem?: boolean}};

export interface ProductDiscountCandidate {
  targets: CartLineTarget[];
  value: DiscountValue;
  message: string;
}

export interface OrderDiscountCandidate {
  targets: {orderSubtotal: {excludedCartLineIds: string[]}}[];
  value: DiscountValue;
  message: string;
}

/**
 * FIRST applies the first candidate, MAXIMUM the one worth most, ALL every candidate
 * (product discounts only).
 */
export type ProductSelectionStrategy = 'FIRST' | 'MAXIMUM' | 'ALL';
export type OrderSelectionStrategy = 'FIRST' | 'MAXIMUM';

export type CartOperation =
  | {
      productDiscountsAdd: {
        candidates: ProductDiscountCandidate[];
        selectionStrategy: ProductSelectionStrategy;
      };
    }
  | {
      orderDiscountsAdd: {
        candidates: OrderDiscountCandidate[];
        selectionStrategy: OrderSelectionStrategy;
      };
    };

/** Target cart.lines.discounts.generate.run. */
export interface CartLinesDiscountsGenerateRunResult {
  operations: CartOperation[];
}

/** Cart and Checkout Validation Function API, target cart.validations.generate.run. */
export interface ValidationError {
  message: string;
  /** A JSON path into the input: '$.cart.lines[2]' blames that line. */
  target: string;
}

export interface CartValidationsGenerateRunResult {
  operations: {validationAdd: {errors: ValidationError[]}}[];
}

export const NO_DISCOUNTS: CartLinesDiscountsGenerateRunResult = {operations: []};

/** The input path that blames one line of the cart, for a validation error's target. */
export function lineTarget(index: number): string {
  return `$.cart.lines[${index}]`;
}
