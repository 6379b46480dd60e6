import {Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {ProductCardMedia} from '~/features/catalog/ProductCard';
import {PWYW_PRODUCTS_PATH} from '@brush/rules/promos';
import type {PwywCardView} from './promo-views';

/** A pay-what-you-want product: its lowest preset price, the regular one struck. */
export function PwywCard({product, eager}: {product: PwywCardView; eager: boolean}) {
  const {t} = useTranslation();
  const formatPrice = useFormatMoney();
  return (
    <Link
      to={`${PWYW_PRODUCTS_PATH}/${product.handle}`}
      className="product-card"
      prefetch="intent"
    >
      <ProductCardMedia image={product.image} eager={eager} />
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
