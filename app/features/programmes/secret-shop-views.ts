import type {SecretShopProductFragment} from '#graphql/storefrontapi.generated';
import {marketVisibleVariants} from '~/features/catalog/market-variants';
import {withoutRegion} from '~/features/catalog/variant-selection';
import {videoType, webUrl} from '~/features/catalog/video';
import {money, variantLabel} from '~/features/promos/promo-views';
import {isProductAvailableInCountry, isVariantAvailable} from '@brush/rules/availability';
import {isClaimed} from '@brush/rules/customer';
import {secretShopPrice, secretShopPurchaseType} from './secret-shop';
import type {Market} from '@brush/rules/variant-visibility';

// The secret shop's cards as one customer sees them: the variants their market shows, at
// secret-shop prices, claimed ones out of stock (docs/product/pricing.md#secret-shop-claims).

/** A secret-shop product's card; null when this market offers none of its variants. */
export function secretShopCardView(
  product: SecretShopProductFragment,
  market: Market,
  claimedSkus: readonly string[],
) {
  const soldInCountry = isProductAvailableInCountry(product.tags, market.country);
  const variants = marketVisibleVariants(product, market).flatMap((variant) => {
    const type = secretShopPurchaseType({productTags: product.tags, sku: variant.sku});
    if (!type) return [];
    const currency = variant.price.currencyCode;
    const listPrice = Number(variant.price.amount);
    const secret =
      type === 'secret-shop-pwyw'
        ? listPrice
        : (secretShopPrice(product.tags, variant.sku, currency) ?? listPrice);
    const claimed = isClaimed(variant.sku, claimedSkus);
    return [
      {
        id: variant.id,
        label: variantLabel(variant),
        type,
        // Claimed already, or not sold here: it cannot be added.
        available: soldInCountry && !claimed && isVariantAvailable(variant),
        claimed,
        // The secret price, or for pay what you want the price chosen from.
        price: money(secret, currency),
        // The list price a secret price replaces, struck through; null when not higher.
        regularPrice: listPrice > secret ? money(listPrice, currency) : null,
        checkoutDescription: variant.checkoutDescription?.value ?? null,
      },
    ];
  });
  const first = product.variants.nodes.find((variant) => variant.id === variants[0]?.id);
  if (!first) return null;
  const videoUrl = webUrl(product.video?.value);
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    headline: product.headline?.value ?? null,
    brief: (product.brief?.value ?? '').split('\n').filter((line) => line.trim() !== ''),
    // The autoplay video (docs/product/programmes.md#secret-shop).
    video: videoUrl ? {url: videoUrl, type: videoType(videoUrl)} : null,
    // The secret shop's own picture of it, else the product's.
    image: product.secretShopImage?.reference?.image ?? product.featuredImage,
    optionNames:
      variants.length > 1 ? withoutRegion(first.selectedOptions).map((o) => o.name) : [],
    variants,
  };
}

export type SecretShopCardView = NonNullable<ReturnType<typeof secretShopCardView>>;
export type SecretShopVariantView = SecretShopCardView['variants'][number];
