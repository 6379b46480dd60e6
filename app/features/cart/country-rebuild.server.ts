import {signedInBuyer} from '~/features/account/account-session.server';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {countryInContext} from '~/features/markets/in-context';
import type {RebuildCart} from '~/features/markets/change-country.server';
import {COUNTRY_REBUILD_CART_QUERY, COUNTRY_REBUILD_MUTATION} from '#graphql/cart';
import type {CountryRebuildCartQuery} from '#graphql/storefrontapi.generated';
import {cartDiscardReason} from '@brush/rules/cart-validity';
import {isProductAvailableInCountry} from '@brush/rules/availability';
import {
  CART_ATTRIBUTES,
  isComplimentaryLine,
  lineNodes,
  SHOP_LINE_ATTRIBUTES,
  type Attribute,
} from '@brush/rules/cart-attributes';
import {rebuildLinesForRegion, type RegionalLine} from '@brush/rules/cart-plans';
import {VARIANTS_LIMIT} from '@brush/rules/limits';
import {regionForCountry} from '@brush/rules/regions';
import {readSurveyProof, signSurveyProof} from '@brush/rules/survey-proof';
import {isVariantVisible, type Market} from '@brush/rules/variant-visibility';
import {readWelcomeMarker, signWelcomeMarker} from '@brush/rules/welcome-marker';
import {
  attributeInputs,
  expireCartCookie,
  forgetCartRead,
  type Cart,
} from './cart.server';

type OldLine = NonNullable<CountryRebuildCartQuery['cart']>['lines']['nodes'][number];

const EMAIL_NOT_CLEARED = 'country change: could not clear the old cart email';

// docs/product/cart.md#country-change: one read of the old cart, one write making the new
// one, and a third only to bind signed markers to the new id. The new cart's country rules.
export const rebuildCartForCountry: RebuildCart = async (
  context,
  countryCode,
  request,
) => {
  const {cart: handler, storefront} = context;
  const cartId = handler.getCartId();
  // A read the platform did not answer fails the change.
  const {cart: read} = cartId
    ? await storefront.query(COUNTRY_REBUILD_CART_QUERY, {
        cache: storefront.CacheNone(),
        variables: {
          cartId,
          variantsLimit: VARIANTS_LIMIT,
          // In the new country's language: the notice of what was not kept names it so.
          ...countryInContext(countryCode),
        },
      })
    : {cart: null};
  const current = read && !cartDiscardReason(read) ? read : null;
  const lines = current ? lineNodes(current.lines) : [];
  if (!current || lines.length === 0) {
    return {country: countryCode, droppedTitles: [], headers: new Headers()};
  }

  const market = {country: countryCode, region: regionForCountry(countryCode)};
  const regional: RegionalLine[] = [];
  const dropped = new Map<string, string>();
  for (const line of lines) {
    const product = productOf(line);
    const buyable =
      product !== null && isProductAvailableInCountry(product.tags, countryCode);
    if (!buyable && !isComplimentaryLine(line)) {
      dropped.set(line.merchandise.product.id, product?.title ?? '');
      continue;
    }
    regional.push(regionalLine(line, market));
  }
  const plan = rebuildLinesForRegion(regional, market.region);
  for (const id of plan.droppedLineIds) {
    const line = lines.find((candidate) => candidate.id === id);
    if (line && !isComplimentaryLine(line))
      dropped.set(line.merchandise.product.id, productOf(line)?.title ?? '');
  }
  const droppedTitles = [...dropped.values()];

  // The old cart keeps no trace of the shopper once it is left behind.
  const clearEmail = Boolean(current.buyerIdentity.email);
  if (plan.lines.length === 0) {
    if (clearEmail) {
      await handler.updateBuyerIdentity({email: ''}).catch((error: unknown) => {
        console.warn(EMAIL_NOT_CLEARED, error);
      });
    }
    forgetCartRead(handler);
    return {country: countryCode, droppedTitles, headers: expireCartCookie(request)};
  }
  // The new cart speaks the new country's language from its first write: the checkout reads
  // a cart's language from the @inContext of the mutations that made it, as Shopify's does.
  const inContext = countryInContext(countryCode);
  const {cartCreate, oldCart} = await storefront.mutate(COUNTRY_REBUILD_MUTATION, {
    variables: {
      ...inContext,
      oldCartId: current.id,
      clearEmail,
      input: {
        lines: plan.lines,
        buyerIdentity: {countryCode, ...signedInBuyer(context)},
        attributes: attributeInputs(current.attributes),
      },
    },
  });
  if (oldCart?.userErrors.length) console.warn(EMAIL_NOT_CLEARED, oldCart.userErrors);
  // The mutation spreads CART_MUTATION_FRAGMENT: the cart as every screen reads it.
  const rebuilt = (cartCreate?.cart ?? null) as Cart | null;
  forgetCartRead(handler);
  if (rebuilt) await carrySignedMarkers(context, current.id, rebuilt, inContext);
  return {
    country:
      (rebuilt?.buyerIdentity.countryCode as CountryCode | undefined) ?? countryCode,
    droppedTitles,
    headers: rebuilt ? handler.setCartId(rebuilt.id) : expireCartCookie(request),
  };
};

function productOf(line: OldLine) {
  return 'product' in line.merchandise ? line.merchandise.product : null;
}

/** A cart line with only the variants the new market may see as its product's choices. */
function regionalLine(line: OldLine, market: Market): RegionalLine {
  const product = productOf(line);
  const variants = (product?.variants.nodes ?? []).filter((variant) =>
    isVariantVisible({...variant, hidden: variant.hidden?.value}, product?.id, market),
  );
  return {
    id: line.id,
    quantity: line.quantity,
    attributes: line.attributes,
    merchandise: {
      id: 'id' in line.merchandise ? line.merchandise.id : line.id,
      sku: 'sku' in line.merchandise ? line.merchandise.sku : null,
      selectedOptions:
        'selectedOptions' in line.merchandise ? line.merchandise.selectedOptions : [],
      product: {variants: {nodes: variants}},
    },
  };
}

// The survey discount's and the welcome offer's signed markers name the old cart: they are
// signed again for the new one, in its country and language.
async function carrySignedMarkers(
  context: Pick<AppLoadContext, 'cart' | 'env'>,
  fromCartId: string,
  cart: Cart,
  inContext: Parameters<AppLoadContext['cart']['updateLines']>[1],
): Promise<void> {
  const key = context.env.SURVEY_PROOF_KEY;
  if (!key) return;
  const rebinding = {key, from: fromCartId, to: cart.id};
  const attributes = reboundCartAttributes(cart.attributes, rebinding);
  const lines = lineNodes(cart.lines).flatMap((line) => {
    const rebound = reboundLineAttributes(line.attributes, rebinding);
    return rebound ? [{id: line.id, attributes: attributeInputs(rebound)}] : [];
  });
  // The handler still names the old cart: the new one was made by the rebuild's own mutation.
  const target = {...inContext, cartId: cart.id};
  if (attributes)
    await context.cart.updateAttributes(attributeInputs(attributes), target);
  if (lines.length > 0) await context.cart.updateLines(lines, target);
  if (attributes || lines.length > 0) forgetCartRead(context.cart);
}

interface Rebinding {
  key: string;
  from: string;
  to: string;
}

/** Re-signs the marker under `attributeKey` for the new cart; null when none names the old. */
function rebinder<Marker extends {cartId: string}>(
  attributeKey: string,
  read: (key: string, value: string | null | undefined) => Marker | null,
  sign: (key: string, marker: Marker) => string,
) {
  return (attributes: readonly Attribute[], {key, from, to}: Rebinding) => {
    let changed = false;
    const next = attributes.map((attribute) => {
      const marker = attribute.key === attributeKey ? read(key, attribute.value) : null;
      if (marker?.cartId !== from) return attribute;
      changed = true;
      return {key: attribute.key, value: sign(key, {...marker, cartId: to})};
    });
    return changed ? next : null;
  };
}

export const reboundCartAttributes = rebinder(
  CART_ATTRIBUTES.discountSurvey,
  readSurveyProof,
  signSurveyProof,
);

export const reboundLineAttributes = rebinder(
  SHOP_LINE_ATTRIBUTES.welcomeBonusProof,
  readWelcomeMarker,
  signWelcomeMarker,
);
