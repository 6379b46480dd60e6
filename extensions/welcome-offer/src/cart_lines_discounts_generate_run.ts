import {LINE_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {
  WELCOME_OFFER_NOT_CLAIMED_MESSAGE,
  WELCOME_OFFER_USED_MESSAGE,
  welcomeBonusForCart,
  type LineDecision,
} from '@brush/rules/merchant-rules';
import {isValidEmail} from '@brush/rules/validation';
import {
  NO_DISCOUNTS,
  type AttributeValue,
  type CartLinesDiscountsGenerateRunResult,
  type DiscountClass,
  type MoneyV2,
} from '../../shared/function-api';
import {attributesFrom} from '../../shared/line-attributes';
import {usedEntries, welcomeEmailDigest} from '@brush/rules/used-markers';
import {normalizedEmail, readWelcomeMarker} from '@brush/rules/welcome-marker';

/** Kept in the discount's metafield $app:welcome-offer/function-configuration. */
export interface WelcomeOfferConfiguration {
  /** The key the worker signs welcome markers with (SURVEY_PROOF_KEY in its environment). */
  signingKey: string;
}

export interface WelcomeLineInput {
  id: string;
  quantity: number;
  cost: {amountPerQuantity: MoneyV2};
  welcomeBonus: AttributeValue | null;
  welcomeBonusProof: AttributeValue | null;
}

/** The shop metafield welcome/used_emails: digests of the emails orders used the offer with. */
export interface WelcomeShopInput {
  usedWelcomeEmails: {value: string} | null;
}

export interface WelcomeOfferInput {
  cart: {lines: WelcomeLineInput[]};
  shop: WelcomeShopInput;
  discount: {
    discountClasses: DiscountClass[];
    configuration: {jsonValue: WelcomeOfferConfiguration} | null;
  };
}

/**
 * Why a line tagged with a valid email may not have the offer, or null when it may: the
 * worker signed a marker for that email once it joined the mailing list, and no order has
 * used the offer with it yet. The cart the marker names is the checkout's to check.
 */
function claimRefusal(
  line: WelcomeLineInput,
  signingKey: string | null | undefined,
  used: ReadonlySet<string>,
): string | null {
  const email = line.welcomeBonus?.value ?? '';
  const marker = readWelcomeMarker(signingKey, line.welcomeBonusProof?.value);
  if (!marker || marker.email !== normalizedEmail(email)) {
    return WELCOME_OFFER_NOT_CLAIMED_MESSAGE;
  }
  return used.has(welcomeEmailDigest(email)) ? WELCOME_OFFER_USED_MESSAGE : null;
}

/**
 * The welcome rule's decision for each tagged line (docs/product/pricing.md#welcome-offer),
 * discounts and refusals.
 */
export function welcomeOfferDecisions(
  lines: readonly WelcomeLineInput[],
  signingKey: string | null | undefined,
  shop: WelcomeShopInput,
): LineDecision[] {
  const used = usedEntries(shop.usedWelcomeEmails?.value);
  const refused: LineDecision[] = [];
  const claimed = lines.filter((line) => {
    if (!line.welcomeBonus || !isValidEmail(line.welcomeBonus.value)) return true;
    const message = claimRefusal(line, signingKey, used);
    if (message !== null) refused.push({lineId: line.id, kind: 'refused', message});
    return message === null;
  });
  return [
    ...welcomeBonusForCart({
      lines: claimed.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        unitPrice: Number(line.cost.amountPerQuantity.amount),
        attributes: attributesFrom(line, {welcomeBonus: LINE_ATTRIBUTES.welcomeBonus}),
      })),
    }),
    ...refused,
  ];
}

export function cartLinesDiscountsGenerateRun(
  input: WelcomeOfferInput,
): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes('PRODUCT')) return NO_DISCOUNTS;
  const candidates = welcomeOfferDecisions(
    input.cart.lines,
    input.discount.configuration?.jsonValue.signingKey,
    input.shop,
  ).flatMap((decision) =>
    decision.kind === 'discount'
      ? [
          {
            targets: [{cartLine: {id: decision.lineId}}],
            value: {fixedAmount: {amount: decision.amount}},
            message: decision.title,
          },
        ]
      : [],
  );
  if (candidates.length === 0) return NO_DISCOUNTS;
  return {operations: [{productDiscountsAdd: {candidates, selectionStrategy: 'ALL'}}]};
}
