import {LINE_ATTRIBUTES} from '#rules/cart-attributes';
import {customPriceForLine} from '#rules/merchant-rules';
import {perUnitRule} from './per-unit';

/**
 * Pay what you want: _customPrice, on a product tagged pwyw, is the unit price, clamped to
 * 0..price. It is read in the cart's currency, the one the shopper saw the price in, so the
 * amount chosen is the amount paid (app/rules names the parameter USD; the maths is the same).
 */
export const pwywRule = perUnitRule(
  'pwyw',
  'custom',
  LINE_ATTRIBUTES.customPrice,
  (line, unitPrice) =>
    customPriceForLine({
      attributes: line.attributes,
      productTags: line.product.tags,
      variantPriceUsd: unitPrice,
    }),
);
