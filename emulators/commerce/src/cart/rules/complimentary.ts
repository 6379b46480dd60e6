import {LINE_ATTRIBUTES} from '#rules/cart-attributes';
import {complimentaryLinePrice} from '#rules/merchant-rules';
import {perUnitRule} from './per-unit';

/** A free item: a COMPLIMENTARY variant carrying _complimentary costs nothing. */
export const complimentaryRule = perUnitRule(
  'complimentary',
  'automatic',
  LINE_ATTRIBUTES.complimentary,
  (line, unitPrice) =>
    complimentaryLinePrice({
      sku: line.variant.sku,
      attributes: line.attributes,
      variantPriceUsd: unitPrice,
    }),
);
