import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import type {ProductCardFragment} from 'graphql/storefrontapi.generated';
import {Price} from './Price';

/** Grid columns: 2 on phones, 3 from 768px, 4 from 1200px (see .product-grid). */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw';

export interface ProductCardProps {
  product: ProductCardFragment;
  /** Decided on the server from the product's AVAILABLE:/OOS: tags and the shopper's country. */
  soldInCountry: boolean;
  /** The first cards are above the fold on every screen size. */
  eager?: boolean;
}

export function ProductCard({product, soldInCountry, eager = false}: ProductCardProps) {
  const {t} = useTranslation();
  const image = product.featuredImage;
  return (
    <Link to={`/products/${product.handle}`} className="product-card" prefetch="intent">
      <div className="product-card__media">
        {image && (
          <Image
            data={image}
            alt={image.altText ?? product.title}
            aspectRatio="4/5"
            sizes={PRODUCT_CARD_SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        )}
      </div>
      <h3 className="product-card__title">{product.title}</h3>
      <div className="product-card__meta">
        <Price
          price={product.priceRange.minVariantPrice}
          compareAtPrice={product.compareAtPriceRange.minVariantPrice}
        />
        {!soldInCountry ? (
          <span className="tag">{t('catalog.notSoldInCountry')}</span>
        ) : (
          !product.availableForSale && (
            <span className="tag">{t('catalog.unavailable')}</span>
          )
        )}
      </div>
    </Link>
  );
}

export interface ProductGridItem {
  product: ProductCardFragment;
  soldInCountry: boolean;
}

/** How many cards load eagerly: the first row on the widest grid. */
const EAGER_CARDS = 4;

export function ProductGrid({items}: {items: ProductGridItem[]}) {
  return (
    <ul className="product-grid">
      {items.map(({product, soldInCountry}, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            soldInCountry={soldInCountry}
            eager={index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
