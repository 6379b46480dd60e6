import type {OptimisticCartLineInput} from '@shopify/hydrogen';
import type {ProductPageData, ProductVariantView} from './product.server';

type LineProduct = Pick<ProductPageData['product'], 'id' | 'handle' | 'title'>;

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
