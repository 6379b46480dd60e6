import {CartForm, type HydrogenCart, type Storefront} from '@shopify/hydrogen';
import type {
  AttributeInput,
  CartLineInput,
  CartLineUpdateInput,
} from '@shopify/hydrogen/storefront-api-types';
import {z} from 'zod';
import {CART_FLOW_VARIANT_QUERY} from '#graphql/promos';
import {
  addToCartAttributes,
  exceedsWhiteCheekBrushLimit,
  hasFreeOrPwywItem,
  isWhiteCheekBrush,
} from '@brush/rules/add-to-cart-dialog';
import type {Attribute} from '@brush/rules/cart-attributes';
import {welcomeBonusPlan} from '@brush/rules/cart-plans';
import {
  EMAIL_MAX_LENGTH,
  subscribe,
  type SendGridEnv,
} from '~/features/growth/mailing-list.server';
import {MAILING_LIST_SOURCES, welcomeSignupOutcome} from '@brush/rules/mailing-list';
import {isValidEmail} from '@brush/rules/validation';
import {canAddToCart} from '@brush/rules/availability';
import {loadCart} from '~/features/cart/cart.server';
import {CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {isGidOf} from '@brush/rules/gid';
import {COLLECTIONS_LIMIT, MAX_LINE_QUANTITY} from '@brush/rules/limits';
import {isPublicResource} from '@brush/rules/public-catalog';
import {hasControlCharacter} from '@brush/rules/control-characters';
import {
  CART_FLOW_ACTION,
  CONCEPT_STORE_COLLECTION_HANDLE,
  conceptStorePrice,
  parsePwywPreset,
} from '@brush/rules/promos';
import {
  chosenPrice,
  offersCustomPrice,
  parseCustomPrice,
  type PriceChoice,
} from '@brush/rules/pwyw';
import {isVariantVisible, type Market} from '@brush/rules/variant-visibility';
import {changesLockedLine} from '@brush/rules/line-limits';

/**
 * Server-side validation of what a shopper posts to /cart. The browser's checks are a courtesy;
 * this is where a quantity, an id or an attribute is accepted or refused.
 *
 * Line attributes whose key starts with '_' (_complimentary, _customPrice, _conceptStore, ...)
 * drive prices and entitlements, so a shopper may never send one: the flows that use them
 * (concept store, pay-what-you-want, welcome bonus...) add them on the server after this
 * validation, from data the server trusts.
 */

export type CartErrorCode =
  | 'invalidAction'
  | 'quantity'
  | 'merchandise'
  | 'line'
  | 'attribute'
  | 'discountCode'
  | 'upstream'
  | 'flow'
  | 'notInConceptStore'
  | 'notPwyw'
  | 'customPrice'
  | 'customPriceAboveMax'
  | 'pwywLimit'
  | 'lockedQuantity'
  | 'whiteCheekLimit'
  | 'welcomeEmail'
  | 'welcomeSignup'
  | 'credit'
  | 'creditSignIn'
  | 'secretShopSignIn'
  | 'notInSecretShop'
  | 'secretShopClaimed';

/** The i18n key of each refusal's message. */
export const CART_ERROR_MESSAGE_KEYS = {
  invalidAction: 'cart.errors.invalidAction',
  quantity: 'cart.errors.quantity',
  merchandise: 'cart.errors.merchandise',
  line: 'cart.errors.line',
  attribute: 'cart.errors.attribute',
  discountCode: 'cart.errors.discountCode',
  upstream: 'cart.errors.generic',
  flow: 'promos.errors.flow',
  notInConceptStore: 'promos.errors.notInConceptStore',
  notPwyw: 'promos.errors.notPwyw',
  customPrice: 'promos.errors.customPrice',
  customPriceAboveMax: 'promos.errors.customPriceAboveMax',
  pwywLimit: 'promos.errors.pwywLimit',
  lockedQuantity: 'cart.errors.lockedQuantity',
  whiteCheekLimit: 'cart.errors.whiteCheekLimit',
  welcomeEmail: 'promos.errors.welcomeEmail',
  welcomeSignup: 'promos.errors.welcomeSignup',
  credit: 'programmes.errors.credit',
  creditSignIn: 'programmes.errors.creditSignIn',
  secretShopSignIn: 'programmes.errors.secretShopSignIn',
  notInSecretShop: 'programmes.errors.notInSecretShop',
  secretShopClaimed: 'programmes.errors.secretShopClaimed',
} as const satisfies Record<CartErrorCode, string>;

const BAD_REQUEST = 400;

/**
 * Bad input is a 400; a valid add that the cart's state forbids (its one pay-what-you-want
 * item or its one white cheek brush is taken) a 409; a check the platform could not answer a 502.
 */
export const CART_ERROR_STATUS: Readonly<Partial<Record<CartErrorCode, number>>> = {
  pwywLimit: 409,
  whiteCheekLimit: 409,
  lockedQuantity: 409,
  secretShopClaimed: 409,
  secretShopSignIn: 401,
  notInSecretShop: 403,
  welcomeSignup: 502,
  upstream: 502,
};

export function cartErrorStatus(code: CartErrorCode): number {
  return CART_ERROR_STATUS[code] ?? BAD_REQUEST;
}

export const PROTECTED_ATTRIBUTE_PREFIX = '_';

/** Shopify's own limits on a cart attribute and a discount code. */
export const ATTRIBUTE_KEY_MAX_LENGTH = 255;
export const ATTRIBUTE_VALUE_MAX_LENGTH = 2000;
export const DISCOUNT_CODE_MAX_LENGTH = 255;
/** More than this is no shopper's doing. */
export const ATTRIBUTES_PER_LINE_LIMIT = 20;
export const DISCOUNT_CODES_LIMIT = 20;

/** Quantities arrive as JSON numbers (CartForm) or form strings; both must be whole numbers. */
function quantity(min: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(MAX_LINE_QUANTITY));
}

/** A variant's GID has no query (cart and line ids do); the platform would ignore a forged one. */
export const merchandiseId = z
  .string()
  .refine((id) => isGidOf('ProductVariant', id) && !id.includes('?'));

/** Line ids are opaque (a UUID on Shopify) and carry their cart: gid://shopify/CartLine/<id>?cart=<token>. */
const CART_LINE_GID =
  /^gid:\/\/shopify\/CartLine\/[A-Za-z0-9-]{1,128}(\?cart=[A-Za-z0-9_-]{1,128})?$/;

export const lineId = z.string().regex(CART_LINE_GID);

const attributes = z
  .array(
    z.object({
      key: z
        .string()
        .min(1)
        .max(ATTRIBUTE_KEY_MAX_LENGTH)
        .refine((key) => !key.startsWith(PROTECTED_ATTRIBUTE_PREFIX))
        .refine((key) => !hasControlCharacter(key)),
      value: z.string().max(ATTRIBUTE_VALUE_MAX_LENGTH),
    }),
  )
  .max(ATTRIBUTES_PER_LINE_LIMIT)
  .transform((list): AttributeInput[] => list)
  .optional();

const linesAdd = z.object({
  lines: z
    .array(
      z
        .object({merchandiseId, quantity: quantity(1), attributes})
        .transform((line): CartLineInput => line),
    )
    .min(1)
    .max(CART_LINES_LIMIT),
});

const linesUpdate = z.object({
  lines: z
    .array(
      z
        .object({
          id: lineId,
          quantity: quantity(0),
          merchandiseId: merchandiseId.optional(),
          attributes,
        })
        .transform((line): CartLineUpdateInput => line),
    )
    .min(1)
    .max(CART_LINES_LIMIT),
});

const linesRemove = z.object({
  lineIds: z.array(lineId).min(1).max(CART_LINES_LIMIT),
});

const discountCode = z
  .string()
  .trim()
  .min(1)
  .max(DISCOUNT_CODE_MAX_LENGTH)
  .refine((code) => !hasControlCharacter(code));

/** The field typed by the shopper, plus the codes already on the cart (skeleton's form shape). */
const discountCodesUpdate = z.object({
  discountCode: z.union([discountCode, z.literal('')]).optional(),
  discountCodes: z.array(discountCode).max(DISCOUNT_CODES_LIMIT).optional(),
});

export type ParsedCartAction =
  | {ok: true; action: typeof CartForm.ACTIONS.LinesAdd; lines: CartLineInput[]}
  | {ok: true; action: typeof CartForm.ACTIONS.LinesUpdate; lines: CartLineUpdateInput[]}
  | {ok: true; action: typeof CartForm.ACTIONS.LinesRemove; lineIds: string[]}
  | {
      ok: true;
      action: typeof CartForm.ACTIONS.DiscountCodesUpdate;
      discountCodes: string[];
    }
  /**
   * Only the server makes this one (store credit, app/features/programmes); a shopper's own
   * AttributesUpdateInput is refused. Null attributes: the cart already says the same.
   */
  | {
      ok: true;
      action: typeof CartForm.ACTIONS.AttributesUpdateInput;
      attributes: AttributeInput[] | null;
    }
  | CartRefusal;

/**
 * A refusal; `max` is the most the shopper may ask for where the message names it (a
 * pay-what-you-want amount above the price).
 */
export interface CartRefusal {
  ok: false;
  error: CartErrorCode;
  max?: {amount: number; currencyCode: string};
}

/** The first problem, named by the field that caused it. */
function errorCode(error: z.ZodError, fallback: CartErrorCode): CartErrorCode {
  const path = error.issues[0]?.path ?? [];
  if (path.includes('attributes')) return 'attribute';
  if (path.includes('quantity')) return 'quantity';
  if (path.includes('merchandiseId')) return 'merchandise';
  if (path.includes('id') || path.includes('lineIds')) return 'line';
  return fallback;
}

export function parseCartAction(
  action: string | undefined,
  inputs: Record<string, unknown>,
): ParsedCartAction {
  switch (action) {
    case CartForm.ACTIONS.LinesAdd: {
      const result = linesAdd.safeParse(inputs);
      return result.success
        ? {ok: true, action, lines: result.data.lines}
        : {ok: false, error: errorCode(result.error, 'merchandise')};
    }
    case CartForm.ACTIONS.LinesUpdate: {
      const result = linesUpdate.safeParse(inputs);
      return result.success
        ? {ok: true, action, lines: result.data.lines}
        : {ok: false, error: errorCode(result.error, 'line')};
    }
    case CartForm.ACTIONS.LinesRemove: {
      const result = linesRemove.safeParse(inputs);
      return result.success
        ? {ok: true, action, lineIds: result.data.lineIds}
        : {ok: false, error: 'line'};
    }
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const result = discountCodesUpdate.safeParse(inputs);
      if (!result.success) return {ok: false, error: 'discountCode'};
      const {discountCode: typed, discountCodes = []} = result.data;
      const codes = typed ? [typed, ...discountCodes] : discountCodes;
      return {ok: true, action, discountCodes: [...new Set(codes)]};
    }
    default:
      return {ok: false, error: 'invalidAction'};
  }
}

/**
 * The promo flows a shopper may ask for by name (CART_FLOW_ACTION) instead of sending the
 * attribute: the server checks the product is entitled to the price and sets it itself.
 */
export const CART_FLOWS = ['conceptStore', 'pwyw', 'welcomeBonus', 'secretShop'] as const;

export type CartFlow = (typeof CART_FLOWS)[number];

/** Longer than any price a shopper types; past it the text is no amount. */
export const CUSTOM_PRICE_INPUT_MAX_LENGTH = 32;

export type CartFlowRequest =
  | {flow: 'conceptStore'; merchandiseId: string; quantity: number}
  | {flow: 'pwyw'; merchandiseId: string; choice: PriceChoice}
  | {flow: 'welcomeBonus'; merchandiseId: string; email: string}
  /** A price choice only for the secret shop's pay-what-you-want products. */
  | {flow: 'secretShop'; merchandiseId: string; choice: PriceChoice | null};

const conceptStoreFlow = z.object({
  flow: z.literal('conceptStore'),
  merchandiseId,
  quantity: quantity(1).default(1),
});

/** Exactly one of a preset and a custom amount; the form sends the other one empty or not at all. */
const priceChoiceFlow = z.object({
  flow: z.enum(['pwyw', 'secretShop']),
  merchandiseId,
  discount: z.unknown().optional(),
  customPrice: z.unknown().optional(),
});

/**
 * docs/product/cart.md#add-to-cart: the welcome flow takes the variant and the email (checked when
 * resolved).
 */
const welcomeBonusFlow = z.object({
  flow: z.literal('welcomeBonus'),
  merchandiseId,
  email: z.string().trim().max(EMAIL_MAX_LENGTH),
});

const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

export type ParsedCartFlow =
  | {ok: true; request: CartFlowRequest}
  | {ok: false; error: CartErrorCode};

/**
 * A flow's input, before anything is asked of the platform: a custom amount that is not a
 * number of at least 0 in whole cents is refused here (docs/product/pricing.md#pay-what-you-want:
 * added only when it is a number of at least 0); one above the price is refused later, once the
 * price is known.
 */
export function parseCartFlow(inputs: Record<string, unknown>): ParsedCartFlow {
  if (inputs.lines !== undefined) return {ok: false, error: 'flow'};
  if (inputs.flow === 'conceptStore') {
    const result = conceptStoreFlow.safeParse(inputs);
    return result.success
      ? {ok: true, request: result.data}
      : {ok: false, error: errorCode(result.error, 'flow')};
  }
  if (inputs.flow === 'welcomeBonus') {
    const result = welcomeBonusFlow.safeParse(inputs);
    if (result.success) return {ok: true, request: result.data};
    return {
      ok: false,
      error: result.error.issues.some((issue) => issue.path.includes('email'))
        ? 'welcomeEmail'
        : errorCode(result.error, 'flow'),
    };
  }
  const result = priceChoiceFlow.safeParse(inputs);
  if (!result.success) return {ok: false, error: errorCode(result.error, 'flow')};
  const {flow, merchandiseId: id, discount, customPrice} = result.data;
  const choice = parsePriceChoice(discount, customPrice);
  if (choice === 'invalid') return {ok: false, error: 'customPrice'};
  if (flow === 'secretShop')
    return {ok: true, request: {flow, merchandiseId: id, choice}};
  return choice
    ? {ok: true, request: {flow, merchandiseId: id, choice}}
    : {ok: false, error: 'customPrice'};
}

/** At most one of a preset and a custom amount; none is null, anything unreadable 'invalid'. */
function parsePriceChoice(
  discount: unknown,
  customPrice: unknown,
): PriceChoice | null | 'invalid' {
  if (isBlank(discount) && isBlank(customPrice)) return null;
  if (!isBlank(discount) && !isBlank(customPrice)) return 'invalid';
  if (!isBlank(discount)) {
    const preset = parsePwywPreset(discount);
    return preset === null ? 'invalid' : {discount: preset};
  }
  const text = typeof customPrice === 'number' ? String(customPrice) : customPrice;
  if (typeof text !== 'string' || text.length > CUSTOM_PRICE_INPUT_MAX_LENGTH) {
    return 'invalid';
  }
  const amount = parseCustomPrice(text, Number.POSITIVE_INFINITY);
  return amount.ok ? {customPrice: amount.value} : 'invalid';
}

export interface CartActionSources {
  storefront: Storefront;
  cart: HydrogenCart;
  market: Market;
  /** The welcome offer signs the shopper up to the mailing list (SendGrid's settings). */
  env: SendGridEnv;
  /**
   * Signs the welcome-offer line's marker for the cart it joins (the route passes
   * welcomeOfferMarker); without it the offer adds no line.
   */
  welcomeMarker?: (
    email: string,
    currentCart: {id: string} | null,
  ) => Promise<string | null>;
}

export type PreparedCartAction = Extract<ParsedCartAction, {ok: true}> | CartRefusal;

/**
 * What the /cart action should do: a plain cart action as parsed, or a flow turned into the
 * one line it adds, with the attribute the server decided. A refusal changes nothing.
 */
export async function prepareCartAction(
  action: string | undefined,
  inputs: Record<string, unknown>,
  sources: CartActionSources,
): Promise<PreparedCartAction> {
  // The shop's own forms name CART_FLOW_ACTION (Hydrogen's optimistic cart reads every
  // LinesAdd as carrying lines); a LinesAdd naming a flow is the same request.
  const namesFlow =
    action === CART_FLOW_ACTION ||
    (action === CartForm.ACTIONS.LinesAdd && inputs.flow !== undefined);
  try {
    if (!namesFlow)
      return await checkMerchandise(parseCartAction(action, inputs), sources);
    const parsed = parseCartFlow(inputs);
    if (!parsed.ok) return parsed;
    return await resolveCartFlow(parsed.request, sources);
  } catch (error) {
    console.error(error);
    return {ok: false, error: 'upstream'};
  }
}

/**
 * A plain add (or a line switched to another variant) may only name a variant the shopper can
 * see and buy in their market: the platform would otherwise take a COMPLIMENTARY, excluded or
 * secret-shop variant at its list price. The lookup is catalog data, cached like the pages.
 */
async function checkMerchandise(
  parsed: ParsedCartAction,
  sources: CartActionSources,
): Promise<ParsedCartAction> {
  if (
    !parsed.ok ||
    (parsed.action !== CartForm.ACTIONS.LinesAdd &&
      parsed.action !== CartForm.ACTIONS.LinesUpdate)
  ) {
    return parsed;
  }
  const ids = new Set<string>();
  for (const line of parsed.lines) if (line.merchandiseId) ids.add(line.merchandiseId);
  const variants = await Promise.all(
    [...ids].map((id) => purchasableVariant(id, sources)),
  );
  if (!variants.every(Boolean)) return {ok: false, error: 'merchandise'};
  const tagsById = new Map(
    variants.flatMap((node) => (node ? [[node.id, node.product.tags] as const] : [])),
  );
  const refusal = await limitRefusal(parsed, tagsById, sources);
  return refusal ? {ok: false, error: refusal} : parsed;
}

/**
 * docs/product/cart.md#white-cheek-brush: one white cheek brush per cart, however it is asked for
 * (an add, a higher quantity, a line switched to it), and a one-unit line (pay what you want,
 * welcome offer, a free or secret-shop item) keeps its one unit. The cart is read only when the
 * change could matter.
 */
async function limitRefusal(
  parsed: Extract<ParsedCartAction, {lines: unknown}>,
  tagsById: ReadonlyMap<string, readonly string[]>,
  {cart}: CartActionSources,
): Promise<CartErrorCode | null> {
  const namesWhiteBrush = [...tagsById.values()].some(isWhiteCheekBrush);
  const isUpdate = parsed.action === CartForm.ACTIONS.LinesUpdate;
  if (!namesWhiteBrush && !isUpdate) return null;
  const current = cart.getCartId() ? await loadCart(cart) : null;
  if (
    parsed.action === CartForm.ACTIONS.LinesUpdate &&
    changesLockedLine(current?.lines.nodes ?? [], parsed.lines)
  ) {
    return 'lockedQuantity';
  }
  const cartLines = (current?.lines.nodes ?? []).map((line) => ({
    id: line.id,
    quantity: line.quantity,
    productTags: line.merchandise.product.tags,
  }));
  const tagsOf = (id: string | null | undefined) => (id ? tagsById.get(id) : undefined);
  const exceeds = exceedsWhiteCheekBrushLimit(
    cartLines,
    parsed.action === CartForm.ACTIONS.LinesAdd
      ? {
          adds: parsed.lines.map((line) => ({
            quantity: line.quantity ?? 1,
            productTags: tagsOf(line.merchandiseId) ?? [],
          })),
          updates: [],
        }
      : {
          adds: [],
          updates: parsed.lines.map((line) => ({
            id: line.id,
            quantity: line.quantity ?? undefined,
            productTags: tagsOf(line.merchandiseId),
          })),
        },
  );
  return exceeds ? 'whiteCheekLimit' : null;
}

/** The variant behind an id with what the flows check of it, or null (catalog data, cached). */
export async function flowVariant(
  id: string,
  {storefront}: Pick<CartActionSources, 'storefront'>,
) {
  const {node} = await storefront.query(CART_FLOW_VARIANT_QUERY, {
    cache: storefront.CacheShort(),
    variables: {id, collectionsLimit: COLLECTIONS_LIMIT},
  });
  return node && 'product' in node ? node : null;
}

export type FlowVariant = NonNullable<Awaited<ReturnType<typeof flowVariant>>>;

/**
 * This shopper's market sees and sells the variant (docs/product/catalog.md#variant-visibility,
 * docs/product/catalog.md#variant-availability).
 */
export function sellableInMarket(node: FlowVariant, market: Market): boolean {
  const variant = {...node, hidden: node.hidden?.value};
  return (
    isVariantVisible(variant, node.product.id, market) &&
    canAddToCart({productTags: node.product.tags, variant, country: market.country})
  );
}

/** The variant behind an id when this shopper may add it from the public catalog. */
export async function purchasableVariant(
  id: string,
  sources: Pick<CartActionSources, 'storefront' | 'market'>,
) {
  const node = await flowVariant(id, sources);
  // Secret-shop products answer by id too; their prices are the secret shop's flows.
  return node && isPublicResource(node.product) && sellableInMarket(node, sources.market)
    ? node
    : null;
}

export function attributeInputs(list: readonly Attribute[]): AttributeInput[] {
  return list.map(({key, value}) => ({key, value: value ?? ''}));
}

async function resolveCartFlow(
  request: CartFlowRequest,
  sources: CartActionSources,
): Promise<PreparedCartAction> {
  const {cart} = sources;
  if (request.flow === 'welcomeBonus') return resolveWelcomeBonus(request, sources);
  // The secret shop's adds need the signed-in customer: the /cart route sends them to
  // app/features/programmes before they get here.
  if (request.flow === 'secretShop') return {ok: false, error: 'flow'};
  const wantsCart = request.flow === 'pwyw' && Boolean(cart.getCartId());
  const [node, currentCart] = await Promise.all([
    purchasableVariant(request.merchandiseId, sources),
    wantsCart ? loadCart(cart) : null,
  ]);
  if (!node) return {ok: false, error: 'merchandise'};
  const {product} = node;

  if (request.flow === 'conceptStore') {
    const inConceptStore = product.collections.nodes.some(
      (collection) => collection.handle === CONCEPT_STORE_COLLECTION_HANDLE,
    );
    if (
      !inConceptStore ||
      conceptStorePrice(product.tags, node.sku, node.price.currencyCode) === null
    ) {
      return {ok: false, error: 'notInConceptStore'};
    }
    return {
      ok: true,
      action: CartForm.ACTIONS.LinesAdd,
      lines: [
        {
          merchandiseId: node.id,
          quantity: request.quantity,
          attributes: attributeInputs(addToCartAttributes({conceptStore: true})),
        },
      ],
    };
  }

  if (!offersCustomPrice(product.tags)) return {ok: false, error: 'notPwyw'};
  // One free or pay-what-you-want item per customer in the cart
  // (docs/product/cart.md#one-free-item-per-cart).
  if (currentCart && hasFreeOrPwywItem(currentCart.lines)) {
    return {ok: false, error: 'pwywLimit'};
  }
  const price = Number(node.price.amount);
  // docs/product/pricing.md#pay-what-you-want caps the amount at the price; the shopper is told the
  // most they can pay rather than finding the full price in their cart.
  if ('customPrice' in request.choice && request.choice.customPrice > price) {
    return {
      ok: false,
      error: 'customPriceAboveMax',
      max: {amount: price, currencyCode: node.price.currencyCode},
    };
  }
  const customPrice = chosenPrice(request.choice, price);
  return {
    ok: true,
    action: CartForm.ACTIONS.LinesAdd,
    lines: [
      {
        merchandiseId: node.id,
        quantity: 1,
        attributes: attributeInputs(addToCartAttributes({customPrice})),
      },
    ],
  };
}

/**
 * docs/product/pricing.md#welcome-offer: the email joins the mailing list ('already subscribed' is
 * fine), then the variant is added as one line tagged _welcomeBonus with the email; a line the cart
 * already tags that way is replaced, so the offer stays on one item.
 */
async function resolveWelcomeBonus(
  request: Extract<CartFlowRequest, {flow: 'welcomeBonus'}>,
  sources: CartActionSources,
): Promise<PreparedCartAction> {
  if (!isValidEmail(request.email)) return {ok: false, error: 'welcomeEmail'};
  const {cart} = sources;
  const [node, currentCart] = await Promise.all([
    purchasableVariant(request.merchandiseId, sources),
    cart.getCartId() ? loadCart(cart) : null,
  ]);
  if (!node) return {ok: false, error: 'merchandise'};
  const signup = welcomeSignupOutcome(
    await subscribe(sources.env, {
      email: request.email,
      from: MAILING_LIST_SOURCES.welcomeBonus,
      productTitle: node.product.title,
    }),
  );
  if (signup.kind === 'error') {
    return {
      ok: false,
      error: signup.error === 'invalid-email' ? 'welcomeEmail' : 'welcomeSignup',
    };
  }
  const marker = (await sources.welcomeMarker?.(request.email, currentCart)) ?? null;
  if (!marker) return {ok: false, error: 'welcomeSignup'};
  const plan = welcomeBonusPlan(currentCart?.lines ?? [], {
    merchandiseId: node.id,
    email: request.email,
    marker,
  });
  return 'update' in plan
    ? {ok: true, action: CartForm.ACTIONS.LinesUpdate, lines: [plan.update]}
    : {ok: true, action: CartForm.ACTIONS.LinesAdd, lines: [plan.add]};
}
