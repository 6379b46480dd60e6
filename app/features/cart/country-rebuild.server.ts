import {signedInBuyer} from '~/features/account/account-session.server';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {countryInContext} from '~/features/markets/in-context';
import {COUNTRY_REBUILD_CART_QUERY, COUNTRY_REBUILD_MUTATION} from '#graphql/cart';
import type {CountryRebuildCartQuery} from '#graphql/storefrontapi.generated';
import {cartDiscardReason} from '@brush/rules/cart-validity';
import {isProductAvailableInCountry} from '@brush/rules/availability';
import {isComplimentaryLine, lineNodes} from '@brush/rules/cart-attributes';
import {rebuildLinesForRegion, type RegionalLine} from '@brush/rules/cart-plans';
import {VARIANTS_LIMIT} from '@brush/rules/limits';
import {regionForCountry} from '@brush/rules/regions';
import {isVariantVisible} from '@brush/rules/variant-visibility';
import {expireCartCookie, forgetCartRead} from './cart.server';
import type {Cart} from './cart.server';
import {carrySignedMarkers} from './signed-markers.server';

export interface CountryRebuildResult {
  /** The new cart's id, or null when the shopper had no cart (or nothing could be kept). */
  cartId: string | null;
  // The country in force: the new cart's own, which overrides the one chosen
  // (docs/product/cart.md#country-change).
  country: CountryCode;
  /** The titles, in the new country's language, of the products that could not be kept. */
  droppedTitles: string[];
  /** Headers (Set-Cookie for the cart id) the caller must add to its response. */
  headers: Headers;
}

type OldCart = NonNullable<CountryRebuildCartQuery['cart']>;
type OldLine = OldCart['lines']['nodes'][number];

/**
 * docs/product/cart.md#country-change. Two requests: one read of the old cart with its lines'
 * products, one write that makes the new cart; only a cart carrying signed markers sends a
 * third, which binds them to the new cart's id.
 */
export async function rebuildCartForCountry(
  context: AppLoadContext,
  countryCode: CountryCode,
  request: Request,
): Promise<CountryRebuildResult> {
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
    return {
      cartId: current?.id ?? null,
      country: countryCode,
      droppedTitles: [],
      headers: new Headers(),
    };
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
    regional.push(regionalLine(line, product, market));
  }
  const plan = rebuildLinesForRegion(regional, market.region);
  for (const id of plan.droppedLineIds) {
    const line = lines.find((candidate) => candidate.id === id);
    if (line && !isComplimentaryLine(line))
      dropped.set(line.merchandise.product.id, productOf(line)?.title ?? '');
  }

  // The old cart keeps no trace of the shopper once it is left behind.
  const clearEmail = Boolean(current.buyerIdentity.email);
  if (plan.lines.length === 0) {
    if (clearEmail) await forgetShopperEmail(handler);
    forgetCartRead(handler);
    return {
      cartId: null,
      country: countryCode,
      droppedTitles: [...dropped.values()],
      headers: expireCartCookie(request),
    };
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
        attributes: current.attributes.map(({key, value}) => ({key, value: value ?? ''})),
      },
    },
  });
  if (oldCart?.userErrors.length) {
    console.warn(
      'country change: could not clear the old cart email',
      oldCart.userErrors,
    );
  }
  // The mutation spreads CART_MUTATION_FRAGMENT: the cart as every screen reads it.
  const rebuilt = (cartCreate?.cart ?? null) as Cart | null;
  forgetCartRead(handler);
  if (rebuilt) await carrySignedMarkers(context, current.id, rebuilt, inContext);
  return {
    cartId: rebuilt?.id ?? null,
    country:
      (rebuilt?.buyerIdentity.countryCode as CountryCode | undefined) ?? countryCode,
    droppedTitles: [...dropped.values()],
    headers: rebuilt ? handler.setCartId(rebuilt.id) : expireCartCookie(request),
  };
}

async function forgetShopperEmail(handler: AppLoadContext['cart']): Promise<void> {
  await handler.updateBuyerIdentity({email: ''}).catch((error: unknown) => {
    console.warn('country change: could not clear the old cart email', error);
  });
}

function productOf(line: OldLine) {
  return 'product' in line.merchandise ? line.merchandise.product : null;
}

type RebuildProduct = NonNullable<ReturnType<typeof productOf>>;

/** A cart line with only the variants the new market may see as its product's choices. */
function regionalLine(
  line: OldLine,
  product: RebuildProduct | null,
  market: {country: string; region: ReturnType<typeof regionForCountry>},
): RegionalLine {
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
