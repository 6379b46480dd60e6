import {useId, useState} from 'react';
import {Link} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {AddToCartSubmit} from '~/features/cart/AddToCartButton';
import {useFormatMoney} from '~/features/catalog/Price';
import {ProductCardMedia} from '~/features/catalog/ProductCard';
import {PromoCartForm} from './PromoCartForm';
import type {ConceptStoreCardView, ConceptStoreVariantView} from './promo-views';

/** The concept-store price, and the regular price it replaces struck through (named for screen readers). */
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

/**
 * A concept-store product with its variant choice and an add button. The form posts the
 * conceptStore flow: the server, not the page, marks the line for the concept-store price.
 * The choice is a plain select, so adding works before (or without) JavaScript.
 */
export function ConceptStoreCard({
  product,
  eager = false,
}: {
  product: ConceptStoreCardView;
  eager?: boolean;
}) {
  const {t} = useTranslation();
  const selectId = useId();
  const [selectedId, setSelectedId] = useState(
    () =>
      (product.variants.find((variant) => variant.available) ?? product.variants[0])?.id,
  );
  const selected =
    product.variants.find((variant) => variant.id === selectedId) ?? product.variants[0];
  if (!selected) return null;
  const productUrl = `/products/${product.handle}`;

  return (
    <article className="promo-card">
      <Link to={productUrl} className="product-card" prefetch="intent">
        <ProductCardMedia image={product.image} eager={eager} />
        <h2 className="product-card__title">{product.title}</h2>
      </Link>
      <ConceptStorePrice variant={selected} />
      <PromoCartForm flow="conceptStore" fetcherKey={`concept-store:${product.id}`}>
        {(fetcher) => (
          <div className="promo-card__form">
            {product.variants.length > 1 ? (
              <div className="field">
                <label htmlFor={selectId} className="field__label">
                  {product.optionNames.join(' / ') || t('promos.conceptStore.variant')}
                </label>
                <select
                  id={selectId}
                  name="merchandiseId"
                  className="field__select"
                  value={selected.id}
                  onChange={(event) => setSelectedId(event.target.value)}
                >
                  {product.variants.map((variant) => (
                    <option
                      key={variant.id}
                      value={variant.id}
                      disabled={!variant.available}
                    >
                      {variant.available
                        ? variant.label
                        : `${variant.label} (${t('catalog.unavailable')})`}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <input type="hidden" name="merchandiseId" value={selected.id} />
            )}
            <AddToCartSubmit
              fetcher={fetcher}
              disabled={!selected.available}
              statusClassName="promo-card__status"
            >
              <span className="visually-hidden">: {product.title}</span>
            </AddToCartSubmit>
          </div>
        )}
      </PromoCartForm>
    </article>
  );
}
