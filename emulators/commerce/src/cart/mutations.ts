import {CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {countryByCode} from '@brush/rules/countries';
import {MAX_LINE_QUANTITY} from '@brush/rules/limits';
import {marketRefusal} from '../catalog/market-availability';
import {catalogVariant, type CatalogVariant} from './catalog';
import type {DocumentStore} from '../types';
import type {CartAttribute, PricedCart} from './pipeline';
import {
  lineGid,
  newLineUuid,
  parseLineId,
  type CartState,
  type StoredLine,
} from './store';

/**
 * The cart's mutations as pure steps over a CartState: each returns the next state with the
 * userErrors and warnings Shopify would give. A step with userErrors changes nothing (the
 * caller keeps the old state); warnings (stock) leave the rest of the change in place. A step
 * that adds or changes lines names them (`touched`): the shop's cart checks must pass on them
 * before the caller keeps the state (`cartCheckErrors`), which takes the cart's pricing.
 */

/** Shopify refuses attribute lists longer than this (AttributeInput docs). */
export const CART_ATTRIBUTES_LIMIT = 250;
/**
 * The longest attribute key and value the platform keeps, so a line cannot carry a megabyte
 * (a hostile pass stored a 900 KB value); Shopify bounds both.
 */
export const CART_ATTRIBUTE_KEY_MAX_LENGTH = 255;
export const CART_ATTRIBUTE_VALUE_MAX_LENGTH = 2000;
/** The longest note the platform keeps. */
export const CART_NOTE_MAX_LENGTH = 5000;

export type CartErrorCode =
  | 'INVALID'
  | 'INVALID_MERCHANDISE_LINE'
  | 'LESS_THAN'
  | 'MISSING_DISCOUNT_CODE'
  | 'NOTE_TOO_LONG'
  | 'VALIDATION_CUSTOM';

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

export type CartWarningCode = 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';

export interface CartWarning {
  code: CartWarningCode;
  message: string;
  target: string;
}

export interface CartEnv {
  store: DocumentStore;
  /** The cart's token, so that line GIDs can be named. */
  token: string;
}

export interface StepResult {
  state: CartState;
  userErrors: CartUserError[];
  warnings: CartWarning[];
  /** The lines the step added or changed, by line GID, each with its input field. */
  touched?: ReadonlyMap<string, string[]>;
}

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: CartAttribute[] | null;
}

export interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: CartAttribute[] | null;
}

export interface BuyerIdentityChange {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  /** Resolved by the caller from buyerIdentity.customerAccessToken. */
  customer?: {id: number; email: string} | null;
}

function countryName(code: string): string {
  return countryByCode(code)?.name ?? code;
}

function quantityError(quantity: number, field: string[]): CartUserError | null {
  if (!Number.isInteger(quantity) || quantity < 0) {
    return {code: 'INVALID', field, message: 'The quantity must be 0 or more.'};
  }
  if (quantity > MAX_LINE_QUANTITY) {
    return {
      code: 'LESS_THAN',
      field,
      message: `The quantity must be ${MAX_LINE_QUANTITY} or less.`,
    };
  }
  return null;
}

function attributesError(
  attributes: readonly CartAttribute[],
  field: string[],
): CartUserError | null {
  if (attributes.length > CART_ATTRIBUTES_LIMIT) {
    return {
      code: 'INVALID',
      field,
      message: `No more than ${CART_ATTRIBUTES_LIMIT} attributes are allowed.`,
    };
  }
  if (attributes.some((attribute) => attribute.key.trim() === '')) {
    return {code: 'INVALID', field, message: "An attribute key can't be blank."};
  }
  if (attributes.some(({key}) => key.length > CART_ATTRIBUTE_KEY_MAX_LENGTH)) {
    return {
      code: 'INVALID',
      field,
      message: `An attribute key must be ${CART_ATTRIBUTE_KEY_MAX_LENGTH} characters or fewer.`,
    };
  }
  if (attributes.some(({value}) => value.length > CART_ATTRIBUTE_VALUE_MAX_LENGTH)) {
    return {
      code: 'INVALID',
      field,
      message: `An attribute value must be ${CART_ATTRIBUTE_VALUE_MAX_LENGTH} characters or fewer.`,
    };
  }
  return null;
}

/**
 * Shopify's answer for an id that names no variant, malformed or unknown: the same message,
 * so an id cannot be probed. A variant outside the buyer's market is refused by name.
 */
function merchandiseCheck(
  env: CartEnv,
  countryCode: string,
  merchandiseId: string,
  field: string[],
): {variant: CatalogVariant} | {error: CartUserError} {
  const variant = catalogVariant(env.store, merchandiseId);
  if (!variant) {
    return {
      error: {
        code: 'INVALID',
        field,
        message: `The merchandise with id ${merchandiseId} does not exist.`,
      },
    };
  }
  const refusal = marketRefusalMessage(variant, countryCode);
  return refusal ? {error: {code: 'INVALID', field, message: refusal}} : {variant};
}

/**
 * Why the market of a country may not buy a variant, as the catalog answers it there
 * (`availableForSale` false): null when it may.
 */
function marketRefusalMessage(
  variant: CatalogVariant,
  countryCode: string,
): string | null {
  switch (marketRefusal(variant.product.tags, variant.sku, countryCode)) {
    case 'product-not-available':
      return `${variant.product.title} is not available in ${countryName(countryCode)}.`;
    case 'variant-not-sold':
      return `${variant.product.title} (${variant.title}) is not sold in ${countryName(countryCode)}.`;
    default:
      return null;
  }
}

/**
 * Stock, as Shopify reports it: nothing of a variant not for sale, and no more than is left
 * of a tracked one. A variant sold while currently not in stock (backorder) takes any amount.
 */
function stockCheck(
  variant: CatalogVariant,
  quantity: number,
  target: string,
): {quantity: number; warning: CartWarning | null} {
  if (!variant.availableForSale) {
    return {
      quantity: 0,
      warning: {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        target,
        message: `The product '${variant.product.title}' is already sold out.`,
      },
    };
  }
  const left = variant.quantityAvailable;
  if (variant.currentlyNotInStock || left === null || quantity <= left) {
    return {quantity, warning: null};
  }
  return {
    quantity: Math.max(0, left),
    warning: {
      code: left > 0 ? 'MERCHANDISE_NOT_ENOUGH_STOCK' : 'MERCHANDISE_OUT_OF_STOCK',
      target,
      message:
        left > 0
          ? `Only ${left} of '${variant.product.title}' could be added to the cart.`
          : `The product '${variant.product.title}' is already sold out.`,
    },
  };
}

function attributesKey(attributes: readonly CartAttribute[]): string {
  return JSON.stringify(
    [...attributes]
      .map((attribute) => [attribute.key, attribute.value])
      .sort(
        ([a = '', b = ''], [c = '', d = '']) => a.localeCompare(c) || b.localeCompare(d),
      ),
  );
}

function sameLine(
  line: StoredLine,
  merchandiseId: string,
  attributes: readonly CartAttribute[],
) {
  return (
    line.merchandiseId === merchandiseId &&
    attributesKey(line.attributes) === attributesKey(attributes)
  );
}

function cloneState(state: CartState): CartState {
  return {
    ...state,
    lines: state.lines.map((line) => ({...line, attributes: [...line.attributes]})),
    attributes: [...state.attributes],
    discountCodes: [...state.discountCodes],
    buyerIdentity: {...state.buyerIdentity},
  };
}

function unchanged(
  state: CartState,
  userErrors: CartUserError[],
  warnings: CartWarning[] = [],
) {
  return {state, userErrors, warnings};
}

/**
 * The shop's cart checks (extensions/cart-checks, a validation function) run on the changed
 * cart; an error on a line this mutation touched (a forged _complimentary, a _customPrice on
 * a product without pay what you want, an unreadable amount), or on the whole cart, fails the
 * mutation with VALIDATION_CUSTOM, the code Shopify gives for a merchant's cart validation.
 * The storefront shows the message.
 */
export function cartCheckErrors(
  priced: PricedCart,
  touched: ReadonlyMap<string, string[]>,
): CartUserError[] {
  const errors: CartUserError[] = [];
  for (const refusal of priced.refusals) {
    const field = refusal.lineId === null ? null : touched.get(refusal.lineId);
    if (field !== undefined) {
      errors.push({code: 'VALIDATION_CUSTOM', field, message: refusal.message});
    }
  }
  return errors;
}

function finish(
  before: CartState,
  after: CartState,
  errors: CartUserError[],
  warnings: CartWarning[],
  touched: Map<string, string[]>,
): StepResult {
  if (errors.length > 0) return unchanged(before, errors, warnings);
  return {state: after, userErrors: [], warnings, touched};
}

export function addLines(
  env: CartEnv,
  state: CartState,
  inputs: readonly LineInput[],
  prefix: string[],
): StepResult {
  const next = cloneState(state);
  const errors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  const touched = new Map<string, string[]>();
  const country = state.buyerIdentity.countryCode;

  for (const [index, input] of inputs.entries()) {
    const field = [...prefix, String(index)];
    const attributes = (input.attributes ?? []).map(({key, value}) => ({key, value}));
    const requested = input.quantity ?? 1;
    const error =
      quantityError(requested, [...field, 'quantity']) ??
      attributesError(attributes, [...field, 'attributes']);
    if (error) {
      errors.push(error);
      continue;
    }
    const checked = merchandiseCheck(env, country, input.merchandiseId, [
      ...field,
      'merchandiseId',
    ]);
    if ('error' in checked) {
      errors.push(checked.error);
      continue;
    }
    if (requested === 0) continue;

    const existing = next.lines.find((line) =>
      sameLine(line, input.merchandiseId, attributes),
    );
    const wanted = (existing?.quantity ?? 0) + requested;
    const tooMany = quantityError(wanted, [...field, 'quantity']);
    if (tooMany) {
      errors.push(tooMany);
      continue;
    }
    const stock = stockCheck(checked.variant, wanted, input.merchandiseId);
    if (stock.warning) warnings.push(stock.warning);
    if (existing) {
      existing.quantity = Math.max(existing.quantity, stock.quantity);
      touched.set(lineGid(env.token, existing.uuid), [...field, 'attributes']);
    } else if (stock.quantity > 0) {
      const line = {
        uuid: newLineUuid(),
        merchandiseId: input.merchandiseId,
        quantity: stock.quantity,
        attributes,
      };
      next.lines.push(line);
      touched.set(lineGid(env.token, line.uuid), [...field, 'attributes']);
    }
  }

  if (errors.length === 0 && next.lines.length > CART_LINES_LIMIT) {
    errors.push({
      code: 'INVALID',
      field: prefix,
      message: `A cart can't hold more than ${CART_LINES_LIMIT} lines.`,
    });
  }
  return finish(state, next, errors, warnings, touched);
}

function unknownLine(field: string[], id: string): CartUserError {
  return {
    code: 'INVALID_MERCHANDISE_LINE',
    field,
    message: `The merchandise line with id ${id} does not exist.`,
  };
}

export function updateLines(
  env: CartEnv,
  state: CartState,
  inputs: readonly LineUpdateInput[],
  prefix: string[],
): StepResult {
  const next = cloneState(state);
  const errors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  const touched = new Map<string, string[]>();
  const country = state.buyerIdentity.countryCode;

  for (const [index, input] of inputs.entries()) {
    const field = [...prefix, String(index)];
    const uuid = parseLineId(input.id, env.token);
    const line = next.lines.find((candidate) => candidate.uuid === uuid);
    if (!line) {
      errors.push(unknownLine([...field, 'id'], input.id));
      continue;
    }

    const attributes = input.attributes
      ? input.attributes.map(({key, value}) => ({key, value}))
      : line.attributes;
    const quantity = input.quantity ?? line.quantity;
    const error =
      quantityError(quantity, [...field, 'quantity']) ??
      attributesError(attributes, [...field, 'attributes']);
    if (error) {
      errors.push(error);
      continue;
    }
    const merchandiseId = input.merchandiseId ?? line.merchandiseId;
    const checked = merchandiseCheck(env, country, merchandiseId, [
      ...field,
      'merchandiseId',
    ]);
    if (quantity > 0 && 'error' in checked) {
      errors.push(checked.error);
      continue;
    }

    line.attributes = attributes;
    line.merchandiseId = merchandiseId;
    line.quantity = quantity;
    if (quantity > 0 && 'variant' in checked) {
      const stock = stockCheck(checked.variant, quantity, input.id);
      if (stock.warning) warnings.push(stock.warning);
      line.quantity = stock.quantity;
    }
    touched.set(lineGid(env.token, line.uuid), [...field, 'attributes']);
  }

  next.lines = next.lines.filter((line) => line.quantity > 0);
  return finish(state, next, errors, warnings, touched);
}

export function removeLines(
  env: CartEnv,
  state: CartState,
  lineIds: readonly string[],
  prefix: string[],
): StepResult {
  const errors: CartUserError[] = [];
  const removed = new Set<string>();
  for (const [index, id] of lineIds.entries()) {
    const uuid = parseLineId(id, env.token);
    const line = state.lines.find((candidate) => candidate.uuid === uuid);
    if (line) removed.add(line.uuid);
    else errors.push(unknownLine([...prefix, String(index)], id));
  }
  if (errors.length > 0) return unchanged(state, errors);
  const next = cloneState(state);
  next.lines = next.lines.filter((line) => !removed.has(line.uuid));
  return {state: next, userErrors: [], warnings: []};
}

/** Shopify's own check of a buyer email; the spec's stricter rules live in the storefront. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address an email can have (RFC 5321's path limit less its brackets). */
export const BUYER_EMAIL_MAX_LENGTH = 254;
/** An E.164 number has at most 15 digits; this leaves room for a plus, spaces and dashes. */
export const BUYER_PHONE_MAX_LENGTH = 32;

/**
 * A cart moved to another country is in another market, as on Shopify: each line is checked
 * again as cartCreate there would check it, and a line the new market may not buy is removed
 * with a MERCHANDISE_OUT_OF_STOCK warning (it cannot be bought there) naming the line and the
 * product. What stays is priced in the new market's currency from then on.
 */
function linesForMarket(
  env: CartEnv,
  lines: readonly StoredLine[],
  countryCode: string,
): {lines: StoredLine[]; warnings: CartWarning[]} {
  const kept: StoredLine[] = [];
  const warnings: CartWarning[] = [];
  for (const line of lines) {
    const variant = catalogVariant(env.store, line.merchandiseId);
    const refusal = variant ? marketRefusalMessage(variant, countryCode) : null;
    if (refusal === null) {
      kept.push(line);
      continue;
    }
    warnings.push({
      code: 'MERCHANDISE_OUT_OF_STOCK',
      target: lineGid(env.token, line.uuid),
      message: `${refusal} It was removed from the cart.`,
    });
  }
  return {lines: kept, warnings};
}

export function updateBuyerIdentity(
  env: CartEnv,
  state: CartState,
  change: BuyerIdentityChange,
  prefix: string[],
): StepResult {
  const next = cloneState(state);
  const email = change.email?.trim();
  if (email && (email.length > BUYER_EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))) {
    return unchanged(state, [
      {code: 'INVALID', field: [...prefix, 'email'], message: 'Email is invalid'},
    ]);
  }
  const phone = change.phone?.trim();
  if (phone && phone.length > BUYER_PHONE_MAX_LENGTH) {
    return unchanged(state, [
      {code: 'INVALID', field: [...prefix, 'phone'], message: 'Phone is invalid'},
    ]);
  }
  const warnings: CartWarning[] = [];
  if (change.countryCode && change.countryCode !== state.buyerIdentity.countryCode) {
    const moved = linesForMarket(env, next.lines, change.countryCode);
    next.lines = moved.lines;
    warnings.push(...moved.warnings);
    next.buyerIdentity.countryCode = change.countryCode;
  }
  if (change.email !== undefined) next.buyerIdentity.email = email || null;
  if (change.phone !== undefined) next.buyerIdentity.phone = phone || null;
  if (change.customer !== undefined) {
    next.buyerIdentity.customerId = change.customer?.id ?? null;
    if (change.customer && !email) next.buyerIdentity.email = change.customer.email;
  }
  return {state: next, userErrors: [], warnings};
}

export function replaceAttributes(
  state: CartState,
  attributes: readonly CartAttribute[],
  prefix: string[],
): StepResult {
  const copy = attributes.map(({key, value}) => ({key, value}));
  const error = attributesError(copy, prefix);
  if (error) return unchanged(state, [error]);
  // Later entries win, as Shopify keeps one value per key.
  const byKey = new Map(copy.map((attribute) => [attribute.key, attribute]));
  return {
    state: {...cloneState(state), attributes: [...byKey.values()]},
    userErrors: [],
    warnings: [],
  };
}

export function replaceDiscountCodes(
  state: CartState,
  codes: readonly string[],
  prefix: string[],
): StepResult {
  const blank = codes.findIndex((code) => code.trim() === '');
  if (blank >= 0) {
    return unchanged(state, [
      {
        code: 'MISSING_DISCOUNT_CODE',
        field: [...prefix, String(blank)],
        message: 'Discount code is missing.',
      },
    ]);
  }
  const unique = new Map(codes.map((code) => [code.trim().toLowerCase(), code.trim()]));
  return {
    state: {...cloneState(state), discountCodes: [...unique.values()]},
    userErrors: [],
    warnings: [],
  };
}

export function replaceNote(
  state: CartState,
  note: string,
  prefix: string[],
): StepResult {
  if (note.length > CART_NOTE_MAX_LENGTH) {
    return unchanged(state, [
      {
        code: 'NOTE_TOO_LONG',
        field: prefix,
        message: `The note must be ${CART_NOTE_MAX_LENGTH} characters or fewer.`,
      },
    ]);
  }
  return {state: {...cloneState(state), note}, userErrors: [], warnings: []};
}
