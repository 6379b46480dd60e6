import type {Attribute} from '@brush/rules/cart-attributes';

/**
 * The parts of Shopify's Function APIs the shop's functions use, typed by hand after each
 * function's schema.graphql (decision 0118). Inputs are what each function's input query asks
 * for, so each function (or the decisions in this package it shares) declares its own input
 * type; outputs are shared. They live in this package because every function imports only its
 * own folder and the packages it declares (decision 0123).
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

/**
 * A Function input has no list of a line's attributes, only `attribute(key:)`, so each input
 * query asks for the keys its rules read under an alias. This turns those aliases back into
 * the attribute list the rules take, in the order `keys` names them; an alias the input
 * answered with null (no such attribute on the line) is left out.
 */
export function attributesFrom<Alias extends string>(
  fields: Readonly<Partial<Record<NoInfer<Alias>, AttributeValue | null>>>,
  keys: Readonly<Record<Alias, string>>,
): Attribute[] {
  return (Object.keys(keys) as Alias[]).flatMap((alias) => {
    const field = fields[alias];
    return field ? [{key: keys[alias], value: field.value}] : [];
  });
}
