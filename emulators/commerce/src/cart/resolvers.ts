import {DEFAULT_COUNTRY, isCountryCode} from '@brush/rules/countries';
import {customerForAccessToken} from '../customers/store';
import {LateWrite, writeIsLate} from '../graphql/engine';
import type {RequestContext, Resolvers} from '../types';
import {
  addLines,
  cartCheckErrors,
  removeLines,
  replaceAttributes,
  replaceDiscountCodes,
  replaceNote,
  updateBuyerIdentity,
  updateLines,
  type BuyerIdentityChange,
  type CartEnv,
  type CartUserError,
  type CartWarning,
  type LineInput,
  type LineUpdateInput,
  type StepResult,
} from './mutations';
import type {CartAttribute} from './pipeline';
import {storefrontCart} from './present';
import {priceStoredCart, priceStoredCartNow} from './pricing';
import {
  findOpenCart,
  insertCart,
  newCartKeys,
  saveCartState,
  type CartRecord,
  type CartState,
} from './store';

interface BuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
}

interface CartInput {
  lines?: LineInput[] | null;
  attributes?: CartAttribute[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
  discountCodes?: string[] | null;
  note?: string | null;
}

type Step = (state: CartState) => StepResult;

async function present(record: CartRecord, context: RequestContext) {
  const priced = await priceStoredCart(record.token, record.state, context);
  return storefrontCart(record, priced, context);
}

function env(context: RequestContext, token: string): CartEnv {
  return {store: context.store, token};
}

const NO_CART: CartUserError = {
  code: 'INVALID',
  field: ['cartId'],
  message: 'The specified cart does not exist.',
};

/**
 * Turns buyerIdentity input into a change; a customer access token that names nobody is a
 * userError rather than an anonymous cart, so a storefront notices an expired sign-in.
 */
function buyerIdentityChange(
  input: BuyerIdentityInput,
  context: RequestContext,
  prefix: string[],
): BuyerIdentityChange | CartUserError {
  const change: BuyerIdentityChange = {};
  // ZZ (Hydrogen's default when no market is set) names no country: the cart keeps its own.
  if (isCountryCode(input.countryCode)) change.countryCode = input.countryCode;
  if (input.email !== undefined) change.email = input.email;
  if (input.phone !== undefined) change.phone = input.phone;
  if (input.customerAccessToken === null || input.customerAccessToken === '') {
    change.customer = null;
  } else if (input.customerAccessToken !== undefined) {
    const customer = customerForAccessToken(
      context.db,
      input.customerAccessToken,
      context.now(),
    );
    if (!customer) {
      return {
        code: 'INVALID',
        field: [...prefix, 'customerAccessToken'],
        message: 'The customer access token is invalid or has expired.',
      };
    }
    change.customer = {id: customer.id, email: customer.email};
  }
  return change;
}

function isUserError(value: BuyerIdentityChange | CartUserError): value is CartUserError {
  return 'code' in value && 'message' in value;
}

/** Runs steps in order; the first that fails stops the run and nothing of it is kept. */
function runSteps(state: CartState, steps: readonly Step[]): StepResult {
  let current = state;
  const warnings: CartWarning[] = [];
  let touched: Map<string, string[]> | undefined;
  for (const step of steps) {
    const result = step(current);
    warnings.push(...result.warnings);
    if (result.userErrors.length > 0) {
      return {state, userErrors: result.userErrors, warnings};
    }
    if (result.touched) touched = new Map([...(touched ?? []), ...result.touched]);
    current = result.state;
  }
  return {state: current, userErrors: [], warnings, touched};
}

/**
 * Prices, in the pool's threads, the cart the steps made, when the cart checks will need it:
 * the write then finds that pricing remembered and does not price on the thread.
 */
async function priceAhead(token: string, result: StepResult, context: RequestContext) {
  if (result.userErrors.length === 0 && result.touched) {
    await priceStoredCart(token, result.state, context);
  }
}

/**
 * The steps' result once the shop's cart checks have passed on the lines they touched,
 * priced as everything is now (priceStoredCartNow); a refusal keeps the cart as it was.
 */
function checked(
  token: string,
  before: CartState,
  result: StepResult,
  context: RequestContext,
): StepResult {
  if (result.userErrors.length > 0 || !result.touched) return result;
  const {priced} = priceStoredCartNow(token, result.state, context);
  const refused = cartCheckErrors(priced, result.touched);
  return refused.length > 0
    ? {state: before, userErrors: refused, warnings: result.warnings}
    : result;
}

function sameState(a: CartRecord, b: CartRecord): boolean {
  return JSON.stringify(a.state) === JSON.stringify(b.state);
}

/**
 * One existing cart, changed by some steps; the payload every cart mutation returns. The
 * steps are planned and their cart priced first, off the thread; the write is then made in one
 * turn from the cart as it is stored then (another request may have changed it meanwhile, or
 * paid it): the plan is kept only when the cart is unchanged, and the cart checks take the
 * pricing made ahead only when nothing they read has changed (decision 0134).
 */
async function mutateCart(
  context: RequestContext,
  cartId: unknown,
  steps: (cartEnv: CartEnv) => readonly Step[],
) {
  const seen = findOpenCart(context.db, cartId);
  if (!seen) return {cart: null, userErrors: [NO_CART], warnings: []};
  const planned = runSteps(seen.state, steps(env(context, seen.token)));
  await priceAhead(seen.token, planned, context);

  if (writeIsLate(context)) throw new LateWrite();
  const record = findOpenCart(context.db, cartId);
  if (!record) return {cart: null, userErrors: [NO_CART], warnings: []};
  const result = checked(
    record.token,
    record.state,
    sameState(record, seen)
      ? planned
      : runSteps(record.state, steps(env(context, record.token))),
    context,
  );
  const saved =
    result.userErrors.length === 0
      ? saveCartState(context.db, record, result.state, context.now())
      : record;
  return {
    cart: await present(saved, context),
    userErrors: result.userErrors,
    warnings: result.warnings,
  };
}

export const cartResolvers: Resolvers = {
  QueryRoot: {
    cart: async (_source, args, context) => {
      const record = findOpenCart(context.db, args.id);
      return record ? present(record, context) : null;
    },
  },
  Mutation: {
    cartCreate: async (_source, args, context) => {
      const input = (args.input ?? {}) as CartInput;
      const keys = newCartKeys();
      const cartEnv = env(context, keys.token);
      const identity = input.buyerIdentity
        ? buyerIdentityChange(input.buyerIdentity, context, ['input', 'buyerIdentity'])
        : {};
      if (isUserError(identity))
        return {cart: null, userErrors: [identity], warnings: []};
      const empty: CartState = {
        lines: [],
        attributes: [],
        note: null,
        discountCodes: [],
        buyerIdentity: {
          countryCode: isCountryCode(context.country) ? context.country : DEFAULT_COUNTRY,
          email: null,
          phone: null,
          customerId: null,
        },
        storefrontId: context.storefrontId ?? null,
      };
      const steps: Step[] = [
        (state) =>
          updateBuyerIdentity(cartEnv, state, identity, ['input', 'buyerIdentity']),
      ];
      if (input.attributes) {
        const attributes = input.attributes;
        steps.push((state) =>
          replaceAttributes(state, attributes, ['input', 'attributes']),
        );
      }
      if (input.discountCodes) {
        const codes = input.discountCodes;
        steps.push((state) =>
          replaceDiscountCodes(state, codes, ['input', 'discountCodes']),
        );
      }
      if (typeof input.note === 'string') {
        const note = input.note;
        steps.push((state) => replaceNote(state, note, ['input', 'note']));
      }
      if (input.lines) {
        const lines = input.lines;
        steps.push((state) => addLines(cartEnv, state, lines, ['input', 'lines']));
      }
      const planned = runSteps(empty, steps);
      await priceAhead(keys.token, planned, context);
      if (writeIsLate(context)) throw new LateWrite();
      const result = checked(keys.token, empty, planned, context);
      if (result.userErrors.length > 0) {
        return {cart: null, userErrors: result.userErrors, warnings: result.warnings};
      }
      const record = insertCart(context.db, keys, result.state, context.now());
      return {
        cart: await present(record, context),
        userErrors: [],
        warnings: result.warnings,
      };
    },
    cartLinesAdd: (_source, args, context) =>
      mutateCart(context, args.cartId, (cartEnv) => [
        (state) => addLines(cartEnv, state, args.lines as LineInput[], ['lines']),
      ]),
    cartLinesUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, (cartEnv) => [
        (state) =>
          updateLines(cartEnv, state, args.lines as LineUpdateInput[], ['lines']),
      ]),
    cartLinesRemove: (_source, args, context) =>
      mutateCart(context, args.cartId, (cartEnv) => [
        (state) => removeLines(cartEnv, state, args.lineIds as string[], ['lineIds']),
      ]),
    cartBuyerIdentityUpdate: async (_source, args, context) => {
      const identity = buyerIdentityChange(
        args.buyerIdentity as BuyerIdentityInput,
        context,
        ['buyerIdentity'],
      );
      if (isUserError(identity)) {
        const record = findOpenCart(context.db, args.cartId);
        return record
          ? {cart: await present(record, context), userErrors: [identity], warnings: []}
          : {cart: null, userErrors: [NO_CART], warnings: []};
      }
      return mutateCart(context, args.cartId, (cartEnv) => [
        (state) => updateBuyerIdentity(cartEnv, state, identity, ['buyerIdentity']),
      ]);
    },
    cartAttributesUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, () => [
        (state) =>
          replaceAttributes(state, args.attributes as CartAttribute[], ['attributes']),
      ]),
    cartDiscountCodesUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, () => [
        (state) =>
          replaceDiscountCodes(state, (args.discountCodes ?? []) as string[], [
            'discountCodes',
          ]),
      ]),
    cartNoteUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, () => [
        (state) => replaceNote(state, args.note as string, ['note']),
      ]),
  },
  Cart: {
    attribute: (source: {attributes: CartAttribute[]}, args) =>
      source.attributes.find((attribute) => attribute.key === args.key) ?? null,
  },
  CartLine: {
    attribute: (source: {attributes: CartAttribute[]}, args) =>
      source.attributes.find((attribute) => attribute.key === args.key) ?? null,
  },
};
