import type {AttributeInput} from '~/server/referral';
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
import type {CartActionData} from './cart-action-data';
import {i18nFor} from '~/i18n';
import {parseCartInput, prepareCartAction} from '~/features/cart/cart-action.server';
import type {WelcomeSignup} from '~/features/cart/cart-flow-resolve.server';
import {
  merchandiseId,
  type ParsedCartAction,
  type PreparedCartAction,
} from '~/features/cart/cart-input.server';
import {CART_LINES_LIMIT, SHOP_CART_LINES_LIMIT} from '@brush/rules/cart-validity';
import {
  CART_ERROR_MESSAGE_KEYS,
  cartErrorStatus,
  type CartRefusal,
} from '~/features/cart/cart-refusals';
import {
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
import {addsPastLineLimit, limitRepair, type LimitBreach} from './line-limits';
import {formatMoney} from '@brush/rules/currency';
import {reportCartError} from '~/features/cart/cart-error-report.server';
import {
  bogoSwapChoices,
  freeItemDeclineCookie,
  parseBogoSwap,
  prepareBogoSwap,
  readShopperCart,
} from '~/features/cart/cart-offers.server';
import {BOGO_SWAP_ACTION} from '@brush/rules/bogo';
import {criticalData} from '~/server/critical-data.server';
import {cartFailure} from './cart-errors';
import {storedCartAfterWrite} from '@brush/rules/cart-validity';
import {MAX_LINE_QUANTITY} from '@brush/rules/limits';
import {safeRedirectPath} from '~/server/safe-redirect';
import {CART_PATH} from '~/lib/navigation';
import {canonicalUrl} from '~/lib/seo';

export interface CartPost {
  formAction: string | undefined;
  inputs: Record<string, unknown>;
  request: Request;
  context: ActionFunctionArgs['context'];
  /** Something the shopper is told besides the cart. */
  notify: (notice: string) => void;
}

/** How a post is prepared once its input is checked. */
export type PrepareCart = (post: CartPost) => Promise<PreparedCartAction>;

export interface CartPreparer {
  takes: (formAction: string | undefined, inputs: Record<string, unknown>) => boolean;
  /** Checks the input before anything is asked of the platform: a refusal, or its preparation. */
  parse: (inputs: Record<string, unknown>) => CartRefusal | PrepareCart;
}

/** What the features above the cart bring to its page and its action. */
export interface CartRouteParts {
  /** Posts the features above the cart check before they reach the platform. */
  preparers: readonly CartPreparer[];
  /** The signed-in customer's store credit in the cart's currency, null for anyone else. */
  availableCredit: (context: AppLoadContext, cart: Cart | null) => Promise<number | null>;
  /** A new cart's tracking attributes (docs/product/growth.md#cart-tracking-attributes). */
  trackingAttributes: (
    request: Request,
    context: AppLoadContext,
  ) => Promise<AttributeInput[]>;
  // Signs the welcome-offer line's marker (docs/product/pricing.md#welcome-offer).
  welcomeMarker: (
    sources: AppLoadContext & {request: Request},
    email: string,
    currentCart: {id: string} | null,
  ) => Promise<string | null>;
  /** Signs the welcome offer's email up to the mailing list: null once it went through. */
  subscribe: (
    env: AppLoadContext['env'],
    signup: WelcomeSignup,
  ) => Promise<string | null>;
  /** Reports a failed call to error reporting, with the shopper's part of it. */
  reportFailedCall: (
    context: AppLoadContext,
    request: Request,
    error: Error,
  ) => Promise<void>;
}

/** The post's input checked by the first preparer that takes it: a refusal, or its preparation. */
function parsePost(
  parts: CartRouteParts,
  formAction: string | undefined,
  inputs: Record<string, unknown>,
): CartRefusal | PrepareCart {
  const preparer = parts.preparers.find((candidate) =>
    candidate.takes(formAction, inputs),
  );
  if (preparer) return preparer.parse(inputs);
  if (formAction === BOGO_SWAP_ACTION) {
    const swap = parseBogoSwap(inputs);
    return 'ok' in swap ? swap : ({context}) => prepareBogoSwap(swap, context);
  }
  const input = parseCartInput(formAction, inputs);
  if (!input.ok) return input;
  return ({context, request}) =>
    prepareCartAction(input, {
      ...context,
      subscribe: (signup) => parts.subscribe(context.env, signup),
      welcomeMarker: (email, current) =>
        parts.welcomeMarker({...context, request}, email, current),
    });
}

/** The /cart route's action and loader, with the parts the features above the cart bring. */
export function cartRoute(parts: CartRouteParts) {
  return {
    action: (args: ActionFunctionArgs) => cartAction(args, parts),
    loader: (args: LoaderFunctionArgs) => cartLoader(args, parts),
  };
}

const BAD_GATEWAY = 502;
/** The write went out and no answer came back: its outcome is unknown. */
const GATEWAY_TIMEOUT = 504;

/** Post-Redirect-Get without JavaScript. */
export const cartHeaders: HeadersFunction = ({actionHeaders}) => actionHeaders;

/** The one cart action: every cart form (CartForm) posts here, with or without JavaScript. */
async function cartAction({request, context}: ActionFunctionArgs, parts: CartRouteParts) {
  return writeCart(request, context, await readCartForm(request), parts);
}

/**
 * One request's check and write of the cart. Nothing orders two requests' writes: isolates
 * share nothing, so the platform's checks and the recheck after the write hold the limits.
 */
async function writeCart(
  request: Request,
  context: ActionFunctionArgs['context'],
  {formData, action: formAction, inputs}: CartFormPost,
  parts: CartRouteParts,
) {
  const {cart, market} = context;
  const notices: string[] = [];
  const post: CartPost = {
    formAction,
    inputs,
    request,
    context,
    notify: (notice) => notices.push(notice),
  };
  // A refused input asks nothing of the platform.
  const prepare = parsePost(parts, formAction, inputs);
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
      attributes: () => parts.trackingAttributes(request, context),
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
        (error) => parts.reportFailedCall(context, request, error),
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

async function cartLoader({context, request}: LoaderFunctionArgs, parts: CartRouteParts) {
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
    storeCredit: await parts.availableCredit(context, cart),
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
