import {Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {ProductCardMedia} from '~/features/catalog/ProductCard';
import {PromoCardAdd} from './PromoCartForm';
import {PromoVariantChoice, useChosenVariant} from './PromoVariantChoice';
import type {ConceptStoreCardView, ConceptStoreVariantView} from './promo-views';

/** The concept-store price, and the regular price it replaces struck through. */
export function ConceptStorePrice({variant}: {variant: ConceptStoreVariantView}) {
  const {t} = useTranslation();
  const formatPrice = useFormatMoney();
  return (
    <p className="promo-price">
      <span className="promo-price__now">
        <span className="visually-hidden">{t('promos.conceptStore.conceptPrice')} </span>
        {formatPrice(variant.conceptPrice)}
      </span>
      {variant.regularPrice && (
        <s className="price-compare">
          <span className="visually-hidden">
            {t('promos.conceptStore.regularPrice')}{' '}
          </span>
          {formatPrice(variant.regularPrice)}
        </s>
      )}
    </p>
  );
}

export function ConceptStoreCard({
  product,
  eager = false,
}: {
  product: ConceptStoreCardView;
  eager?: boolean;
}) {
  const {t} = useTranslation();
  const {selected, choose} = useChosenVariant(product.variants);
  if (!selected) return null;

  return (
    <article className="promo-card">
      <Link to={`/products/${product.handle}`} className="product-card" prefetch="intent">
        <ProductCardMedia image={product.image} eager={eager} />
        <h2 className="product-card__title">{product.title}</h2>
      </Link>
      <ConceptStorePrice variant={selected} />
      <PromoCardAdd
        flow="conceptStore"
        type="concept-store"
        productId={product.id}
        productTitle={product.title}
        available={selected.available}
      >
        <PromoVariantChoice
          variants={product.variants}
          optionNames={product.optionNames}
          fallbackLabel={t('promos.conceptStore.variant')}
          selectedId={selected.id}
          onChoose={choose}
          disableUnavailable
        />
      </PromoCardAdd>
    </article>
  );
}
