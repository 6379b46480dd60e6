import {LINE_ATTRIBUTES, hasAttribute} from '#rules/cart-attributes';
import {conceptStoreLinePrice} from '#rules/merchant-rules';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '#rules/promos';
import {toCents} from '../money';
import type {
  LineAdjustment,
  LineRefusal,
  MerchantRule,
  RuleOutcome,
  SnapshotLine,
} from '../pipeline';
import {COLLECTIONS} from '../../seed/collections';

export const NOT_IN_CONCEPT_STORE_MESSAGE = 'this item is not in the concept store.';

const conceptStoreMembers = COLLECTIONS.find(
  (collection) => collection.handle === CONCEPT_STORE_COLLECTION_HANDLE,
)?.members;

/**
 * Membership as the shop defines the collection (an automated collection by tag, or a list of
 * handles); any other definition counts as nobody, so a changed seed cannot open the price
 * to every product.
 */
function inConceptStore(product: SnapshotLine['product']): boolean {
  if (!conceptStoreMembers) return false;
  if ('tag' in conceptStoreMembers) return product.tags.includes(conceptStoreMembers.tag);
  if ('handles' in conceptStoreMembers) {
    return conceptStoreMembers.handles.includes(product.handle);
  }
  return false;
}

/**
 * Concept store: a line the storefront marked _conceptStore pays the product's
 * conceptStorePrice tag price (variant-specific first), converted to the cart's currency,
 * for every unit. The mark on a product outside the concept-store collection, or on one
 * without a concept-store price, is forged: refused, and the line keeps its price.
 */
export const conceptStoreRule: MerchantRule = {
  name: 'conceptStore',
  apply(cart): RuleOutcome {
    const lines: LineAdjustment[] = [];
    const refusals: LineRefusal[] = [];
    const attributeKey = LINE_ATTRIBUTES.conceptStore;
    for (const line of cart.lines) {
      if (!hasAttribute(line.attributes, attributeKey)) continue;
      if (!inConceptStore(line.product)) {
        refusals.push({
          lineId: line.id,
          attributeKey,
          message: NOT_IN_CONCEPT_STORE_MESSAGE,
        });
        continue;
      }
      const verdict = conceptStoreLinePrice({
        sku: line.variant.sku,
        attributes: line.attributes,
        productTags: line.product.tags,
        unitPrice: line.unitPriceCents / 100,
        currency: cart.currencyCode,
      });
      if (verdict.kind === 'refused') {
        refusals.push({lineId: line.id, attributeKey, message: verdict.message});
      } else if (verdict.kind === 'discount' && line.quantity > 0) {
        lines.push({
          lineId: line.id,
          title: verdict.title,
          kind: 'automatic',
          amountCents: toCents(verdict.amount) * line.quantity,
        });
      }
    }
    return {lines, refusals};
  },
};
