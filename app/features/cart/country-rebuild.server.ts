import {signedInBuyer} from '~/features/account/account-session.server';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {countryInContext} from '~/features/markets/in-context';
import {COUNTRY_REBUILD_PRODUCTS_QUERY} from '#graphql/cart';
import {isProductAvailableInCountry} from '@brush/rules/availability';
import {isComplimentaryLine, lineNodes} from '@brush/rules/cart-attributes';
import {rebuildLinesForRegion, type RegionalLine} from '@brush/rules/cart-plans';
import {VARIANTS_LIMIT} from '@brush/rules/limits';
import {regionForCountry} from '@brush/rules/regions';
import {isVariantVisible} from '@brush/rules/variant-visibility';
import {expireCartCookie, forgetCartRead, loadCart, readCart} from './cart.server';
import type {Cart} from './cart.server';
import {carrySignedMarkers} from './signed-markers.server';

export interface CountryRebuildResult {
  /** The new cart's id, or null when the shopper had no cart (or nothing could be kept). */
  cartId: string | null;
  // The country in force: the new cart's own, which overrides the one chosen
  // (docs/product/cart.md#country-change).
  country: CountryCode;
  /** The products of the lines that could not be kept in the new country. */
  droppedProductIds: string[];
  /** Headers (Set-Cookie for the cart id) the caller must add to its response. */
  headers: Headers;
}

type CartLine = Cart['lines']['nodes'][number];

/** docs/product/cart.md#country-change. */
export async function rebuildCartForCountry(
  context: AppLoadContext,
  countryCode: CountryCode,
  request: Request,
): Promise<CountryRebuildResult> {
  const {cart: handler, storefront} = context;
  // A read the platform did not answer fails the change.
  const read = await readCart(handler);
  const current = read?.id && !read.errors?.length ? (read as unknown as Cart) : null;
  const lines = current ? lineNodes(current.lines) : [];
  if (!current || lines.length === 0) {
    return {
      cartId: current?.id ?? null,
      country: countryCode,
      droppedProductIds: [],
      headers: new Headers(),
    };
  }

  const market = {country: countryCode, region: regionForCountry(countryCode)};
  const productIds = [...new Set(lines.map((line) => line.merchandise.product.id))];
  const {nodes} = await storefront.query(COUNTRY_REBUILD_PRODUCTS_QUERY, {
    cache: storefront.CacheNone(),
    variables: {
      ids: productIds,
      variantsLimit: VARIANTS_LIMIT,
      country: countryCode,
      // The old cart's lines were read in the shopper's current language.
      language: storefront.i18n.language,
    },
  });
  const products = new Map(
    nodes.flatMap((node) =>
      node && 'variants' in node ? [[node.id, node] as const] : [],
    ),
  );

  const regional: RegionalLine[] = [];
  const dropped = new Set<string>();
  for (const line of lines) {
    const product = products.get(line.merchandise.product.id);
    const buyable =
      product !== undefined && isProductAvailableInCountry(product.tags, countryCode);
    if (!buyable && !isComplimentaryLine(line)) {
      dropped.add(line.merchandise.product.id);
      continue;
    }
    regional.push(regionalLine(line, product, market));
  }
  const plan = rebuildLinesForRegion(regional, market.region);
  for (const id of plan.droppedLineIds) {
    const line = lines.find((candidate) => candidate.id === id);
    if (line && !isComplimentaryLine(line)) dropped.add(line.merchandise.product.id);
  }

  // The old cart keeps no trace of the shopper once it is left behind.
  await handler.updateBuyerIdentity({email: ''}).catch((error: unknown) => {
    console.warn('country change: could not clear the old cart email', error);
  });
  forgetCartRead(handler);

  if (plan.lines.length === 0) {
    return {
      cartId: null,
      country: countryCode,
      droppedProductIds: [...dropped],
      headers: expireCartCookie(request),
    };
  }
  // The new cart speaks the new country's language from its first write: the checkout reads
  // a cart's language from the @inContext of the mutations that made it, as Shopify's does.
  const inContext = countryInContext(countryCode);
  const created = await handler.create(
    {
      lines: plan.lines,
      buyerIdentity: {countryCode, ...signedInBuyer(context)},
      attributes: current.attributes.map(({key, value}) => ({key, value: value ?? ''})),
    },
    inContext,
  );
  const cartId = created.cart?.id ?? null;
  // The handler now names the new cart: its country is the one the platform settled on.
  const rebuilt = cartId ? await loadCart(handler) : null;
  if (rebuilt) await carrySignedMarkers(context, current.id, rebuilt, inContext);
  return {
    cartId,
    country: rebuilt?.buyerIdentity.countryCode ?? countryCode,
    droppedProductIds: [...dropped],
    headers: cartId ? handler.setCartId(cartId) : expireCartCookie(request),
  };
}

type RebuildProduct = {
  id: string;
  variants: {
    nodes: Array<{
      id: string;
      sku?: string | null;
      selectedOptions: Array<{name: string; value: string}>;
      hidden?: {value: string} | null;
    }>;
  };
};

/** A cart line with only the variants the new market may see as its product's choices. */
function regionalLine(
  line: CartLine,
  product: RebuildProduct | undefined,
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
      id: line.merchandise.id,
      sku: line.merchandise.sku,
      selectedOptions: line.merchandise.selectedOptions,
      product: {variants: {nodes: variants}},
    },
  };
}
