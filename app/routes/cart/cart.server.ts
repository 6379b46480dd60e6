import type {AttributeInput} from '~/server/tracking.server';
import {trackingAttributesFor} from '~/server/tracking.server';
import {reportFailedCall} from '~/server/error-report.server';
import {subscribe} from '~/features/growth/mailing-list.server';
import {welcomeOfferMarker} from '~/features/promos/welcome-marker.server';
import {prepareSecretShopAdd} from '~/features/programmes/secret-shop-cart.server';
import {
  availableCredit,
  parseCreditRedemption,
  redeemCredit,
} from '~/features/programmes/store-credit.server';
import {REDEEM_CREDIT_ACTION} from '@brush/rules/credit';
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {signedInBuyer} from '~/features/account/account-session.server';
import {cartShippingLine} from '@brush/rules/shipping-info';
import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {CartForm, type CartQueryDataReturn, type HydrogenCart} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {CartActionData} from '~/features/cart/cart-action-data';
import {i18nFor} from '~/i18n';
import {
  exceedsWhiteCheekBrushLimit,
  isWhiteCheekBrush,
} from '@brush/rules/add-to-cart-dialog';
import {changesLockedLine} from '~/features/cart/line-limits';
import {
  parseCartFlow,
  type CartFlowRequest,
} from '~/features/cart/cart-flow-input.server';
import {
  purchasableVariant,
  resolveCartFlow,
  type CartActionSources,
} from '~/features/cart/cart-flow-resolve.server';
import {
  merchandiseId,
  parseCartAction,
  type ParsedCartAction,
  type PreparedCartAction,
} from '~/features/cart/cart-input.server';
import {CART_LINES_LIMIT, SHOP_CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {
  CART_ERROR_MESSAGE_KEYS,
  cartErrorStatus,
  type CartErrorCode,
  type CartRefusal,
} from '~/features/cart/cart-refusals';
import {
  cartForWrite,
  expireCartCookie,
  loadCart,
  readCart,
  readCartForm,
  readForWrite,
  rememberWrittenCart,
  type CartWriteNeeds,
  type CartFormPost,
} from '~/features/cart/cart.server';
import type {Cart} from '~/features/cart/cart.server';
import {UnconfirmedWriteError} from '~/server/upstream.server';
import {
  addsPastLineLimit,
  limitRepair,
  type LimitBreach,
} from '~/features/cart/line-limits';
import {formatMoney} from '@brush/rules/currency';
import {
  bogoSwapChoices,
  freeItemDeclineCookie,
  parseBogoSwap,
  prepareBogoSwap,
  readShopperCart,
} from '~/features/cart/cart-offers.server';
import {BOGO_SWAP_ACTION} from '@brush/rules/bogo';
import {criticalData} from '~/server/critical-data.server';
import {cartFailure} from '~/features/cart/cart-errors';
import {storedCartAfterWrite} from '@brush/rules/cart-validity';
import {MAX_LINE_QUANTITY} from '@brush/rules/limits';
import {safeRedirectPath} from '~/server/safe-redirect';
import {CART_PATH} from '~/lib/navigation';
import {canonicalUrl} from '~/lib/seo';

interface CartPost {
  request: Request;
  context: AppLoadContext;
  /** Something the shopper is told besides the cart. */
  notify: (notice: string) => void;
}

/** The post's input checked against its flow's schema: a refusal, or how to prepare it. */
function parsePost(
  formAction: string | undefined,
  inputs: Record<string, unknown>,
): CartRefusal | ((post: CartPost) => Promise<PreparedCartAction>) {
  if (formAction === REDEEM_CREDIT_ACTION) {
    const redemption = parseCreditRedemption(inputs);
    if ('ok' in redemption) return redemption;
    return ({context, notify}) => redeemCredit(redemption, context, notify);
  }
  if (formAction === BOGO_SWAP_ACTION) {
    const swap = parseBogoSwap(inputs);
    return 'ok' in swap ? swap : ({context}) => prepareBogoSwap(swap, context);
  }
  const input = parseCartInput(formAction, inputs);
  if (!input.ok) return input;
  if (input.action === CART_FLOW_ACTION && input.request.flow === 'secretShop') {
    const {request: secretShopAdd} = input;
    return ({context}) => prepareSecretShopAdd(secretShopAdd, context);
  }
  return ({context, request}) =>
    prepareCartAction(input, {
      ...context,
      subscribe: (signup) => subscribe(context.env, signup),
      welcomeMarker: (email, current) =>
        welcomeOfferMarker({...context, request}, email, current),
    });
}

/** A post's input as its schema reads it, a Hydrogen action's or a promo flow's. */
type CartInput =
  | Extract<ParsedCartAction, {ok: true}>
  | {ok: true; action: typeof CART_FLOW_ACTION; request: CartFlowRequest};

/** The post's input checked before anything is asked of the platform. */
function parseCartInput(
  action: string | undefined,
  inputs: Record<string, unknown>,
): CartInput | CartRefusal {
  // The shop's own forms name CART_FLOW_ACTION (Hydrogen's optimistic cart reads every
  // LinesAdd as carrying lines); a LinesAdd naming a flow is the same request.
  const namesFlow =
    action === CART_FLOW_ACTION ||
    (action === CartForm.ACTIONS.LinesAdd && inputs.flow !== undefined);
  if (!namesFlow) return parseCartAction(action, inputs);
  const parsed = parseCartFlow(inputs);
  return parsed.ok
    ? {ok: true, action: CART_FLOW_ACTION, request: parsed.request}
    : parsed;
}

async function prepareCartAction(
  input: CartInput,
  sources: CartActionSources,
): Promise<PreparedCartAction> {
  try {
    if (input.action === CART_FLOW_ACTION) {
      return await resolveCartFlow(input.request, sources);
    }
    return await checkMerchandise(input, sources);
  } catch (error) {
    console.error(error);
    return {ok: false, error: 'upstream'};
  }
}

// A plain add (or a line switched to another variant) may only name a variant the shopper
// can see and buy in their market.
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

/** docs/product/cart.md#white-cheek-brush. */
async function limitRefusal(
  parsed: Extract<ParsedCartAction, {lines: unknown}>,
  tagsById: ReadonlyMap<string, readonly string[]>,
  {cart}: CartActionSources,
): Promise<CartErrorCode | null> {
  const namesWhiteBrush = [...tagsById.values()].some(isWhiteCheekBrush);
  const isUpdate = parsed.action === CartForm.ACTIONS.LinesUpdate;
  if (!namesWhiteBrush && !isUpdate) return null;
  const current = await cartForWrite(cart);
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

const BAD_GATEWAY = 502;
/** The write went out and no answer came back: its outcome is unknown. */
const GATEWAY_TIMEOUT = 504;

/** Post-Redirect-Get without JavaScript. */
export const cartHeaders: HeadersFunction = ({actionHeaders}) => actionHeaders;

/** The one cart action: every cart form (CartForm) posts here, with or without JavaScript. */
export async function action({request, context}: ActionFunctionArgs) {
  return writeCart(request, context, await readCartForm(request));
}

/**
 * One request's check and write of the cart. Nothing orders two requests' writes: isolates
 * share nothing, so the platform's checks and the recheck after the write hold the limits.
 */
async function writeCart(
  request: Request,
  context: ActionFunctionArgs['context'],
  {formData, action: formAction, inputs}: CartFormPost,
) {
  const {cart, market} = context;
  const notices: string[] = [];
  const post: CartPost = {request, context, notify: (notice) => notices.push(notice)};
  // A refused input asks nothing of the platform.
  const prepare = parsePost(formAction, inputs);
  const parsed: PreparedCartAction =
    typeof prepare !== 'function'
      ? prepare
      : await readForWrite(context, writeNeeds(formAction, inputs)).then(
          async () => withinLineLimit(await prepare(post), cart),
          (error: unknown) => {
            console.error(error);
            return {ok: false, error: 'upstream'};
          },
        );

  if (!parsed.ok) {
    const {t} = i18nFor(market.language);
    return data<CartActionData>(
      {
        cart: null,
        errors: [
          {
            code: parsed.error,
            message: t(CART_ERROR_MESSAGE_KEYS[parsed.error], {
              max: parsed.max
                ? formatMoney(parsed.max.amount, parsed.max.currencyCode, market.language)
                : MAX_LINE_QUANTITY,
              lines: SHOP_CART_LINES_LIMIT,
            }),
          },
        ],
        analytics: {cartId: undefined},
      },
      {status: cartErrorStatus(parsed.error)},
    );
  }

  let result: CartQueryDataReturn;
  let declineCookie: string | null = null;
  let breach: LimitBreach | null = null;
  try {
    const hadCart = Boolean(cart.getCartId());
    const before = writesLines(parsed) && hadCart ? await loadCart(cart) : null;
    declineCookie = await freeItemDeclineCookie(parsed, cart, request);
    result = await applyCartAction(parsed, cart, {
      buyerIdentity: {countryCode: market.country, ...signedInBuyer(context)},
      // A new cart starts with the shopper's tracking attributes.
      attributes: () => trackingAttributesFor(request, context),
    });
    rememberWrittenCart(cart, result.cart);
    if (writesLines(parsed) && result.cart?.id) {
      const repaired = await recheckLimits(parsed, cart, before);
      if (repaired) {
        breach = repaired.breach;
        result = repaired.result;
      }
    }
  } catch (error) {
    console.error(error);
    const {t} = i18nFor(market.language);
    // A write that got no answer may still be made.
    const unconfirmed = error instanceof UnconfirmedWriteError;
    return data<CartActionData>(
      {
        cart: null,
        errors: [
          {message: t(unconfirmed ? 'cart.errors.unconfirmed' : 'cart.errors.generic')},
        ],
        analytics: {cartId: undefined},
      },
      {status: unconfirmed ? GATEWAY_TIMEOUT : BAD_GATEWAY},
    );
  }

  const cartId = result.cart?.id;
  const stored = storedCartAfterWrite(result);
  const headers =
    stored === 'keep'
      ? new Headers()
      : stored === 'drop'
        ? expireCartCookie(request)
        : cart.setCartId(stored.store);
  if (declineCookie) headers.append('Set-Cookie', declineCookie);

  const failure = cartFailure({
    ...result,
    errors: result.errors?.map((error) => ({message: shopperMessage(error.message)})),
  });
  if (failure) {
    const {t} = i18nFor(market.language);
    const message =
      failure.kind === 'message' ? failure.message : t('cart.errors.cartMissing');
    context.waitUntil(
      reportCartError(
        context,
        {
          operation: parsed.action,
          error: message,
          cart: result.cart ?? null,
          variables: formAction ? inputs : {},
        },
        (error) => reportFailedCall(context, request, error),
      ),
    );
    if (result.warnings?.length) console.warn(result.warnings);
    return data<CartActionData>(
      {cart: result.cart ?? null, errors: [{message}], analytics: {cartId}},
      {status: 200, headers},
    );
  }
  if (result.warnings?.length) console.warn(result.warnings);

  if (breach) {
    const {t} = i18nFor(market.language);
    return data<CartActionData>(
      {
        cart: result.cart ?? null,
        errors: [
          {
            code: breach,
            message: t(CART_ERROR_MESSAGE_KEYS[breach], {lines: SHOP_CART_LINES_LIMIT}),
          },
        ],
        analytics: {cartId},
      },
      {status: cartErrorStatus(breach), headers},
    );
  }

  let status = 200;
  const redirectTo = formData.get('redirectTo');
  if (typeof redirectTo === 'string') {
    status = 303;
    headers.set('Location', safeRedirectPath(redirectTo, CART_PATH));
  }

  return data<CartActionData>(
    {cart: result.cart ?? null, errors: [], notices, analytics: {cartId}},
    {status, headers},
  );
}

/**
 * An add that would take the cart past the shop's line limit is refused before the write,
 * from the cart the post's checks already read (docs/product/cart.md#line-limit).
 */
async function withinLineLimit(
  parsed: PreparedCartAction,
  cart: HydrogenCart,
): Promise<PreparedCartAction> {
  if (!parsed.ok || parsed.action !== CartForm.ACTIONS.LinesAdd) return parsed;
  const current = await loadCart(cart);
  return addsPastLineLimit(current?.lines.nodes ?? [], parsed.lines)
    ? {ok: false, error: 'cartLinesLimit'}
    : parsed;
}

/** What a post's checks read, asked of the platform in one request before they run. */
function writeNeeds(
  formAction: string | undefined,
  inputs: Record<string, unknown>,
): CartWriteNeeds {
  if (formAction === CartForm.ACTIONS.DiscountCodesUpdate) {
    return {cart: false, offers: false, variantIds: []};
  }
  const lines = Array.isArray(inputs.lines) ? (inputs.lines as unknown[]) : [];
  const named = [
    inputs.merchandiseId,
    ...lines.map((line) =>
      line && typeof line === 'object' && 'merchandiseId' in line
        ? line.merchandiseId
        : undefined,
    ),
  ];
  const variantIds = named.filter(
    (id): id is string => merchandiseId.safeParse(id).success,
  );
  return {
    cart: true,
    offers: formAction === BOGO_SWAP_ACTION,
    variantIds: [...new Set(variantIds)].slice(0, CART_LINES_LIMIT),
  };
}

type LineWrite = Extract<ParsedCartAction, {lines: unknown}>;

function writesLines(parsed: Extract<ParsedCartAction, {ok: true}>): parsed is LineWrite {
  return (
    parsed.action === CartForm.ACTIONS.LinesAdd ||
    parsed.action === CartForm.ACTIONS.LinesUpdate
  );
}

// The cart's limits (docs/product/cart.md#limits-after-a-write) checked again on the cart
// this write produced, which holds every concurrent write the platform made before it.
async function recheckLimits(
  parsed: LineWrite,
  cart: HydrogenCart,
  before: Cart | null,
): Promise<{breach: LimitBreach; result: CartQueryDataReturn} | null> {
  const after = await loadCart(cart);
  if (!after) return null;
  const repair = limitRepair(before?.lines.nodes ?? [], after.lines.nodes, {
    addedMerchandiseIds:
      parsed.action === CartForm.ACTIONS.LinesAdd
        ? parsed.lines.map((line) => line.merchandiseId)
        : [],
    updatedLineIds:
      parsed.action === CartForm.ACTIONS.LinesUpdate
        ? parsed.lines.map((line) => line.id)
        : [],
  });
  if (!repair) return null;
  const result = await cart.updateLines(repair.updates);
  rememberWrittenCart(cart, result.cart);
  return {breach: repair.breach, result};
}

/** Hydrogen tags the upstream's GraphQL errors ('[h2:error:storefront.mutation] ...'). */
const HYDROGEN_ERROR_TAG = /^\[h2:[^\]]*\]\s*/;

function shopperMessage(message: string | undefined): string | undefined {
  return message?.replace(HYDROGEN_ERROR_TAG, '');
}

async function applyCartAction(
  parsed: Extract<ParsedCartAction, {ok: true}>,
  cart: HydrogenCart,
  newCart: {
    buyerIdentity: {countryCode: CountryCode; customerAccessToken?: string};
    attributes: () => Promise<AttributeInput[]>;
  },
): Promise<CartQueryDataReturn> {
  // Only an add makes a cart: a change to a cart no cookie names asks nothing.
  if (parsed.action !== CartForm.ACTIONS.LinesAdd && !cart.getCartId()) {
    return {cart: null, errors: []} as unknown as CartQueryDataReturn;
  }
  switch (parsed.action) {
    case CartForm.ACTIONS.LinesAdd: {
      const create = async () =>
        cart.create({
          lines: parsed.lines,
          buyerIdentity: newCart.buyerIdentity,
          attributes: await newCart.attributes(),
        });
      // A stored cart the shop discards takes no new lines.
      if (!cart.getCartId() || !(await readCart(cart))) return create();
      const result = await cart.addLines(parsed.lines);
      // No cart and no error: the cookie named a cart the platform no longer knows.
      return result.cart?.id || result.errors?.length ? result : create();
    }
    case CartForm.ACTIONS.LinesUpdate:
      return cart.updateLines(parsed.lines);
    case CartForm.ACTIONS.LinesRemove:
      return cart.removeLines(parsed.lineIds);
    case CartForm.ACTIONS.DiscountCodesUpdate:
      return cart.updateDiscountCodes(parsed.discountCodes);
    case CartForm.ACTIONS.AttributesUpdateInput:
      if (parsed.attributes) return cart.updateAttributes(parsed.attributes);
      // Nothing to write (docs/product/cart.md#add-to-cart).
      return {cart: (await readCart(cart)) as CartQueryDataReturn['cart'], errors: []};
  }
}

export async function loader({context, request}: LoaderFunctionArgs) {
  const {t} = i18nFor(context.market.language);
  // The page's own data: a cookie naming no cart is an empty cart, but a platform that
  // fails is the error screen, never an empty cart by mistake (the header's badge reads
  // the cart through loadCart, which shows nothing rather than fail the whole page).
  const read = await criticalData(readShopperCart(context, request), 'Cart');
  // The handler was built with CART_QUERY_FRAGMENT, so this is the fragment's shape.
  const cart = read?.id ? (read as unknown as Cart) : null;
  return {
    cart,
    /** The signed-in customer's store credit in the cart's currency, null for anyone else. */
    storeCredit: await availableCredit(context, cart),
    /** Each buy-one-get-one free line's main item and the choices it may swap to. */
    bogo: await bogoSwapChoices(context, cart).catch((error: unknown) => {
      console.error(error);
      return {};
    }),
    shipping: cart
      ? cartShippingLine(
          context.market.country,
          cart.cost.subtotalAmount.currencyCode,
          Number(cart.cost.subtotalAmount.amount),
        )
      : null,
    seo: {
      title: t('cart.title'),
      description: t('cart.metaDescription'),
      url: canonicalUrl(request.url),
      noindex: true,
    },
  };
}

/**
 * What the brand's server takes at POST /api/errors/cart
 * (docs/product/operations.md#cart-error-reports).
 */
interface CartErrorReport {
  operation: string;
  error: string;
  cart: unknown;
  variables: unknown;
}

/**
 * Reports a failed cart mutation to the brand's own server (BRAND_API_URL), so the team
 * sees what shoppers could not do, and, through `toErrorReporting` (the shell's, which
 * adds the market, customer and cart; the /cart route hands it in), to Sentry when it is
 * configured (mutation errors go to error reporting:
 * docs/product/operations.md#cart-error-reports).
 */
async function reportCartError(
  context: Pick<AppLoadContext, 'env'>,
  report: CartErrorReport,
  toErrorReporting: (error: Error) => Promise<void>,
): Promise<void> {
  await Promise.all([
    toBrandServer(context, report),
    toErrorReporting(
      Object.assign(new Error(`cart ${report.operation} failed: ${report.error}`), {
        name: 'CartMutationError',
      }),
    ).catch((error: unknown) => console.warn('cart error report failed', error)),
  ]);
}

async function toBrandServer(
  context: Pick<AppLoadContext, 'env'>,
  report: CartErrorReport,
): Promise<void> {
  const base = context.env.BRAND_API_URL;
  if (!base) return;
  try {
    await fetch(new URL('/api/errors/cart', base), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(context.env.BRAND_API_TOKEN
          ? {Authorization: `Bearer ${context.env.BRAND_API_TOKEN}`}
          : {}),
      },
      body: JSON.stringify(report),
    });
  } catch (error) {
    console.warn('cart error report failed', error);
  }
}
