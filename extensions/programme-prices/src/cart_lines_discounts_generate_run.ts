import {LINE_ATTRIBUTES} from '../../../app/rules/cart-attributes';
import {
  isClaimed,
  parseClaimedSkus,
  secretShopCollectionIds,
} from '../../../app/rules/customer';
import {grantsFreeItem, type FreeItemRule} from '../../../app/rules/free-item';
import {legacyId} from '../../../app/rules/gid';
import {
  FREE_ITEM_UNITS_PER_RULE,
  FREE_OR_PWYW_ITEMS_PER_CART,
} from '../../../app/rules/limits';
import {
  NOT_IN_CONCEPT_STORE_MESSAGE,
  NOT_IN_SECRET_SHOP_MESSAGE,
  bogoForCart,
  complimentaryLinePrice,
  conceptStoreLinePrice,
  customPriceForLine,
  secretShopLinePrice,
  type BogoOffer,
  type LineDecision,
  type LineVerdict,
} from '../../../app/rules/merchant-rules';
import {
  NO_DISCOUNTS,
  type AttributeValue,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
  type MoneyV2,
  type ProductDiscountCandidate,
} from '../../shared/function-api';
import {attributesFrom} from '../../shared/line-attributes';
import {readSharedShopToken} from '../../shared/shared-shop-token';

/**
 * The function's configuration, kept in the discount's metafield
 * $app:programme-prices/function-configuration. Its list fields are also the input query's
 * variables (Shopify passes the metafield's keys as variables).
 */
export interface ProgrammePricesConfiguration {
  /** The free-item rules (spec 3): which gift variants a buyer may have for nothing. */
  freeItemRules: FreeItemRule[];
  /** GID of the concept-store collection. */
  conceptStoreCollectionIds: string[];
  /** Every 'secretShopCollection:<name>:<id>' tag the shop grants. */
  secretShopTags: string[];
  /** GIDs of the collections those tags name. */
  secretShopCollectionIds: string[];
  /** Buy-one-get-one offers, by variant GID. */
  bogoOffers: BogoOffer[];
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

/** Where and when the cart is priced: the buyer's country and the shop's date (YYYY-MM-DD). */
export interface PricingContext {
  country: string;
  today: string;
}

export interface ProgrammePricesInput {
  cart: ProgrammeCartInput;
  localization: {country: {isoCode: string}};
  shop: {localTime: {date: string}};
  discount: {
    discountClasses: DiscountClass[];
    configuration: {jsonValue: ProgrammePricesConfiguration} | null;
  };
}

const PROGRAMME_ATTRIBUTES = {
  complimentary: LINE_ATTRIBUTES.complimentary,
  customPrice: LINE_ATTRIBUTES.customPrice,
  conceptStore: LINE_ATTRIBUTES.conceptStore,
  secretShop: LINE_ATTRIBUTES.secretShop,
  secretShopFree: LINE_ATTRIBUTES.secretShopFree,
};

const PRICE_ATTRIBUTES = {
  ...PROGRAMME_ATTRIBUTES,
  surveyDiscount: LINE_ATTRIBUTES.surveyDiscount,
  welcomeBonus: LINE_ATTRIBUTES.welcomeBonus,
};

/** What the shop decides for one line: the verdict, and how many units it covers. */
export interface ProgrammeLineDecision {
  lineIndex: number;
  attributeKey: string;
  verdict: LineVerdict;
  units: number;
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

/** A shared link the key signed, not expired, naming a secret-shop collection the product is in. */
function sharedShopEntitled(
  line: ProgrammeLineInput,
  variant: ProductVariantInput,
  key: string | undefined,
  today: string,
): boolean {
  const grant = readSharedShopToken(key, line.sharedShop?.value, today);
  return (
    grant !== null &&
    variant.product.secretShopMembership.some(
      (membership) =>
        membership.isMember &&
        grant.collectionIds.includes(legacyId(membership.collectionId)),
    )
  );
}

function isSecretShopProduct(variant: ProductVariantInput): boolean {
  return variant.product.secretShopMembership.some((membership) => membership.isMember);
}

function lineVerdict(
  line: ProgrammeLineInput,
  cart: ProgrammeCartInput,
  {country, today}: PricingContext,
  configuration: ProgrammePricesConfiguration,
): {attributeKey: string; verdict: LineVerdict} | null {
  if (line.merchandise.__typename !== 'ProductVariant') return null;
  const variant = line.merchandise;
  // The buyer's own tags, or a friend's shared link, open a secret shop.
  const entitled = () =>
    secretShopEntitled(cart, variant) ||
    sharedShopEntitled(line, variant, configuration.sharedShopSigningKey, today);
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
          granted: grantsFreeItem(configuration.freeItemRules, {
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
          claimed: isClaimed(
            variant.sku,
            parseClaimedSkus(cart.buyerIdentity?.customer?.claimedSkus?.value),
          ),
        }),
      };
  }
}

/**
 * The programme verdict of every line that asks for one, in cart order, and the units it
 * covers. A gift a free-item rule grants is free for one unit of its variant per cart
 * (spec 4 "Free item") and is the cart's free item; pay what you want then counts against
 * the same allowance (spec 5: one free or pay-what-you-want item per cart), so a cart holding
 * a gift pays the full price for a pay-what-you-want line.
 */
export function programmeLineDecisions(
  cart: ProgrammeCartInput,
  context: PricingContext,
  configuration: ProgrammePricesConfiguration,
): ProgrammeLineDecision[] {
  const giftUnits = new Map<string, number>();
  const decided = cart.lines.flatMap((line, lineIndex) => {
    const decision = lineVerdict(line, cart, context, configuration);
    if (!decision) return [];
    let units = Math.max(0, line.quantity);
    if (
      decision.attributeKey === LINE_ATTRIBUTES.complimentary &&
      decision.verdict.kind === 'discount' &&
      line.merchandise.__typename === 'ProductVariant'
    ) {
      const given = giftUnits.get(line.merchandise.id) ?? 0;
      units = Math.min(units, FREE_ITEM_UNITS_PER_RULE - given);
      giftUnits.set(line.merchandise.id, given + units);
    }
    return [{...decision, lineIndex, units}];
  });
  const giftGiven = decided.some(
    (decision) =>
      decision.attributeKey === LINE_ATTRIBUTES.complimentary &&
      decision.verdict.kind === 'discount',
  );
  let pwywUnitsLeft = giftGiven ? 0 : FREE_OR_PWYW_ITEMS_PER_CART;
  return decided.map((decision) => {
    if (
      decision.attributeKey !== LINE_ATTRIBUTES.customPrice ||
      decision.verdict.kind !== 'discount'
    ) {
      return decision;
    }
    const units = Math.min(decision.units, pwywUnitsLeft);
    pwywUnitsLeft -= units;
    return {...decision, units};
  });
}

const EMPTY_CONFIGURATION: ProgrammePricesConfiguration = {
  freeItemRules: [],
  conceptStoreCollectionIds: [],
  secretShopTags: [],
  secretShopCollectionIds: [],
  bogoOffers: [],
};

/** The buy-one-get-one decisions: free lines beside their main lines. */
function bogoDecisions(
  lines: readonly ProgrammeLineInput[],
  offers: readonly BogoOffer[],
): LineDecision[] {
  return bogoForCart({
    offers,
    lines: lines.flatMap((line) =>
      line.merchandise.__typename === 'ProductVariant'
        ? [
            {
              id: line.id,
              variantId: line.merchandise.id,
              quantity: line.quantity,
              unitPrice: Number(line.cost.amountPerQuantity.amount),
              attributes: attributesFrom(line, PRICE_ATTRIBUTES),
            },
          ]
        : [],
    ),
  });
}

export function cartLinesDiscountsGenerateRun(
  input: ProgrammePricesInput,
): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes('PRODUCT')) return NO_DISCOUNTS;
  const configuration = input.discount.configuration?.jsonValue ?? EMPTY_CONFIGURATION;
  const candidates: ProductDiscountCandidate[] = [];
  for (const decision of programmeLineDecisions(
    input.cart,
    {country: input.localization.country.isoCode, today: input.shop.localTime.date},
    configuration,
  )) {
    const line = input.cart.lines[decision.lineIndex];
    if (!line || decision.verdict.kind !== 'discount' || decision.units === 0) continue;
    candidates.push({
      targets: [{cartLine: {id: line.id, quantity: decision.units}}],
      value: {fixedAmount: {amount: decision.verdict.amount, appliesToEachItem: true}},
      message: decision.verdict.title,
    });
  }
  for (const decision of bogoDecisions(input.cart.lines, configuration.bogoOffers)) {
    if (decision.kind !== 'discount') continue;
    candidates.push({
      targets: [{cartLine: {id: decision.lineId}}],
      value: {fixedAmount: {amount: decision.amount}},
      message: decision.title,
    });
  }
  if (candidates.length === 0) return NO_DISCOUNTS;
  return {operations: [{productDiscountsAdd: {candidates, selectionStrategy: 'ALL'}}]};
}
