import {parseBogoOffers} from '@brush/rules/bogo';
import {LINE_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {
  NO_DISCOUNTS,
  attributesFrom,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
  type ProductDiscountCandidate,
} from '@brush/functions-shared/function-api';
import {
  bogoOfferVariants,
  bogoForCart,
  type BogoOffer,
  type LineDecision,
} from '@brush/functions-shared/merchant-rules';
import {
  pricingContext,
  programmeLineDecisions,
  type ProgrammeCartInput,
  type ProgrammeLineInput,
  type ProgrammePricesConfiguration,
  type ProgrammeShopInput,
} from '@brush/functions-shared/programme-decisions';

export interface ProgrammePricesInput {
  cart: ProgrammeCartInput;
  localization: {country: {isoCode: string}};
  shop: ProgrammeShopInput;
  discount: {
    discountClasses: DiscountClass[];
    configuration: {jsonValue: ProgrammePricesConfiguration} | null;
  };
}

const PRICE_ATTRIBUTES = {
  complimentary: LINE_ATTRIBUTES.complimentary,
  customPrice: LINE_ATTRIBUTES.customPrice,
  conceptStore: LINE_ATTRIBUTES.conceptStore,
  secretShop: LINE_ATTRIBUTES.secretShop,
  secretShopFree: LINE_ATTRIBUTES.secretShopFree,
  surveyDiscount: LINE_ATTRIBUTES.surveyDiscount,
  welcomeBonus: LINE_ATTRIBUTES.welcomeBonus,
};

const EMPTY_CONFIGURATION: ProgrammePricesConfiguration = {
  conceptStoreCollectionIds: [],
  secretShopTags: [],
  secretShopCollectionIds: [],
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
    pricingContext(input),
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
  const offers = parseBogoOffers(input.shop.bogoOffers?.value).map(bogoOfferVariants);
  for (const decision of bogoDecisions(input.cart.lines, offers)) {
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
