import {parseBogoOffers} from '@brush/rules/bogo';
import {
  CART_ATTRIBUTES,
  LINE_ATTRIBUTES,
  isComplimentaryLine,
} from '@brush/rules/cart-attributes';
import {attributesFrom, type AttributeValue, type MoneyV2} from './function-api';
import {
  bogoOfferVariants,
  bogoForCart,
  surveyDiscountForCart,
  type LineDecision,
  type RuleLine,
} from './merchant-rules';
import {proofFitsBuyer, readSurveyProof} from '@brush/rules/survey-proof';
import {emailDigest, usedEntries} from '@brush/rules/used-markers';

/*
 * The survey discount's decisions on a Function input
 * (docs/product/pricing.md#survey-discount): the survey-discount function turns them into
 * discounts, the cart checks read their refusals (decision 0123).
 */

export interface SurveyLineInput {
  id: string;
  quantity: number;
  cost: {amountPerQuantity: MoneyV2};
  surveyDiscount: AttributeValue | null;
  complimentary?: AttributeValue | null;
  customPrice?: AttributeValue | null;
  conceptStore?: AttributeValue | null;
  secretShop?: AttributeValue | null;
  secretShopFree?: AttributeValue | null;
  welcomeBonus?: AttributeValue | null;
  merchandise?:
    | {__typename: 'ProductVariant'; id: string; sku?: string | null}
    | {__typename: 'CustomProduct'};
}

export interface SurveyCartInput {
  discountSurvey: AttributeValue | null;
  buyerIdentity?: {
    /** The checkout's email: a guest's is known once they type it at checkout. */
    email?: string | null;
    customer: {id: string; email?: string | null} | null;
  } | null;
  lines: SurveyLineInput[];
}

/**
 * The shop metafields the rule reads: the spent response ids, the digests of the emails that
 * had the discount, and the BOGO offers.
 */
export interface SurveyShopInput {
  usedResponses?: {value: string} | null;
  usedSurveyEmails?: {value: string} | null;
  bogoOffers?: {value: string} | null;
}

const LINE_PRICE_ATTRIBUTES = {
  surveyDiscount: LINE_ATTRIBUTES.surveyDiscount,
  complimentary: LINE_ATTRIBUTES.complimentary,
  customPrice: LINE_ATTRIBUTES.customPrice,
  conceptStore: LINE_ATTRIBUTES.conceptStore,
  secretShop: LINE_ATTRIBUTES.secretShop,
  secretShopFree: LINE_ATTRIBUTES.secretShopFree,
  welcomeBonus: LINE_ATTRIBUTES.welcomeBonus,
};

/**
 * A survey counts when discountSurvey reads back under the key, names this buyer (or no one)
 * and no order has spent its response yet. The cart the proof names is the checkout's to
 * check: a function is never told which cart it prices.
 */
export function surveyProven(
  cart: Pick<SurveyCartInput, 'discountSurvey' | 'buyerIdentity'>,
  signingKey: string | null | undefined,
  shop: SurveyShopInput,
): boolean {
  const proof = readSurveyProof(signingKey, cart.discountSurvey?.value);
  return (
    proof !== null &&
    proofFitsBuyer(proof, cart.buyerIdentity?.customer?.id ?? null) &&
    !usedEntries(shop.usedResponses?.value).has(proof.responseId)
  );
}

/**
 * Whether the buyer's mailbox already had a survey discount, however spelled: the checkout's
 * email or the signed-in customer's (decision 0136). A guest's cart has no email until
 * checkout, where the functions run again with it.
 */
export function surveyEmailSpent(
  cart: Pick<SurveyCartInput, 'buyerIdentity'>,
  shop: SurveyShopInput,
): boolean {
  const used = usedEntries(shop.usedSurveyEmails?.value);
  return [cart.buyerIdentity?.email, cart.buyerIdentity?.customer?.email].some(
    (email) => Boolean(email) && used.has(emailDigest(email ?? '')),
  );
}

interface PricedLine extends RuleLine {
  variantId: string;
  sku: string | null;
}

function pricedLine(line: SurveyLineInput): PricedLine {
  const variant =
    line.merchandise?.__typename === 'ProductVariant' ? line.merchandise : null;
  return {
    id: line.id,
    quantity: line.quantity,
    unitPrice: Number(line.cost.amountPerQuantity.amount),
    attributes: attributesFrom(line, LINE_PRICE_ATTRIBUTES),
    variantId: variant?.id ?? '',
    sku: variant?.sku ?? null,
  };
}

/** Units other rules give away: a gift's every unit, and the free units of BOGO offers. */
function freeUnits(lines: readonly PricedLine[], shop: SurveyShopInput) {
  const free = new Map<string, number>();
  for (const line of lines) {
    if (
      isComplimentaryLine({merchandise: {sku: line.sku}, attributes: line.attributes})
    ) {
      free.set(line.id, line.quantity);
    }
  }
  const offers = parseBogoOffers(shop.bogoOffers?.value).map(bogoOfferVariants);
  for (const decision of bogoForCart({offers, lines})) {
    const line = lines.find((candidate) => candidate.id === decision.lineId);
    if (decision.kind !== 'discount' || !line || line.unitPrice <= 0) continue;
    // BOGO gives whole units at their full price, so the amount counts them.
    const units = Math.round(decision.amount / line.unitPrice);
    free.set(line.id, Math.max(free.get(line.id) ?? 0, units));
  }
  return free;
}

/**
 * The survey rule's decisions on the cart as it is (docs/product/pricing.md#survey-discount),
 * discounts and refusals. A proven survey whose mailbox already had the discount gives
 * nothing and refuses nothing: the lines pay their price, and the checkout shows the new total.
 */
export function surveyDecisions(
  cart: SurveyCartInput,
  signingKey: string | null | undefined,
  shop: SurveyShopInput = {},
): LineDecision[] {
  const lines = cart.lines.map(pricedLine);
  const proven = surveyProven(cart, signingKey, shop);
  if (proven && surveyEmailSpent(cart, shop)) return [];
  return surveyDiscountForCart({
    cartAttributes: proven
      ? [{key: CART_ATTRIBUTES.discountSurvey, value: cart.discountSurvey?.value}]
      : [],
    lines,
    freeUnits: proven ? freeUnits(lines, shop) : new Map(),
  });
}
