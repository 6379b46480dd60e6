import type {OptimisticCartLineInput} from '@shopify/hydrogen';
import type {ProductPageData, ProductVariantView} from './product.server';

type LineProduct = Pick<ProductPageData['product'], 'id' | 'handle' | 'title'>;

/**
 * The product page's add to cart line. The form writes it as JSON into a hidden input, so it is
 * part of the page's markup. A form posted without JavaScript needs only the variant and the
 * quantity; the variant as a cart line shows it (`selectedVariant`) is what Hydrogen's
 * optimistic cart draws while the add is under way, and only a submit through React has one.
 * So the page writes it once React owns the form, and the cold page's HTML does without it
 * (decision 0125). Its options leave out the Region, which a cart line never shows.
 */
export function addToCartLine(
  variant: ProductVariantView,
  product: LineProduct,
  withOptimisticVariant: boolean,
): OptimisticCartLineInput {
  const line = {merchandiseId: variant.id, quantity: 1};
  if (!withOptimisticVariant) return line;
  return {
    ...line,
    selectedVariant: {
      id: variant.id,
      title: variant.title,
      selectedOptions: variant.options,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
      image: variant.image,
      product: {id: product.id, handle: product.handle, title: product.title},
    },
  };
}
