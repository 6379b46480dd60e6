import {LINE_ATTRIBUTES, hasAttribute} from '@brush/rules/cart-attributes';
import {
  ONE_SPECIAL_PRICE_MESSAGE,
  ONE_UNIT_ONLY_MESSAGE,
  WELCOME_BONUS_LIMIT_MESSAGE,
  WHITE_CHEEK_LIMIT_MESSAGE,
  asksForOneSpecialPriceAtMost,
  exceedsOnePerCustomerQuantity,
  whiteCheekBrushRefusals,
} from '@brush/functions-shared/merchant-rules';
import {
  attributesFrom,
  lineTarget,
  type AttributeValue,
  type CartValidationsGenerateRunResult,
  type ValidationError,
} from '@brush/functions-shared/function-api';
import {
  pricingContext,
  programmeLineDecisions,
  type ProgrammeCartInput,
  type ProgrammeLineInput,
  type ProgrammePricesConfiguration,
  type ProgrammeShopInput,
} from '@brush/functions-shared/programme-decisions';
import {
  surveyDecisions,
  type SurveyCartInput,
  type SurveyLineInput,
  type SurveyShopInput,
} from '@brush/functions-shared/survey-decisions';
import {
  welcomeOfferDecisions,
  type WelcomeLineInput,
  type WelcomeShopInput,
} from '@brush/functions-shared/welcome-decisions';

/**
 * One configuration for the checks, kept in $app:cart-checks/function-configuration: the
 * programme prices' (its lists are also this query's variables) and the survey's key.
 */
export interface CartChecksConfiguration extends ProgrammePricesConfiguration {
  surveySigningKey: string;
}

/** What the white cheek brush limit reads: the product's tag. */
interface WhiteCheekLineInput {
  merchandise:
    | {__typename: 'ProductVariant'; product: {whiteCheekBrush: boolean}}
    | {__typename: 'CustomProduct'};
}

type CheckedLine = ProgrammeLineInput &
  SurveyLineInput &
  WelcomeLineInput &
  WhiteCheekLineInput;

/** The known buyer's white cheek brushes bought before (metafield limits/white_cheek_bought). */
interface WhiteCheekBuyerInput {
  buyerIdentity: {
    customer: {whiteCheekBought: {value: string} | null} | null;
  } | null;
}

export interface CartChecksInput {
  cart: ProgrammeCartInput &
    SurveyCartInput &
    WhiteCheekBuyerInput & {discountSurvey: AttributeValue | null; lines: CheckedLine[]};
  localization: {country: {isoCode: string}};
  shop: ProgrammeShopInput & SurveyShopInput & WelcomeShopInput;
  validation: {configuration: {jsonValue: CartChecksConfiguration} | null};
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

const EMPTY_CONFIGURATION: CartChecksConfiguration = {
  conceptStoreCollectionIds: [],
  secretShopTags: [],
  secretShopCollectionIds: [],
  surveySigningKey: '',
};

function isWhiteCheekBrushLine({merchandise}: WhiteCheekLineInput): boolean {
  return (
    merchandise.__typename === 'ProductVariant' && merchandise.product.whiteCheekBrush
  );
}

/** The count the metafield holds; anything else reads as none bought. */
function unitsBought(value: string | null | undefined): number {
  const units = Number(value);
  return Number.isInteger(units) && units > 0 ? units : 0;
}

/**
 * The same decisions the discount functions make, read for their refusals: a line that asks
 * for a price the shop would not give gets one error naming why. A line asking for two special
 * prices gets only that error, as no discount function honours it.
 */
export function cartValidationsGenerateRun(
  input: CartChecksInput,
): CartValidationsGenerateRunResult {
  const configuration = input.validation.configuration?.jsonValue ?? EMPTY_CONFIGURATION;
  const lines: readonly CheckedLine[] = input.cart.lines;
  const lineIndex = new Map(lines.map((line, index) => [line.id, index]));
  const errors = new Map<number, string>();
  const refuse = (index: number | undefined, message: string) => {
    if (index !== undefined && !errors.has(index)) errors.set(index, message);
  };

  lines.forEach((line, index) => {
    if (!asksForOneSpecialPriceAtMost(attributesFrom(line, PRICE_ATTRIBUTES))) {
      refuse(index, ONE_SPECIAL_PRICE_MESSAGE);
    }
  });
  for (const decision of programmeLineDecisions(
    input.cart,
    pricingContext(input),
    configuration,
  )) {
    if (decision.verdict.kind === 'refused') {
      refuse(decision.lineIndex, decision.verdict.message);
    } else if (decision.limitMessage !== null) {
      refuse(decision.lineIndex, decision.limitMessage);
    }
  }
  // Also a line whose price the rules did not give (a chosen price equal to the full one).
  lines.forEach((line, index) => {
    const attributes = attributesFrom(line, PRICE_ATTRIBUTES);
    if (exceedsOnePerCustomerQuantity(attributes, line.quantity)) {
      refuse(
        index,
        hasAttribute(attributes, LINE_ATTRIBUTES.welcomeBonus)
          ? WELCOME_BONUS_LIMIT_MESSAGE
          : ONE_UNIT_ONLY_MESSAGE,
      );
    }
  });
  for (const index of whiteCheekBrushRefusals(
    lines.map((line) => ({
      whiteCheekBrush: isWhiteCheekBrushLine(line),
      quantity: line.quantity,
    })),
    unitsBought(input.cart.buyerIdentity?.customer?.whiteCheekBought?.value),
  )) {
    refuse(index, WHITE_CHEEK_LIMIT_MESSAGE);
  }
  for (const decision of [
    ...welcomeOfferDecisions(lines, configuration.surveySigningKey, input.shop),
    ...surveyDecisions(input.cart, configuration.surveySigningKey, input.shop),
  ]) {
    if (decision.kind === 'refused') {
      refuse(lineIndex.get(decision.lineId), decision.message);
    }
  }

  const found: ValidationError[] = [...errors]
    .sort(([a], [b]) => a - b)
    .map(([index, message]) => ({message, target: lineTarget(index)}));
  return {operations: found.length > 0 ? [{validationAdd: {errors: found}}] : []};
}
