import {LINE_ATTRIBUTES} from '../../../app/rules/cart-attributes';
import {
  FREE_ITEM_LIMIT_MESSAGE,
  ONE_SPECIAL_PRICE_MESSAGE,
  asksForOneSpecialPriceAtMost,
} from '../../../app/rules/merchant-rules';
import {
  type AttributeValue,
  type CartValidationsGenerateRunResult,
  type ValidationError,
  lineTarget,
} from '../../shared/function-api';
import {attributesFrom} from '../../shared/line-attributes';
import {
  programmeLineDecisions,
  type ProgrammeCartInput,
  type ProgrammeLineInput,
  type ProgrammePricesConfiguration,
} from '../../programme-prices/src/cart_lines_discounts_generate_run';
import {
  surveyDecisions,
  type SurveyCartInput,
  type SurveyLineInput,
} from '../../survey-discount/src/cart_lines_discounts_generate_run';
import {
  welcomeOfferDecisions,
  type WelcomeLineInput,
} from '../../welcome-offer/src/cart_lines_discounts_generate_run';

/**
 * One configuration for the checks, kept in $app:cart-checks/function-configuration: the
 * programme prices' (its lists are also this query's variables) and the survey's key.
 */
export interface CartChecksConfiguration extends ProgrammePricesConfiguration {
  surveySigningKey: string;
}

type CheckedLine = ProgrammeLineInput & SurveyLineInput & WelcomeLineInput;

export interface CartChecksInput {
  cart: ProgrammeCartInput &
    SurveyCartInput & {discountSurvey: AttributeValue | null; lines: CheckedLine[]};
  localization: {country: {isoCode: string}};
  shop: {localTime: {date: string}};
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
  freeItemRules: [],
  conceptStoreCollectionIds: [],
  secretShopTags: [],
  secretShopCollectionIds: [],
  bogoOffers: [],
  surveySigningKey: '',
};

/**
 * The same decisions the discount functions make, read for their refusals: a line that asks
 * for a price the shop would not give gets one error naming why. A line asking for two special
 * prices gets only that error, as no discount function honours it.
 */
export function cartValidationsGenerateRun(
  input: CartChecksInput,
): CartValidationsGenerateRunResult {
  const configuration = input.validation.configuration?.jsonValue ?? EMPTY_CONFIGURATION;
  const {lines} = input.cart;
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
    {country: input.localization.country.isoCode, today: input.shop.localTime.date},
    configuration,
  )) {
    if (decision.verdict.kind === 'refused') {
      refuse(decision.lineIndex, decision.verdict.message);
    } else if (
      decision.attributeKey === LINE_ATTRIBUTES.complimentary &&
      decision.units < (lines[decision.lineIndex]?.quantity ?? 0)
    ) {
      refuse(decision.lineIndex, FREE_ITEM_LIMIT_MESSAGE);
    }
  }
  for (const decision of [
    ...welcomeOfferDecisions(lines),
    ...surveyDecisions(input.cart, configuration.surveySigningKey),
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
