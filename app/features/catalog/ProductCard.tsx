import {memo, type ReactNode} from 'react';
import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import {decorative, keptImageUrl} from './images';
import {Price} from './Price';
import type {CardImage, ProductCardShown} from './product-card-view';

/** Grid columns: 2 on phones, 3 from 768px, 4 from 1200px (see .product-grid). */
const PRODUCT_CARD_SIZES = '(min-width: 1200px) 270px, (min-width: 768px) 31vw, 46vw';

export const PRODUCT_CARD_SRCSET = {
  intervals: 4,
  startingWidth: 200,
  incrementSize: 200,
  placeholderWidth: 100,
} as const;

interface Loading {
  /** The first cards are above the fold on every screen size. */
  eager?: boolean;
  /** The page's largest image when it first paints: fetched before the others. */
  priority?: boolean;
}

/** A card's picture; decorative, as the card's title names its link. */
export function ProductCardMedia({
  image,
  eager = false,
  priority = false,
}: Loading & {image: CardImage | null | undefined}) {
  return (
    <div className="product-card__media">
      {image && (
        <Image
          data={decorative(image)}
          alt=""
          aspectRatio="4/5"
          sizes={PRODUCT_CARD_SIZES}
          srcSetOptions={PRODUCT_CARD_SRCSET}
          loader={keptImageUrl}
          loading={eager || priority ? 'eager' : 'lazy'}
          // React 18 does not know fetchPriority yet.
          {...(priority ? {fetchpriority: 'high'} : {})}
        />
      )}
    </div>
  );
}

// Memoized: every router change (each fetcher's loading and idle) renders the route
// again, while the loader's data keeps these props the same objects.
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  priority = false,
}: Loading & {product: ProductCardShown}) {
  const {t} = useTranslation();
  return (
    <Link to={`/products/${product.handle}`} className="product-card" prefetch="intent">
      <ProductCardMedia image={product.featuredImage} eager={eager} priority={priority} />
      <h3 className="product-card__title">{product.title}</h3>
      <div className="product-card__meta">
        {product.price && (
          <Price
            price={product.price}
            compareAtPrice={product.compareAtPrice}
            from={product.priceVaries}
          />
        )}
        {!product.soldInCountry || !product.price ? (
          <span className="tag">{t('catalog.notSoldInCountry')}</span>
        ) : (
          !product.available && <span className="tag">{t('catalog.unavailable')}</span>
        )}
      </div>
    </Link>
  );
});

/** How many cards load eagerly: the first row on the widest grid. */
const EAGER_CARDS = 4;

export function ProductGrid<P extends ProductCardShown>({
  products,
  eager = true,
  action,
}: {
  products: P[];
  /** False when the grid starts below the fold (its first row may then load lazily). */
  eager?: boolean;
  /** Below each card, outside its link: the collection's quick add. */
  action?: (product: P) => ReactNode;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.handle}>
          <ProductCard
            product={product}
            eager={eager && index < EAGER_CARDS}
            priority={eager && index === 0}
          />
          {action?.(product)}
        </li>
      ))}
    </ul>
  );
}
