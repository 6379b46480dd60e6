import {currencyForCountry} from '@brush/rules/countries';
import {convertFromUsd} from '@brush/rules/currency';
import type Database from 'better-sqlite3';
import {shopMetafields, storedMetafields} from '../admin-api/metafields';
import {customerMetafields} from '../customers/metafields';
import {findCustomerById} from '../customers/store';
import type {DocumentStore} from '../types';
import {catalogVariant, type CatalogVariant} from './catalog';
import {applyDiscountCodes, type CartCodeOutcome} from './code-discounts';
import {toCents} from './money';
import {shopFunctions} from '../functions/installed';
import {
  priceCart,
  priceCartInPool,
  type CartSnapshot,
  type PricedCart,
  type SnapshotCustomer,
  type SnapshotLine,
} from './pipeline';
import {lineGid, type CartState} from './store';

export interface PricedStoredCart {
  priced: PricedCart;
  /** The catalog variant of each priced line, by line GID. */
  variants: Map<string, CatalogVariant>;
  /** The cart's discount codes, each applicable or not (cart/code-discounts.ts). */
  discountCodes: CartCodeOutcome[];
}

/**
 * The cart's currency is its buyer's market: the cart currency of the country in its buyer
 * identity. Australia and Canada see catalog prices in AUD and CAD (src/markets.ts), yet their
 * carts are priced and paid in USD, as the storefront discards a cart in AUD or CAD.
 */
export function cartCurrency(state: CartState): string {
  return currencyForCountry(state.buyerIdentity.countryCode);
}

/**
 * Where pricing reads from: the catalog, and the database for the cart's customer and the
 * functions switched on with their configuration.
 */
export interface PricingSources {
  store: DocumentStore;
  db: Database.Database;
  now: () => Date;
}

function snapshotCustomer(
  db: Database.Database,
  id: number | null,
): SnapshotCustomer | null {
  const customer = id === null ? null : findCustomerById(db, id);
  return customer
    ? {
        id: customer.id,
        email: customer.email,
        tags: customer.tags,
        storeCreditUsd: customer.storeCredit,
        secretShopClaimed: customer.secretShopClaimed ?? [],
        metafields: customerMetafields(db, customer.id),
      }
    : null;
}

/**
 * The pipeline's view of a stored cart. A line whose variant has left the catalog is left out,
 * as Shopify drops lines whose merchandise no longer exists.
 */
export function cartSnapshot(
  token: string,
  state: CartState,
  sources: PricingSources,
): {snapshot: CartSnapshot; variants: Map<string, CatalogVariant>} {
  const {store, db} = sources;
  const currencyCode = cartCurrency(state);
  const variants = new Map<string, CatalogVariant>();
  const lines: SnapshotLine[] = [];
  for (const stored of state.lines) {
    const variant = catalogVariant(store, stored.merchandiseId);
    if (!variant) continue;
    const id = lineGid(token, stored.uuid);
    variants.set(id, variant);
    lines.push({
      id,
      quantity: stored.quantity,
      attributes: stored.attributes,
      variant: {
        id: variant.id,
        sku: variant.sku,
        title: variant.title,
        priceUsd: variant.priceUsd,
      },
      product: {...variant.product, metafields: storedMetafields(db, variant.product.id)},
      unitPriceCents: toCents(convertFromUsd(variant.priceUsd, currencyCode)),
    });
  }
  return {
    snapshot: {
      today: sources.now().toISOString().slice(0, 10),
      currencyCode,
      countryCode: state.buyerIdentity.countryCode,
      attributes: state.attributes,
      lines,
      buyer: {
        email: state.buyerIdentity.email,
        customer: snapshotCustomer(db, state.buyerIdentity.customerId),
      },
      shopMetafields: shopMetafields(store, db),
    },
    variants,
  };
}

/**
 * The stored cart priced by the shop's functions, as Shopify prices it, with the functions run
 * in the pool's threads, as the cart, its buyer and the shop's metafields are when it is
 * called. A snapshot priced before (by this request or another) is not priced again.
 */
export async function priceStoredCart(
  token: string,
  state: CartState,
  sources: PricingSources,
): Promise<PricedStoredCart> {
  const {snapshot, variants} = cartSnapshot(token, state, sources);
  const withCodes = applyDiscountCodes(
    await priceCartInPool(snapshot, shopFunctions(sources)),
    state.discountCodes,
    sources,
  );
  return {...withCodes, variants};
}

/**
 * The stored cart priced now, without yielding: for a decision taken in the same turn as what
 * it reads (a cart write's cart checks, a payment inside its transaction). Pricing the same
 * cart ahead, off the thread (`priceStoredCart`), makes this a lookup; anything read since
 * then that changed (the cart, a claim, a balance, a used marker, the day) is another
 * snapshot, priced here, on this thread (decision 0134).
 */
export function priceStoredCartNow(
  token: string,
  state: CartState,
  sources: PricingSources,
): PricedStoredCart {
  const {snapshot, variants} = cartSnapshot(token, state, sources);
  const withCodes = applyDiscountCodes(
    priceCart(snapshot, shopFunctions(sources)),
    state.discountCodes,
    sources,
  );
  return {...withCodes, variants};
}
