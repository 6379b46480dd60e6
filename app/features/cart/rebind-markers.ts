import {
  CART_ATTRIBUTES,
  SHOP_LINE_ATTRIBUTES,
  type Attribute,
} from '@brush/rules/cart-attributes';
import {readSurveyProof, signSurveyProof} from '@brush/rules/survey-proof';
import {readWelcomeMarker, signWelcomeMarker} from '@brush/rules/welcome-marker';

/**
 * A cart rebuilt for a new country is a new cart: the survey proof and welcome markers the old
 * one carried name the old cart, which the checkout refuses. These re-sign, for the new cart,
 * the markers the key signed for the old one, and only those: a marker lifted off another cart
 * stays as it was, refused as before.
 */

export interface Rebinding {
  key: string;
  from: string;
  to: string;
}

type Rebind = (value: string | null | undefined, rebinding: Rebinding) => string | null;

const surveyProof: Rebind = (value, {key, from, to}) => {
  const proof = readSurveyProof(key, value);
  return proof?.cartId === from ? signSurveyProof(key, {...proof, cartId: to}) : null;
};

const welcomeMarker: Rebind = (value, {key, from, to}) => {
  const marker = readWelcomeMarker(key, value);
  return marker?.cartId === from ? signWelcomeMarker(key, {...marker, cartId: to}) : null;
};

function rebound(
  attributes: readonly Attribute[],
  attributeKey: string,
  rebind: Rebind,
  rebinding: Rebinding,
): Attribute[] | null {
  let changed = false;
  const next = attributes.map((attribute) => {
    if (attribute.key !== attributeKey) return attribute;
    const value = rebind(attribute.value, rebinding);
    if (value === null) return attribute;
    changed = true;
    return {key: attribute.key, value};
  });
  return changed ? next : null;
}

/** The cart's attributes with its survey proof signed for the new cart; null: nothing to change. */
export function reboundCartAttributes(
  attributes: readonly Attribute[],
  rebinding: Rebinding,
): Attribute[] | null {
  return rebound(attributes, CART_ATTRIBUTES.discountSurvey, surveyProof, rebinding);
}

/** A line's attributes with its welcome marker signed for the new cart; null: nothing to change. */
export function reboundLineAttributes(
  attributes: readonly Attribute[],
  rebinding: Rebinding,
): Attribute[] | null {
  return rebound(
    attributes,
    SHOP_LINE_ATTRIBUTES.welcomeBonusProof,
    welcomeMarker,
    rebinding,
  );
}
