import type {MoneyFragment, PromoProductFragment} from '#graphql/storefrontapi.generated';
import {marketVisibleVariants} from '~/features/catalog/market-variants';
import {withoutRegion} from '~/features/catalog/variant-selection';
import {isProductAvailableInCountry, isVariantAvailable} from '@brush/rules/availability';
import {conceptStorePrice, pwywChoices} from '@brush/rules/promos';
import type {Market} from '@brush/rules/variant-visibility';

// Promo cards as the shopper's market sees them, built in loaders: only the variants the
// shopper may see travel to the browser, with the prices the promo gives them.

type PromoVariant = PromoProductFragment['variants']['nodes'][number];

export function money(
  amount: number,
  currencyCode: MoneyFragment['currencyCode'],
): MoneyFragment {
  return {amount: String(amount), currencyCode};
}

/** 'PRO', 'Goat / Black': the variant's options a shopper chooses between. */
export function variantLabel(
  variant: Pick<PromoVariant, 'selectedOptions' | 'customTitle' | 'title'>,
): string {
  const options = withoutRegion(variant.selectedOptions).map((option) => option.value);
  return options.join(' / ') || variant.customTitle?.value || variant.title;
}

function marketVariants(product: PromoProductFragment, market: Market) {
  const soldInCountry = isProductAvailableInCountry(product.tags, market.country);
  return {
    soldInCountry,
    variants: marketVisibleVariants(product, market).map((variant) => ({
      variant,
      available: soldInCountry && isVariantAvailable(variant),
    })),
  };
}

/** A concept-store card; null when none of the variants has a concept price here. */
export function conceptStoreCardView(product: PromoProductFragment, market: Market) {
  const {variants} = marketVariants(product, market);
  const priced = variants.flatMap(({variant, available}) => {
    const currency = variant.price.currencyCode;
    const concept = conceptStorePrice(product.tags, variant.sku, currency);
    if (concept === null) return [];
    const regular = Math.max(
      Number(variant.price.amount),
      Number(variant.compareAtPrice?.amount ?? 0),
    );
    return [
      {
        id: variant.id,
        label: variantLabel(variant),
        available,
        conceptPrice: money(concept, currency),
        // The price it replaces (compare-at when higher), struck through.
        regularPrice: regular > concept ? money(regular, currency) : null,
      },
    ];
  });
  if (priced.length === 0) return null;
  const first = variants.find(({variant}) => variant.id === priced[0]?.id)?.variant;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    image: product.featuredImage,
    // The option names the variant choice is about ('Edition'); empty for one variant.
    optionNames:
      priced.length > 1 && first
        ? withoutRegion(first.selectedOptions).map((option) => option.name)
        : [],
    variants: priced,
  };
}

export type ConceptStoreCardView = NonNullable<ReturnType<typeof conceptStoreCardView>>;
export type ConceptStoreVariantView = ConceptStoreCardView['variants'][number];

/** A pay-what-you-want card; null when this market sees none of the variants. */
export function pwywCardView(product: PromoProductFragment, market: Market) {
  const {variants} = marketVariants(product, market);
  const cheapest = variants.reduce<(typeof variants)[number] | undefined>(
    (lowest, candidate) =>
      !lowest ||
      Number(candidate.variant.price.amount) < Number(lowest.variant.price.amount)
        ? candidate
        : lowest,
    undefined,
  );
  if (!cheapest) return null;
  const {price} = cheapest.variant;
  const lowest = Math.min(...pwywChoices(Number(price.amount)).map((c) => c.amount));
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    image: product.featuredImage,
    price,
    // The lowest preset's price: what "from" means on this card.
    lowestPrice: money(lowest, price.currencyCode),
    available: variants.some((entry) => entry.available),
  };
}

export type PwywCardView = NonNullable<ReturnType<typeof pwywCardView>>;

/** The variants of a pay-what-you-want product this market may choose, for its page. */
export function pwywVariantViews(product: PromoProductFragment, market: Market) {
  const {soldInCountry, variants} = marketVariants(product, market);
  return {
    soldInCountry,
    variants: variants.map(({variant, available}) => ({
      id: variant.id,
      title: variantLabel(variant),
      image: variant.image,
      options: withoutRegion(variant.selectedOptions),
      price: variant.price,
      available,
    })),
  };
}
