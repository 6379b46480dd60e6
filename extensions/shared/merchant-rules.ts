import {
  CART_ATTRIBUTES,
  LINE_ATTRIBUTES,
  attributeValue,
  hasAttribute,
  type Attributes,
} from '@brush/rules/cart-attributes';
import {convertFromUsd, roundTo} from '@brush/rules/currency';
import {
  FREE_OR_PWYW_ITEMS_PER_CART,
  ONE_PER_CUSTOMER_LINE_QUANTITY,
  SECRET_SHOP_UNITS_PER_SKU,
  SURVEY_DISCOUNT,
  SURVEY_DISCOUNT_MAX_ITEMS,
  WELCOME_OFFER_DISCOUNT,
  WELCOME_OFFER_MAX_ITEMS,
  WHITE_CHEEK_BRUSHES_PER_CART,
  WHITE_CHEEK_BRUSHES_PER_CUSTOMER,
} from '@brush/rules/limits';
import {
  CONCEPT_STORE_PRICE_PREFIX,
  SECRET_SHOP_PRICE_PREFIX,
  priceFromTags,
} from '@brush/rules/price-tags';
import {
  COMPLIMENTARY_DISCOUNT_TITLE,
  CUSTOM_PRICE_DISCOUNT_TITLE,
  CONCEPT_STORE_DISCOUNT_TITLE,
  SECRET_SHOP_DISCOUNT_TITLE,
  SECRET_SHOP_FREE_DISCOUNT_TITLE,
  SURVEY_DISCOUNT_TITLE,
  WELCOME_BONUS_DISCOUNT_TITLE,
  BOGO_DISCOUNT_TITLE,
} from '@brush/rules/discount-titles';
import type {BogoOfferEntry} from '@brush/rules/bogo';
import {REGIONS, type RegionalVariant} from '@brush/rules/regions';
import {parseCustomPrice} from '@brush/rules/pwyw';
import {isValidEmail} from '@brush/rules/validation';

/** What a merchant rule decides for one cart line. */
export type LineVerdict =
  | {kind: 'discount'; amount: number; title: string}
  | {kind: 'none'}
  | {kind: 'refused'; message: string};

export const NOT_COMPLIMENTARY_MESSAGE = 'this item is not complimentary.';
export const NO_CUSTOM_PRICE_MESSAGE = 'this product does not offer a custom price.';
export const INVALID_CUSTOM_PRICE_MESSAGE = 'the custom price is not a valid amount.';
export const NO_CONCEPT_STORE_PRICE_MESSAGE = 'this item has no concept store price.';
export const NOT_IN_CONCEPT_STORE_MESSAGE = 'this item is not in the concept store.';
export const NOT_IN_SECRET_SHOP_MESSAGE = 'this item is not in your secret shop.';
export const NO_SECRET_SHOP_PRICE_MESSAGE = 'this item has no secret shop price.';
export const SECRET_SHOP_CLAIMED_MESSAGE = 'this secret shop item was already claimed.';
export const SURVEY_NOT_COMPLETED_MESSAGE =
  'the survey discount needs a completed survey.';
export const INVALID_WELCOME_EMAIL_MESSAGE = 'the welcome offer needs a valid email.';
export const WELCOME_BONUS_LIMIT_MESSAGE = 'the welcome offer is valid for 1 item only.';
export const WELCOME_OFFER_NOT_CLAIMED_MESSAGE =
  'the welcome offer needs the email it was claimed with.';
export const WELCOME_OFFER_USED_MESSAGE =
  'the welcome offer was already used with this email.';
export const ONE_SPECIAL_PRICE_MESSAGE = 'an item can have one special price only.';
export const FREE_ITEM_LIMIT_MESSAGE = 'the free item is limited to 1 per order.';
export const SECRET_SHOP_ONE_PER_ORDER_MESSAGE =
  'this secret shop item is limited to 1 per order.';
export const ONE_UNIT_ONLY_MESSAGE = 'this special price is valid for 1 item only.';
/** The storefront's own words for the limit (cart.errors.whiteCheekLimit). */
export const WHITE_CHEEK_LIMIT_MESSAGE =
  'the white cheek brush is limited to one per customer.';

/** The line attributes that ask for a special price. */
export const PRICE_ATTRIBUTE_KEYS = [
  LINE_ATTRIBUTES.complimentary,
  LINE_ATTRIBUTES.customPrice,
  LINE_ATTRIBUTES.conceptStore,
  LINE_ATTRIBUTES.secretShop,
  LINE_ATTRIBUTES.secretShopFree,
  LINE_ATTRIBUTES.surveyDiscount,
  LINE_ATTRIBUTES.welcomeBonus,
] as const;

export function asksForOneSpecialPriceAtMost(attributes: Attributes): boolean {
  return PRICE_ATTRIBUTE_KEYS.filter((key) => hasAttribute(attributes, key)).length <= 1;
}

const NO_VERDICT: LineVerdict = {kind: 'none'};

/**
 * A line marked _complimentary is free, every unit of it, only when a free-item rule
 * grants its variant to the buyer (`granted`).
 */
export function complimentaryLinePrice({
  granted,
  attributes,
  unitPrice,
}: {
  granted: boolean;
  attributes: Attributes;
  unitPrice: number;
}): LineVerdict {
  if (!hasAttribute(attributes, LINE_ATTRIBUTES.complimentary)) return NO_VERDICT;
  if (!granted) return {kind: 'refused', message: NOT_COMPLIMENTARY_MESSAGE};
  return {
    kind: 'discount',
    amount: roundTo(unitPrice, 2),
    title: COMPLIMENTARY_DISCOUNT_TITLE,
  };
}

/** Honours _customPrice only on a product that offers pay what you want. */
export function customPriceForLine({
  attributes,
  offersCustomPrice,
  unitPrice,
}: {
  attributes: Attributes;
  offersCustomPrice: boolean;
  unitPrice: number;
}): LineVerdict {
  if (!hasAttribute(attributes, LINE_ATTRIBUTES.customPrice)) return NO_VERDICT;
  if (!offersCustomPrice) return {kind: 'refused', message: NO_CUSTOM_PRICE_MESSAGE};
  const parsed = parseCustomPrice(
    attributeValue(attributes, LINE_ATTRIBUTES.customPrice) ?? '',
    unitPrice,
  );
  if (!parsed.ok) return {kind: 'refused', message: INVALID_CUSTOM_PRICE_MESSAGE};
  const amount = roundTo(unitPrice - parsed.value, 2);
  if (amount <= 0) return NO_VERDICT;
  return {kind: 'discount', amount, title: CUSTOM_PRICE_DISCOUNT_TITLE};
}

/** A price from the product's tags (USD), converted to the cart's currency. */
function tagPriceVerdict(
  tagPriceUsd: number,
  unitPrice: number,
  currency: string,
  title: string,
): LineVerdict {
  const amount = roundTo(unitPrice - convertFromUsd(tagPriceUsd, currency), 2);
  return amount > 0 ? {kind: 'discount', amount, title} : NO_VERDICT;
}

/** _conceptStore lines pay the product's conceptStorePrice tag price. */
export function conceptStoreLinePrice({
  sku,
  attributes,
  productTags,
  unitPrice,
  currency,
}: {
  sku: string | null | undefined;
  attributes: Attributes;
  productTags: readonly string[] | null | undefined;
  unitPrice: number;
  currency: string;
}): LineVerdict {
  if (!hasAttribute(attributes, LINE_ATTRIBUTES.conceptStore)) return NO_VERDICT;
  const priceUsd = priceFromTags(productTags, CONCEPT_STORE_PRICE_PREFIX, sku);
  if (priceUsd === null)
    return {kind: 'refused', message: NO_CONCEPT_STORE_PRICE_MESSAGE};
  return tagPriceVerdict(priceUsd, unitPrice, currency, CONCEPT_STORE_DISCOUNT_TITLE);
}

/** _secretShop lines pay the secretShopPrice tag price and _secretShopFree lines nothing. */
export function secretShopLinePrice({
  sku,
  attributes,
  productTags,
  unitPrice,
  currency,
  entitled,
  claimed,
}: {
  sku: string | null | undefined;
  attributes: Attributes;
  productTags: readonly string[] | null | undefined;
  unitPrice: number;
  currency: string;
  entitled: boolean;
  claimed: boolean;
}): LineVerdict {
  const free = hasAttribute(attributes, LINE_ATTRIBUTES.secretShopFree);
  if (!free && !hasAttribute(attributes, LINE_ATTRIBUTES.secretShop)) return NO_VERDICT;
  if (!entitled) return {kind: 'refused', message: NOT_IN_SECRET_SHOP_MESSAGE};
  if (claimed) return {kind: 'refused', message: SECRET_SHOP_CLAIMED_MESSAGE};
  if (free) {
    return {
      kind: 'discount',
      amount: roundTo(unitPrice, 2),
      title: SECRET_SHOP_FREE_DISCOUNT_TITLE,
    };
  }
  const priceUsd = priceFromTags(productTags, SECRET_SHOP_PRICE_PREFIX, sku);
  if (priceUsd === null) return {kind: 'refused', message: NO_SECRET_SHOP_PRICE_MESSAGE};
  return tagPriceVerdict(priceUsd, unitPrice, currency, SECRET_SHOP_DISCOUNT_TITLE);
}

/** A line as the cart-wide rules see it; prices in the cart's currency. */
export interface RuleLine {
  id: string;
  quantity: number;
  unitPrice: number;
  attributes: Attributes;
}

/** A cart-wide rule's decision for one line. */
export type LineDecision =
  | {lineId: string; kind: 'discount'; amount: number; title: string}
  | {lineId: string; kind: 'refused'; message: string};

/** Units of the given lines, the highest priced first (line order among equals). */
function unitsByPrice(lines: readonly RuleLine[]): RuleLine[] {
  return lines
    .flatMap((line) => Array.from({length: Math.max(0, line.quantity)}, () => line))
    .sort((a, b) => b.unitPrice - a.unitPrice);
}

function discountPerLine(
  units: readonly RuleLine[],
  rate: number,
  title: string,
): LineDecision[] {
  const amounts = new Map<string, number>();
  for (const unit of units) {
    amounts.set(unit.id, (amounts.get(unit.id) ?? 0) + roundTo(unit.unitPrice * rate, 2));
  }
  return [...amounts].map(([lineId, amount]) => ({
    lineId,
    kind: 'discount',
    amount: roundTo(amount, 2),
    title,
  }));
}

/** Survey discount (docs/product/pricing.md#survey-discount). */
export function surveyDiscountForCart({
  cartAttributes,
  lines,
  freeUnits = new Map(),
}: {
  cartAttributes: Attributes;
  lines: readonly RuleLine[];
  freeUnits?: ReadonlyMap<string, number>;
}): LineDecision[] {
  if (!hasAttribute(cartAttributes, CART_ATTRIBUTES.discountSurvey)) {
    return lines
      .filter((line) => hasAttribute(line.attributes, LINE_ATTRIBUTES.surveyDiscount))
      .map((line) => ({
        lineId: line.id,
        kind: 'refused',
        message: SURVEY_NOT_COMPLETED_MESSAGE,
      }));
  }
  const paying = lines.flatMap((line) => {
    const otherPrice = PRICE_ATTRIBUTE_KEYS.some(
      (key) =>
        key !== LINE_ATTRIBUTES.surveyDiscount && hasAttribute(line.attributes, key),
    );
    const quantity = line.quantity - Math.max(0, freeUnits.get(line.id) ?? 0);
    return otherPrice || quantity <= 0 ? [] : [{...line, quantity}];
  });
  const units = unitsByPrice(paying).slice(0, SURVEY_DISCOUNT_MAX_ITEMS);
  return discountPerLine(units, SURVEY_DISCOUNT, SURVEY_DISCOUNT_TITLE);
}

/** Welcome offer (docs/product/pricing.md#welcome-offer). */
export function welcomeBonusForCart({
  lines,
}: {
  lines: readonly RuleLine[];
}): LineDecision[] {
  const decisions: LineDecision[] = [];
  let unitsLeft = WELCOME_OFFER_MAX_ITEMS;
  for (const line of lines) {
    if (!hasAttribute(line.attributes, LINE_ATTRIBUTES.welcomeBonus)) continue;
    if (!isValidEmail(attributeValue(line.attributes, LINE_ATTRIBUTES.welcomeBonus))) {
      decisions.push({
        lineId: line.id,
        kind: 'refused',
        message: INVALID_WELCOME_EMAIL_MESSAGE,
      });
    } else if (unitsLeft === 0 || line.quantity <= 0) {
      decisions.push({
        lineId: line.id,
        kind: 'refused',
        message: WELCOME_BONUS_LIMIT_MESSAGE,
      });
    } else {
      const units = Math.min(line.quantity, unitsLeft);
      unitsLeft -= units;
      decisions.push(
        ...discountPerLine(
          Array.from({length: units}, () => line),
          WELCOME_OFFER_DISCOUNT,
          WELCOME_BONUS_DISCOUNT_TITLE,
        ),
      );
    }
  }
  return decisions;
}

/**
 * A buy-one-get-one offer: each unit of a main variant makes one unit of a free variant
 * free.
 */
export interface BogoOffer {
  mainVariantIds: readonly string[];
  freeVariantIds: readonly string[];
}

/** A line as the BOGO rule sees it; prices in the cart's currency. */
export interface BogoLine extends RuleLine {
  variantId: string;
}

/** The same offer as the pricing function takes it. */
export function bogoOfferVariants(offer: BogoOfferEntry): BogoOffer {
  const ids = (variant: RegionalVariant) =>
    REGIONS.flatMap((region) => (variant[region] ? [variant[region]] : []));
  return {mainVariantIds: ids(offer.main), freeVariantIds: offer.free.flatMap(ids)};
}

/**
 * Buy one, get one (docs/product/pricing.md#buy-one-get-one; the cart keeps the main line
 * and its free line at the same quantity).
 */
export function bogoForCart({
  offers,
  lines,
}: {
  offers: readonly BogoOffer[];
  lines: readonly BogoLine[];
}): LineDecision[] {
  const plain = lines.filter((line) =>
    PRICE_ATTRIBUTE_KEYS.every((key) => !hasAttribute(line.attributes, key)),
  );
  const decisions: LineDecision[] = [];
  for (const offer of offers) {
    let mainUnits = plain
      .filter((line) => offer.mainVariantIds.includes(line.variantId))
      .reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
    for (const line of plain) {
      if (!offer.freeVariantIds.includes(line.variantId) || mainUnits <= 0) continue;
      const units = Math.min(Math.max(0, line.quantity), mainUnits);
      mainUnits -= units;
      if (units > 0) {
        decisions.push(
          ...discountPerLine(
            Array.from({length: units}, () => line),
            1,
            BOGO_DISCOUNT_TITLE,
          ),
        );
      }
    }
  }
  return decisions;
}

/** A line asking for a programme price, as the cart-wide allowances read it. */
export interface AllowanceLine {
  /** The price attribute the line carries. */
  attributeKey: string;
  quantity: number;
  /** The SKU without its US/EU part (skuBase), else the variant id. */
  itemKey: string;
  /** Whether the line's own rule gives it the price; refused lines use up nothing. */
  priced: boolean;
}

/** How many units of a line keep its price, and why the others do not (null: all do). */
export interface LineAllowance {
  units: number;
  message: string | null;
}

/** Prices a customer has once, so their line is one unit. */
export const ONE_PER_CUSTOMER_ATTRIBUTES: readonly string[] = [
  LINE_ATTRIBUTES.complimentary,
  LINE_ATTRIBUTES.customPrice,
  LINE_ATTRIBUTES.secretShop,
  LINE_ATTRIBUTES.secretShopFree,
  LINE_ATTRIBUTES.welcomeBonus,
];

// Every free or chosen-price item shares the cart's one allowance
// (docs/product/pricing.md#one-free-or-chosen-price-item).
const FREE_OR_CHOSEN_PRICE_ATTRIBUTES: readonly string[] = [
  LINE_ATTRIBUTES.complimentary,
  LINE_ATTRIBUTES.customPrice,
  LINE_ATTRIBUTES.secretShopFree,
];

const SECRET_SHOP_ATTRIBUTES: readonly string[] = [
  LINE_ATTRIBUTES.secretShop,
  LINE_ATTRIBUTES.secretShopFree,
];

/** The cart-wide bounds on programme prices, in cart order. */
export function programmeAllowances(lines: readonly AllowanceLine[]): LineAllowance[] {
  const secretUnits = new Map<string, number>();
  let freeUnitsLeft = FREE_OR_PWYW_ITEMS_PER_CART;
  return lines.map((line) => {
    const asked = Math.max(0, line.quantity);
    if (!line.priced) return {units: asked, message: null};
    let units = asked;
    let message: string | null = null;
    const bound = (limit: number, reason: string) => {
      if (units > limit) {
        units = Math.max(0, limit);
        message ??= reason;
      }
    };
    if (ONE_PER_CUSTOMER_ATTRIBUTES.includes(line.attributeKey)) {
      bound(ONE_PER_CUSTOMER_LINE_QUANTITY, ONE_UNIT_ONLY_MESSAGE);
    }
    if (SECRET_SHOP_ATTRIBUTES.includes(line.attributeKey)) {
      const given = secretUnits.get(line.itemKey) ?? 0;
      bound(SECRET_SHOP_UNITS_PER_SKU - given, SECRET_SHOP_ONE_PER_ORDER_MESSAGE);
    }
    if (FREE_OR_CHOSEN_PRICE_ATTRIBUTES.includes(line.attributeKey)) {
      bound(freeUnitsLeft, FREE_ITEM_LIMIT_MESSAGE);
    }
    if (SECRET_SHOP_ATTRIBUTES.includes(line.attributeKey)) {
      secretUnits.set(line.itemKey, (secretUnits.get(line.itemKey) ?? 0) + units);
    }
    if (FREE_OR_CHOSEN_PRICE_ATTRIBUTES.includes(line.attributeKey)) {
      freeUnitsLeft -= units;
    }
    return {units, message};
  });
}

/** A line at a once-per-customer price holding more than one unit. */
export function exceedsOnePerCustomerQuantity(
  attributes: Attributes,
  quantity: number,
): boolean {
  return (
    quantity > ONE_PER_CUSTOMER_LINE_QUANTITY &&
    ONE_PER_CUSTOMER_ATTRIBUTES.some((key) => hasAttribute(attributes, key))
  );
}

/**
 * The white cheek brush (docs/product/pricing.md#white-cheek-brush-limit: one per order;
 * for a known buyer, one per customer).
 */
export function whiteCheekBrushRefusals(
  lines: readonly {whiteCheekBrush: boolean; quantity: number}[],
  alreadyBought: number,
): number[] {
  const allowed = Math.min(
    WHITE_CHEEK_BRUSHES_PER_CART,
    WHITE_CHEEK_BRUSHES_PER_CUSTOMER - Math.max(0, alreadyBought),
  );
  let units = 0;
  return lines.flatMap((line, index) => {
    if (!line.whiteCheekBrush || line.quantity <= 0) return [];
    units += line.quantity;
    return units > allowed ? [index] : [];
  });
}
