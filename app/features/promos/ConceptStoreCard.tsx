import {Link} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {AddToCartSubmit} from '~/features/cart/AddToCartButton';
import {CardAddDialog} from '~/features/cart/CardAddDialog';
import {useFormatMoney} from '~/features/catalog/Price';
import {ProductCardMedia} from '~/features/catalog/ProductCard';
import {useHydrated} from '~/features/shell/hydrated';
import {PromoCartForm} from './PromoCartForm';
import {PromoVariantChoice, useChosenVariant} from './PromoVariantChoice';
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
 * The choice is a plain select, so adding works before (or without) JavaScript; with it, the
 * add-to-cart dialog tells the outcome.
 */
export function ConceptStoreCard({
  product,
  eager = false,
}: {
  product: ConceptStoreCardView;
  eager?: boolean;
}) {
  const {t} = useTranslation();
  const {selected, choose} = useChosenVariant(product.variants);
  const hydrated = useHydrated();
  if (!selected) return null;
  const productUrl = `/products/${product.handle}`;
  const fetcherKey = `concept-store:${product.id}`;

  return (
    <article className="promo-card">
      <Link to={productUrl} className="product-card" prefetch="intent">
        <ProductCardMedia image={product.image} eager={eager} />
        <h2 className="product-card__title">{product.title}</h2>
      </Link>
      <ConceptStorePrice variant={selected} />
      <PromoCartForm flow="conceptStore" fetcherKey={fetcherKey}>
        {(fetcher) => (
          <div className="promo-card__form">
            <PromoVariantChoice
              variants={product.variants}
              optionNames={product.optionNames}
              fallbackLabel={t('promos.conceptStore.variant')}
              selectedId={selected.id}
              onChoose={choose}
              disableUnavailable
            />
            <AddToCartSubmit
              fetcher={fetcher}
              disabled={!selected.available}
              statusClassName="promo-card__status"
              announce={!hydrated}
            >
              <span className="visually-hidden">: {product.title}</span>
            </AddToCartSubmit>
          </div>
        )}
      </PromoCartForm>
      <CardAddDialog
        fetcherKey={fetcherKey}
        type="concept-store"
        productTitle={product.title}
      />
    </article>
  );
}
