import type {
  ImageFieldsFragment,
  ProductCardFragment,
} from '#graphql/storefrontapi.generated';
import {isProductAvailableInCountry, isVariantAvailable} from '@brush/rules/availability';
import type {Market} from '@brush/rules/variant-visibility';
import {marketVisibleVariants} from './market-variants';
import {withoutRegion} from './variant-selection';

/** A grid card as the shopper's market sees it; built in loaders so variants never ship. */
export function productCardView(product: ProductCardFragment, market: Market) {
  const variants = marketVisibleVariants(product, market);
  const cheapest = variants.reduce<(typeof variants)[number] | undefined>(
    (lowest, variant) =>
      !lowest || Number(variant.price.amount) < Number(lowest.price.amount)
        ? variant
        : lowest,
    undefined,
  );
  const soldInCountry = isProductAvailableInCountry(product.tags, market.country);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    featuredImage: product.featuredImage,
    // The lowest price among the variants this market may buy.
    price: cheapest?.price ?? null,
    compareAtPrice: cheapest?.compareAtPrice ?? null,
    // The market's variants do not all cost the same: the card says "from".
    priceVaries: variants.some(
      (variant) => Number(variant.price.amount) !== Number(cheapest?.price.amount),
    ),
    soldInCountry,
    available: soldInCountry && variants.some(isVariantAvailable),
  };
}

export type ProductCardView = ReturnType<typeof productCardView>;

/** A card's picture as the card draws it: decoration, so without its alt text. */
export type CardImage = Pick<ImageFieldsFragment, 'url' | 'width' | 'height'> & {
  altText?: string | null;
};

/** What a card renders: grids key their cards by handle, so a card needs no id. */
export type ProductCardShown = Omit<ProductCardView, 'id' | 'featuredImage'> & {
  featuredImage?: CardImage | null;
};

/** A card cut to what it renders, for data sent only to be drawn as a card. */
export function cardShown(card: ProductCardView): ProductCardShown {
  const image = card.featuredImage;
  return {
    handle: card.handle,
    title: card.title,
    featuredImage: image
      ? {url: image.url, width: image.width, height: image.height}
      : null,
    price: card.price,
    compareAtPrice: card.compareAtPrice,
    priceVaries: card.priceVaries,
    soldInCountry: card.soldInCountry,
    available: card.available,
  };
}

// What a card's quick add offers (catalog.md#variant-picker): the variants this market
// may buy, nothing where the product is not sold.
export function quickAddVariants(product: ProductCardFragment, market: Market) {
  if (!isProductAvailableInCountry(product.tags, market.country)) return [];
  return marketVisibleVariants(product, market).map((variant) => ({
    id: variant.id,
    // Named by its options, the Region option aside.
    label: withoutRegion(variant.selectedOptions)
      .map((option) => option.value)
      .join(' / '),
    available: isVariantAvailable(variant),
  }));
}

export type QuickAddVariant = ReturnType<typeof quickAddVariants>[number];
