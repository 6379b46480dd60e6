import {LINE_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {
  isClaimed,
  parseClaimedSkus,
  parseSharedClaims,
  secretShopCollectionIds,
} from '@brush/rules/customer';
import {
  grantsFreeItem,
  parseFreeItemRules,
  type FreeItemRule,
} from '@brush/rules/free-item';
import {attributesFrom, type AttributeValue, type MoneyV2} from './function-api';
import {legacyId} from '@brush/rules/gid';
import {
  NOT_IN_CONCEPT_STORE_MESSAGE,
  NOT_IN_SECRET_SHOP_MESSAGE,
  complimentaryLinePrice,
  conceptStoreLinePrice,
  customPriceForLine,
  programmeAllowances,
  secretShopLinePrice,
  type LineVerdict,
} from './merchant-rules';
import {readSharedShopToken, type SharedShopGrant} from '@brush/rules/shared-shop-token';
import {skuBase} from '@brush/rules/sku';

/*
 * The programme prices' decisions on a Function input
 * (docs/product/pricing.md#where-rules-are-enforced): which special price each line asks for,
 * whether the shop grants it, and on how many units. The programme-prices function turns them
 * into discounts; the cart checks read the same decisions for their refusals, so both hold one
 * rule and each builds from its own folder (decision 0123).
 */

/**
 * The programme prices' configuration, kept in the discount's metafield
 * $app:programme-prices/function-configuration. Its list fields are also the input query's
 * variables (Shopify passes the metafield's keys as variables). The free-item rules and the
 * BOGO offers are not here: the function reads the shop metafields the storefront reads, so
 * both always apply one list.
 */
export interface ProgrammePricesConfiguration {
  /** GID of the concept-store collection. */
  conceptStoreCollectionIds: string[];
  /** Every 'secretShopCollection:<name>:<id>' tag the shop grants. */
  secretShopTags: string[];
  /** GIDs of the collections those tags name. */
  secretShopCollectionIds: string[];
  /** The key the worker signs shared secret-shop links with (SHARED_SHOP_KEY); unset: none work. */
  sharedShopSigningKey?: string;
}

interface ProductVariantInput {
  __typename: 'ProductVariant';
  id: string;
  sku: string | null;
  product: {
    offersCustomPrice: boolean;
    inConceptStore: boolean;
    secretShopMembership: {collectionId: string; isMember: boolean}[];
    priceTags: {jsonValue: unknown} | null;
  };
}

export interface ProgrammeLineInput {
  id: string;
  quantity: number;
  cost: {amountPerQuantity: MoneyV2};
  complimentary: AttributeValue | null;
  customPrice: AttributeValue | null;
  conceptStore: AttributeValue | null;
  secretShop: AttributeValue | null;
  secretShopFree: AttributeValue | null;
  /** A shared secret-shop link's token: the owner's secret prices for a friend. */
  sharedShop: AttributeValue | null;
  surveyDiscount: AttributeValue | null;
  welcomeBonus: AttributeValue | null;
  merchandise: ProductVariantInput | {__typename: 'CustomProduct'};
}

export interface ProgrammeCartInput {
  lines: ProgrammeLineInput[];
  buyerIdentity: {
    customer: {
      secretShopGrants: {tag: string; hasTag: boolean}[];
      claimedSkus: {value: string} | null;
    } | null;
  } | null;
}

/** The shop's side of the input: its date and the metafields the storefront reads too. */
export interface ProgrammeShopInput {
  localTime: {date: string};
  /** custom/free_item_rules (docs/product/cart.md#free-item-on-load). */
  freeItemRules: {value: string} | null;
  /** custom/bogo_offers (docs/product/pricing.md#buy-one-get-one). */
  bogoOffers: {value: string} | null;
  /** secret_shop/shared_claims: each owner's claimed SKUs (parseSharedClaims). */
  sharedClaims: {value: string} | null;
}

/**
 * Where and when the cart is priced, and what the shop holds: the buyer's country, the
 * shop's date (YYYY-MM-DD), its free-item rules and the SKUs claimed under each owner's
 * secret shop.
 */
export interface PricingContext {
  country: string;
  today: string;
  freeItemRules: readonly FreeItemRule[];
  sharedClaims: ReadonlyMap<string, readonly string[]>;
}

export function pricingContext(input: {
  localization: {country: {isoCode: string}};
  shop: ProgrammeShopInput;
}): PricingContext {
  return {
    country: input.localization.country.isoCode,
    today: input.shop.localTime.date,
    freeItemRules: parseFreeItemRules(input.shop.freeItemRules?.value),
    sharedClaims: parseSharedClaims(input.shop.sharedClaims?.value),
  };
}

const PROGRAMME_ATTRIBUTES = {
  complimentary: LINE_ATTRIBUTES.complimentary,
  customPrice: LINE_ATTRIBUTES.customPrice,
  conceptStore: LINE_ATTRIBUTES.conceptStore,
  secretShop: LINE_ATTRIBUTES.secretShop,
  secretShopFree: LINE_ATTRIBUTES.secretShopFree,
};

/**
 * What the shop decides for one line: the verdict, how many units it covers, and why it covers
 * fewer than the line holds (a cart-wide bound; null when it covers them all).
 */
export interface ProgrammeLineDecision {
  lineIndex: number;
  attributeKey: string;
  verdict: LineVerdict;
  units: number;
  limitMessage: string | null;
}

function priceTags(variant: ProductVariantInput): string[] {
  const tags = variant.product.priceTags?.jsonValue;
  return Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : [];
}

function secretShopEntitled(cart: ProgrammeCartInput, variant: ProductVariantInput) {
  const granted = secretShopCollectionIds(
    (cart.buyerIdentity?.customer?.secretShopGrants ?? [])
      .filter((grant) => grant.hasTag)
      .map((grant) => grant.tag),
  );
  return variant.product.secretShopMembership.some(
    (membership) =>
      membership.isMember && granted.includes(legacyId(membership.collectionId)),
  );
}

/**
 * The grant of a shared link the key signed, not expired, naming a secret-shop collection the
 * product is in; null for any other link.
 */
function sharedShopGrant(
  line: ProgrammeLineInput,
  variant: ProductVariantInput,
  key: string | undefined,
  today: string,
): SharedShopGrant | null {
  const grant = readSharedShopToken(key, line.sharedShop?.value, today);
  return grant !== null &&
    variant.product.secretShopMembership.some(
      (membership) =>
        membership.isMember &&
        grant.collectionIds.includes(legacyId(membership.collectionId)),
    )
    ? grant
    : null;
}

function isSecretShopProduct(variant: ProductVariantInput): boolean {
  return variant.product.secretShopMembership.some((membership) => membership.isMember);
}

function lineVerdict(
  line: ProgrammeLineInput,
  cart: ProgrammeCartInput,
  {country, today, freeItemRules, sharedClaims}: PricingContext,
  configuration: ProgrammePricesConfiguration,
): {attributeKey: string; verdict: LineVerdict} | null {
  if (line.merchandise.__typename !== 'ProductVariant') return null;
  const variant = line.merchandise;
  const grant = () =>
    sharedShopGrant(line, variant, configuration.sharedShopSigningKey, today);
  // The buyer's own tags, or a friend's shared link, open a secret shop.
  const entitled = () => secretShopEntitled(cart, variant) || grant() !== null;
  // Claimed by the buyer, or under the secret shop of the link's owner (by them or a friend).
  const claimed = () =>
    isClaimed(
      variant.sku,
      parseClaimedSkus(cart.buyerIdentity?.customer?.claimedSkus?.value),
    ) || isClaimed(variant.sku, sharedClaims.get(grant()?.ownerId ?? '') ?? []);
  const attributes = attributesFrom(line, PROGRAMME_ATTRIBUTES);
  const [attribute] = attributes;
  // Two programme prices on one line are forged; the validation function says so.
  if (!attribute || attributes.length > 1) return null;
  const unitPrice = Number(line.cost.amountPerQuantity.amount);
  const currency = line.cost.amountPerQuantity.currencyCode;
  const tags = priceTags(variant);
  switch (attribute.key) {
    case LINE_ATTRIBUTES.complimentary:
      return {
        attributeKey: attribute.key,
        verdict: complimentaryLinePrice({
          granted: grantsFreeItem(freeItemRules, {
            variantId: variant.id,
            country,
          }),
          attributes,
          unitPrice,
        }),
      };
    case LINE_ATTRIBUTES.customPrice:
      // A secret-shop product's pay what you want is for the customers that shop holds.
      return {
        attributeKey: attribute.key,
        verdict:
          isSecretShopProduct(variant) && !entitled()
            ? {kind: 'refused', message: NOT_IN_SECRET_SHOP_MESSAGE}
            : customPriceForLine({
                attributes,
                offersCustomPrice: variant.product.offersCustomPrice,
                unitPrice,
              }),
      };
    case LINE_ATTRIBUTES.conceptStore:
      return {
        attributeKey: attribute.key,
        verdict: variant.product.inConceptStore
          ? conceptStoreLinePrice({
              sku: variant.sku,
              attributes,
              productTags: tags,
              unitPrice,
              currency,
            })
          : {kind: 'refused', message: NOT_IN_CONCEPT_STORE_MESSAGE},
      };
    default:
      return {
        attributeKey: attribute.key,
        verdict: secretShopLinePrice({
          sku: variant.sku,
          attributes,
          productTags: tags,
          unitPrice,
          currency,
          entitled: entitled(),
          claimed: claimed(),
        }),
      };
  }
}

/**
 * The programme verdict of every line that asks for one, in cart order, and the units it
 * covers: a line's own rule gives the price, then the cart-wide bounds (programmeAllowances:
 * one unit of a secret-shop item per order, one free or chosen-price unit per cart taken by
 * the first line asking, one unit on a once-per-customer line) say how many of its units keep
 * it. The other units pay the full price.
 */
export function programmeLineDecisions(
  cart: ProgrammeCartInput,
  context: PricingContext,
  configuration: ProgrammePricesConfiguration,
): ProgrammeLineDecision[] {
  const decided = cart.lines.flatMap((line, lineIndex) => {
    const decision = lineVerdict(line, cart, context, configuration);
    return decision ? [{...decision, line, lineIndex}] : [];
  });
  const allowances = programmeAllowances(
    decided.map(({attributeKey, verdict, line}) => ({
      attributeKey,
      quantity: line.quantity,
      itemKey:
        line.merchandise.__typename === 'ProductVariant'
          ? skuBase(line.merchandise.sku) || line.merchandise.id
          : line.id,
      priced: verdict.kind === 'discount',
    })),
  );
  return decided.map(({attributeKey, verdict, lineIndex}, index) => ({
    attributeKey,
    verdict,
    lineIndex,
    units: allowances[index]?.units ?? 0,
    limitMessage: allowances[index]?.message ?? null,
  }));
}
