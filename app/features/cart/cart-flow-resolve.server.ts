import {CartForm, type HydrogenCart, type Storefront} from '@shopify/hydrogen';
import type {AttributeInput} from '@shopify/hydrogen/storefront-api-types';
import {addToCartAttributes, hasFreeOrPwywItem} from '@brush/rules/add-to-cart-dialog';
import {canAddToCart} from '@brush/rules/availability';
import type {Attribute} from '@brush/rules/cart-attributes';
import {welcomeBonusPlan} from '@brush/rules/cart-plans';
import {MAILING_LIST_SOURCES, welcomeSignupOutcome} from '~/lib/mailing-list';
import {CONCEPT_STORE_COLLECTION_HANDLE, conceptStorePrice} from '@brush/rules/promos';
import {isPublicResource} from '~/lib/public-catalog';
import {chosenPrice, offersCustomPrice} from '@brush/rules/pwyw';
import {isValidEmail} from '@brush/rules/validation';
import {isVariantVisible, type Market} from '@brush/rules/variant-visibility';
import {cartForWrite, flowVariant, type FlowVariant} from './cart.server';
import type {CartFlowRequest} from './cart-flow-input.server';
import type {PreparedCartAction} from './cart-input.server';

/** The welcome offer's sign-up to the mailing list (docs/product/growth.md#mailing-list). */
export interface WelcomeSignup {
  email: string;
  from: typeof MAILING_LIST_SOURCES.welcomeBonus;
  productTitle: string;
}

export interface CartActionSources {
  storefront: Storefront;
  cart: HydrogenCart;
  market: Market;
  // Signs the welcome offer's email up: null once done, else the error the forms read.
  subscribe: (signup: WelcomeSignup) => Promise<string | null>;
  // Signs the welcome-offer line's marker; without it the offer adds no line.
  welcomeMarker?: (
    email: string,
    currentCart: {id: string} | null,
  ) => Promise<string | null>;
}

/** This shopper's market sees and sells the variant (docs/product/catalog.md). */
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

/** A parsed flow as the one line it adds, or the reason it is refused. */
export async function resolveCartFlow(
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
    wantsCart ? cartForWrite(cart) : null,
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

/** docs/product/pricing.md#welcome-offer: the email joins the mailing list. */
async function resolveWelcomeBonus(
  request: Extract<CartFlowRequest, {flow: 'welcomeBonus'}>,
  sources: CartActionSources,
): Promise<PreparedCartAction> {
  if (!isValidEmail(request.email)) return {ok: false, error: 'welcomeEmail'};
  const {cart} = sources;
  const [node, currentCart] = await Promise.all([
    purchasableVariant(request.merchandiseId, sources),
    cartForWrite(cart),
  ]);
  if (!node) return {ok: false, error: 'merchandise'};
  const signup = welcomeSignupOutcome(
    await sources.subscribe({
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
