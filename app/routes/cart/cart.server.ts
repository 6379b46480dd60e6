import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {CartForm, type CartQueryDataReturn, type HydrogenCart} from '@shopify/hydrogen';
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import {trackingAttributesFor} from '~/server/tracking.server';
import {postToBrandServer, reportError} from '~/server/error-report.server';
import {criticalData} from '~/server/critical-data.server';
import {UnconfirmedWriteError} from '~/server/upstream.server';
import {safeRedirectPath} from '~/server/safe-redirect';
import {subscribe} from '~/features/growth/mailing-list.server';
import {welcomeOfferMarker} from '~/features/promos/welcome-marker.server';
import {prepareSecretShopAdd} from '~/features/programmes/secret-shop-cart.server';
import {
  availableCredit,
  parseCreditRedemption,
  redeemCredit,
} from '~/features/programmes/store-credit.server';
import {signedInBuyer} from '~/features/account/account-session.server';
import type {CartActionData} from '~/features/cart/cart-action-data';
import {
  addsPastLineLimit,
  changesLockedLine,
  limitRepair,
} from '~/features/cart/line-limits';
import {
  CART_ERROR_MESSAGE_KEYS,
  cartErrorStatus,
  merchandiseId,
  parseCartAction,
  parseCartFlow,
  type CartFlowRequest,
  type CartRefusal,
  type ParsedCartAction,
  type PreparedCartAction,
} from '~/features/cart/cart-input.server';
import {
  attributeInputs,
  cartForWrite,
  cartOf,
  expireCartCookie,
  loadCart,
  purchasableVariant,
  readCart,
  readForWrite,
  rememberWrittenCart,
} from '~/features/cart/cart.server';
import {
  bogoSwapChoices,
  freeItemDeclineCookie,
  parseBogoSwap,
  prepareBogoSwap,
  readShopperCart,
} from '~/features/cart/cart-offers.server';
import {cartFailure} from '~/features/cart/cart-errors';
import {i18nFor} from '~/i18n';
import {CART_PATH} from '~/lib/navigation';
import {canonicalUrl} from '~/lib/seo';
import {MAILING_LIST_SOURCES, welcomeSignupOutcome} from '~/lib/mailing-list';
import {
  addToCartAttributes,
  exceedsWhiteCheekBrushLimit,
  hasFreeOrPwywItem,
  isWhiteCheekBrush,
} from '@brush/rules/add-to-cart-dialog';
import {BOGO_SWAP_ACTION} from '@brush/rules/bogo';
import {
  CART_LINES_LIMIT,
  SHOP_CART_LINES_LIMIT,
  storedCartAfterWrite,
} from '@brush/rules/cart-validity';
import {welcomeBonusPlan} from '@brush/rules/cart-plans';
import {REDEEM_CREDIT_ACTION} from '@brush/rules/credit';
import {formatMoney} from '@brush/rules/currency';
import {MAX_LINE_QUANTITY} from '@brush/rules/limits';
import {
  CART_FLOW_ACTION,
  CONCEPT_STORE_COLLECTION_HANDLE,
  conceptStorePrice,
} from '@brush/rules/promos';
import {chosenPrice, offersCustomPrice} from '@brush/rules/pwyw';
import {cartShippingLine} from '@brush/rules/shipping-info';
import {isValidEmail} from '@brush/rules/validation';

/** Post-Redirect-Get without JavaScript. */
export const cartHeaders: HeadersFunction = ({actionHeaders}) => actionHeaders;

/**
 * The one cart action: every cart form (CartForm) posts here, with or without JavaScript.
 * Nothing orders two requests' writes: isolates share nothing, so the platform's checks and
 * the recheck after the write hold the limits.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const {cart, market} = context;
  const {t} = i18nFor(market.language);
  const {formData, formAction, inputs} = await readCartForm(request);
  const notices: string[] = [];
  const answer = (body: Partial<CartActionData>, status: number, headers?: Headers) =>
    data<CartActionData>(
      {cart: null, errors: [], analytics: {cartId: undefined}, ...body},
      {status, headers},
    );
  const refuse = (
    {error, max}: CartRefusal,
    body: Partial<CartActionData> = {},
    headers?: Headers,
  ) => {
    const message = t(CART_ERROR_MESSAGE_KEYS[error], {
      max: max
        ? formatMoney(max.amount, max.currencyCode, market.language)
        : MAX_LINE_QUANTITY,
      lines: SHOP_CART_LINES_LIMIT,
    });
    return answer(
      {...body, errors: [{code: error, message}]},
      cartErrorStatus(error),
      headers,
    );
  };

  // A refused input asks nothing of the platform; the checks read what they need in one
  // request before they run.
  const prepare = parsePost(formAction, inputs);
  const parsed: PreparedCartAction =
    typeof prepare !== 'function'
      ? prepare
      : await readForWrite(context, writeNeeds(formAction, inputs))
          .then(async () => {
            const notify = (notice: string) => notices.push(notice);
            return withinLineLimit(await prepare({request, context, notify}), cart);
          })
          .catch((error: unknown) => {
            console.error(error);
            return {ok: false, error: 'upstream'} as const;
          });
  if (!parsed.ok) return refuse(parsed);

  let result: CartQueryDataReturn;
  let declineCookie: string | null = null;
  let breach: ReturnType<typeof limitRepair> = null;
  try {
    const own = ownWrite(parsed);
    const before = own && cart.getCartId() ? await loadCart(cart) : null;
    declineCookie = await freeItemDeclineCookie(parsed, cart, request);
    result = await applyCartAction(parsed, cart, async (lines) =>
      cart.create({
        lines,
        buyerIdentity: {countryCode: market.country, ...signedInBuyer(context)},
        attributes: await trackingAttributesFor(request, context),
      }),
    );
    rememberWrittenCart(cart, result.cart);
    // The cart's limits (docs/product/cart.md#limits-after-a-write) checked again on the
    // cart this write produced, which holds every concurrent write the platform made before.
    const after = own && result.cart?.id ? await loadCart(cart) : null;
    breach =
      own && after
        ? limitRepair(before?.lines.nodes ?? [], after.lines.nodes, own)
        : null;
    if (breach) {
      result = await cart.updateLines(breach.updates);
      rememberWrittenCart(cart, result.cart);
    }
  } catch (error) {
    console.error(error);
    // A write that got no answer may still be made: its outcome is unknown.
    const unconfirmed = error instanceof UnconfirmedWriteError;
    const message = t(unconfirmed ? 'cart.errors.unconfirmed' : 'cart.errors.generic');
    return answer({errors: [{message}]}, unconfirmed ? 504 : 502);
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
  if (result.warnings?.length) console.warn(result.warnings);
  const written = {cart: result.cart ?? null, analytics: {cartId}};

  const failure = cartFailure({
    ...result,
    // Hydrogen tags the upstream's GraphQL errors ('[h2:error:storefront.mutation] ...').
    errors: result.errors?.map((error) => ({
      message: error.message?.replace(/^\[h2:[^\]]*\]\s*/, ''),
    })),
  });
  if (failure) {
    const message =
      failure.kind === 'message' ? failure.message : t('cart.errors.cartMissing');
    context.waitUntil(
      reportCartError(context, request, {
        operation: parsed.action,
        error: message,
        cart: result.cart ?? null,
        variables: formAction ? inputs : {},
      }),
    );
    return answer({...written, errors: [{message}]}, 200, headers);
  }
  if (breach) return refuse({ok: false, error: breach.breach}, written, headers);
  const redirectTo = formData.get('redirectTo');
  if (typeof redirectTo !== 'string') return answer({...written, notices}, 200, headers);
  headers.set('Location', safeRedirectPath(redirectTo, CART_PATH));
  return answer({...written, notices}, 303, headers);
}

async function readCartForm(request: Request) {
  try {
    const formData = await request.formData();
    const {action, inputs} = CartForm.getFormInput(formData);
    return {
      formData,
      formAction: typeof action === 'string' ? action : undefined,
      inputs: inputs ?? {},
    };
  } catch {
    return {formData: new FormData(), formAction: undefined, inputs: {}};
  }
}

interface Post {
  request: Request;
  context: AppLoadContext;
  /** Something the shopper is told besides the cart. */
  notify: (notice: string) => void;
}

/** The post's input checked against its flow's schema: a refusal, or how to prepare it. */
function parsePost(
  formAction: string | undefined,
  inputs: Record<string, unknown>,
): CartRefusal | ((post: Post) => Promise<PreparedCartAction>) {
  if (formAction === REDEEM_CREDIT_ACTION) {
    const redemption = parseCreditRedemption(inputs);
    if ('ok' in redemption) return redemption;
    return ({context, notify}) => redeemCredit(redemption, context, notify);
  }
  if (formAction === BOGO_SWAP_ACTION) {
    const swap = parseBogoSwap(inputs);
    return 'ok' in swap ? swap : ({context}) => prepareBogoSwap(swap, context);
  }
  // The shop's own forms name CART_FLOW_ACTION (Hydrogen's optimistic cart reads every
  // LinesAdd as carrying lines); a LinesAdd naming a flow is the same request.
  const namesFlow =
    formAction === CART_FLOW_ACTION ||
    (formAction === CartForm.ACTIONS.LinesAdd && inputs.flow !== undefined);
  if (namesFlow) {
    const flow = parseCartFlow(inputs);
    if (!flow.ok) return flow;
    const {request: add} = flow;
    // The secret shop's adds need the signed-in customer: programmes resolves them.
    if (add.flow === 'secretShop')
      return ({context}) => prepareSecretShopAdd(add, context);
    if (add.flow === 'welcomeBonus') return (post) => resolveWelcomeBonus(add, post);
    return ({context}) => resolvePriceFlow(add, context);
  }
  const parsed = parseCartAction(formAction, inputs);
  return parsed.ok ? ({context}) => checkMerchandise(parsed, context) : parsed;
}

function writeNeeds(formAction: string | undefined, inputs: Record<string, unknown>) {
  if (formAction === CartForm.ACTIONS.DiscountCodesUpdate) {
    return {cart: false, offers: false, variantIds: []};
  }
  const lines: ({merchandiseId?: unknown} | null)[] = Array.isArray(inputs.lines)
    ? inputs.lines
    : [];
  const variantIds = [
    inputs.merchandiseId,
    ...lines.map((line) => line?.merchandiseId),
  ].filter((id): id is string => merchandiseId.safeParse(id).success);
  return {
    cart: true,
    offers: formAction === BOGO_SWAP_ACTION,
    variantIds: [...new Set(variantIds)].slice(0, CART_LINES_LIMIT),
  };
}

/** What this request writes to the cart's lines, for the after-write check. */
function ownWrite(parsed: Extract<ParsedCartAction, {ok: true}>) {
  if (parsed.action === CartForm.ACTIONS.LinesAdd) {
    return {
      addedMerchandiseIds: parsed.lines.map((line) => line.merchandiseId),
      updatedLineIds: [],
    };
  }
  if (parsed.action === CartForm.ACTIONS.LinesUpdate) {
    return {addedMerchandiseIds: [], updatedLineIds: parsed.lines.map((line) => line.id)};
  }
  return null;
}

/**
 * A plain add (or a line switched to another variant) may only name a variant the shopper
 * can see and buy in their market, within docs/product/cart.md#white-cheek-brush.
 */
async function checkMerchandise(
  parsed: Extract<ParsedCartAction, {ok: true}>,
  context: AppLoadContext,
): Promise<PreparedCartAction> {
  const isUpdate = parsed.action === CartForm.ACTIONS.LinesUpdate;
  if (!isUpdate && parsed.action !== CartForm.ACTIONS.LinesAdd) return parsed;
  const ids = new Set(parsed.lines.flatMap((line) => line.merchandiseId ?? []));
  const tagsById = new Map<string, readonly string[]>();
  for (const node of await Promise.all(
    [...ids].map((id) => purchasableVariant(id, context)),
  )) {
    if (!node) return {ok: false, error: 'merchandise'};
    tagsById.set(node.id, node.product.tags);
  }
  if (!isUpdate && ![...tagsById.values()].some(isWhiteCheekBrush)) return parsed;
  const lines = (await cartForWrite(context.cart))?.lines.nodes ?? [];
  if (isUpdate && changesLockedLine(lines, parsed.lines)) {
    return {ok: false, error: 'lockedQuantity'};
  }
  const tagsOf = (id: string | null | undefined) => (id ? tagsById.get(id) : undefined);
  const exceeds = exceedsWhiteCheekBrushLimit(
    lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      productTags: line.merchandise.product.tags,
    })),
    isUpdate
      ? {
          adds: [],
          updates: parsed.lines.map((line) => ({
            id: line.id,
            quantity: line.quantity ?? undefined,
            productTags: tagsOf(line.merchandiseId),
          })),
        }
      : {
          adds: parsed.lines.map((line) => ({
            quantity: line.quantity ?? 1,
            productTags: tagsOf(line.merchandiseId) ?? [],
          })),
          updates: [],
        },
  );
  return exceeds ? {ok: false, error: 'whiteCheekLimit'} : parsed;
}

/** The concept store's and pay-what-you-want's add: the one line, priced by the server. */
async function resolvePriceFlow(
  request: Extract<CartFlowRequest, {flow: 'conceptStore' | 'pwyw'}>,
  context: AppLoadContext,
): Promise<PreparedCartAction> {
  const wantsCart = request.flow === 'pwyw' && Boolean(context.cart.getCartId());
  const [node, currentCart] = await Promise.all([
    purchasableVariant(request.merchandiseId, context),
    wantsCart ? cartForWrite(context.cart) : null,
  ]);
  if (!node) return {ok: false, error: 'merchandise'};
  const {product} = node;
  const add = (
    quantity: number,
    attributes: Parameters<typeof addToCartAttributes>[0],
  ) => ({
    ok: true as const,
    action: CartForm.ACTIONS.LinesAdd,
    lines: [
      {
        merchandiseId: node.id,
        quantity,
        attributes: attributeInputs(addToCartAttributes(attributes)),
      },
    ],
  });

  if (request.flow === 'conceptStore') {
    const inConceptStore = product.collections.nodes.some(
      (collection) => collection.handle === CONCEPT_STORE_COLLECTION_HANDLE,
    );
    return inConceptStore &&
      conceptStorePrice(product.tags, node.sku, node.price.currencyCode) !== null
      ? add(request.quantity, {conceptStore: true})
      : {ok: false, error: 'notInConceptStore'};
  }
  if (!offersCustomPrice(product.tags)) return {ok: false, error: 'notPwyw'};
  // One free or pay-what-you-want item per customer in the cart.
  if (currentCart && hasFreeOrPwywItem(currentCart.lines)) {
    return {ok: false, error: 'pwywLimit'};
  }
  const price = Number(node.price.amount);
  // docs/product/pricing.md#pay-what-you-want caps the amount at the price.
  if ('customPrice' in request.choice && request.choice.customPrice > price) {
    return {
      ok: false,
      error: 'customPriceAboveMax',
      max: {amount: price, currencyCode: node.price.currencyCode},
    };
  }
  return add(1, {customPrice: chosenPrice(request.choice, price)});
}

/** docs/product/pricing.md#welcome-offer: the email joins the mailing list. */
async function resolveWelcomeBonus(
  request: Extract<CartFlowRequest, {flow: 'welcomeBonus'}>,
  {context, request: post}: Post,
): Promise<PreparedCartAction> {
  if (!isValidEmail(request.email)) return {ok: false, error: 'welcomeEmail'};
  const [node, currentCart] = await Promise.all([
    purchasableVariant(request.merchandiseId, context),
    cartForWrite(context.cart),
  ]);
  if (!node) return {ok: false, error: 'merchandise'};
  const signup = welcomeSignupOutcome(
    await subscribe(context.env, {
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
  // Without the signed marker the offer adds no line.
  const marker = await welcomeOfferMarker(
    {...context, request: post},
    request.email,
    currentCart,
  );
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

async function applyCartAction(
  parsed: Extract<ParsedCartAction, {ok: true}>,
  cart: HydrogenCart,
  create: (lines: CartLineInput[]) => Promise<CartQueryDataReturn>,
): Promise<CartQueryDataReturn> {
  // Only an add makes a cart: a change to a cart no cookie names asks nothing.
  if (parsed.action !== CartForm.ACTIONS.LinesAdd && !cart.getCartId()) {
    return {cart: null, errors: []} as unknown as CartQueryDataReturn;
  }
  switch (parsed.action) {
    case CartForm.ACTIONS.LinesAdd: {
      // A stored cart the shop discards takes no new lines.
      if (!cart.getCartId() || !(await readCart(cart))) return create(parsed.lines);
      const result = await cart.addLines(parsed.lines);
      // No cart and no error: the cookie named a cart the platform no longer knows.
      return result.cart?.id || result.errors?.length ? result : create(parsed.lines);
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

/**
 * A failed cart mutation goes to the brand's own server (BRAND_API_URL), so the team sees
 * what shoppers could not do, and to error reporting when it is configured
 * (docs/product/operations.md#cart-error-reports).
 */
async function reportCartError(
  context: AppLoadContext,
  request: Request,
  report: {operation: string; error: string; cart: unknown; variables: unknown},
): Promise<void> {
  const error = new Error(`cart ${report.operation} failed: ${report.error}`);
  error.name = 'CartMutationError';
  await Promise.all([
    postToBrandServer(context.env, '/api/errors/cart', report),
    reportError(context, request, error, 'failed call').catch((failed: unknown) =>
      console.warn('cart error report failed', failed),
    ),
  ]);
}

export async function loader({context, request}: LoaderFunctionArgs) {
  const {t} = i18nFor(context.market.language);
  // A cookie naming no cart is an empty cart, but a platform that fails is the error
  // screen, never an empty cart by mistake.
  const cart = cartOf(await criticalData(readShopperCart(context, request), 'Cart'));
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
