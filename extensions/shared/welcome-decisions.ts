import {LINE_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {attributesFrom, type AttributeValue, type MoneyV2} from './function-api';
import {
  WELCOME_OFFER_NOT_CLAIMED_MESSAGE,
  WELCOME_OFFER_USED_MESSAGE,
  welcomeBonusForCart,
  type LineDecision,
} from './merchant-rules';
import {usedEntries, emailDigest} from '@brush/rules/used-markers';
import {isValidEmail} from '@brush/rules/validation';
import {canonicalEmail} from '@brush/rules/email';
import {readWelcomeMarker} from '@brush/rules/welcome-marker';

/*
 * The welcome offer's decisions on a Function input (docs/product/pricing.md#welcome-offer):
 * the welcome-offer function turns them into discounts, the cart checks read their refusals
 * (decision 0123).
 */

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
  if (!marker || marker.email !== canonicalEmail(email)) {
    return WELCOME_OFFER_NOT_CLAIMED_MESSAGE;
  }
  return used.has(emailDigest(email)) ? WELCOME_OFFER_USED_MESSAGE : null;
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
