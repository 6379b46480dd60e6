import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {decorative} from '~/components/catalog/decorative';
import {formatPrice} from '~/components/catalog/Price';
import {PRODUCT_CARD_SIZES} from '~/components/catalog/ProductCard';
import {PWYW_PRODUCTS_PATH} from '~/lib/promos';
import type {PwywCardView} from './promo-views';

/** A pay-what-you-want product: its lowest preset price, and the price it replaces struck through. */
export function PwywCard({product, eager}: {product: PwywCardView; eager: boolean}) {
  const {t} = useTranslation();
  return (
    <Link
      to={`${PWYW_PRODUCTS_PATH}/${product.handle}`}
      className="product-card"
      prefetch="intent"
    >
      <div className="product-card__media">
        {product.image && (
          <Image
            data={decorative(product.image)}
            alt=""
            aspectRatio="4/5"
            sizes={PRODUCT_CARD_SIZES}
            loading={eager ? 'eager' : 'lazy'}
          />
        )}
      </div>
      <h2 className="product-card__title">{product.title}</h2>
      <p className="promo-price">
        <span className="promo-price__now">
          {t('promos.pwyw.from', {price: formatPrice(product.lowestPrice)})}
        </span>
        <s className="price-compare">
          <span className="visually-hidden">{t('promos.pwyw.regularPrice')} </span>
          {formatPrice(product.price)}
        </s>
        {!product.available && <span className="tag">{t('catalog.unavailable')}</span>}
      </p>
    </Link>
  );
}
