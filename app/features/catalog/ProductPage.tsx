import {Await, Link, useLoaderData, useSearchParams} from '@remix-run/react';
import {Image, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import {useTranslation} from '~/i18n/react';
import {JsonLd} from '~/features/content/JsonLd';
import {Price} from '~/features/catalog/Price';
import {ProductGallery} from '~/features/catalog/ProductGallery';
import {VariantPicker} from '~/features/catalog/VariantPicker';
import {selectVariant} from '~/features/catalog/variant-selection';
import {renderedJsonLd} from '~/features/catalog/rendered-json-ld';
import {keptImageUrl} from '~/features/catalog/images';
import {RECOMMENDATIONS_SHOWN} from '@brush/rules/limits';
import type {MoneyFragment} from '#graphql/storefrontapi.generated';
import type {ProductData} from './page-data';

/**
 * The recommendations come after the fold and after the product's own data, so their cards
 * are not part of the page's first load.
 */
const ProductGrid = lazy(() =>
  import('~/features/catalog/ProductCard').then((module) => ({
    default: module.ProductGrid,
  })),
);

/** The banner spans the content width (1200px less the gutters) on wide screens. */
const WIDE_IMAGE_SIZES = '(min-width: 1200px) 1136px, 100vw';

/** What the product page tells its add to cart. */
export interface ProductAddToCartProps {
  lines: OptimisticCartLineInput[];
  disabled: boolean;
  /** What the disabled button says instead of "add to cart". */
  disabledLabel?: string;
  /** The product's name, in the confirmation. */
  productTitle: string;
  /**
   * The product's tags: one white cheek brush per cart (docs/product/cart.md#white-cheek-brush).
   */
  productTags: readonly string[];
  /** Shown under the confirmation (at most RECOMMENDATIONS_SHOWN, with a link to the rest). */
  recommendations?: ReactNode;
  /** The selected variant's price: the welcome offer shows its share of it. */
  price: MoneyFragment;
}

/** The product's add to cart, handed in by the route: the cart sits above the catalog. */
export type AddToCartSlot = ComponentType<ProductAddToCartProps>;

export function ProductPage({addToCart: AddToCart}: {addToCart: AddToCartSlot}) {
  const data = useLoaderData<ProductData>();
  const {product, variants, soldInCountry, recommendations} = data;
  const [searchParams] = useSearchParams();
  const {t} = useTranslation();
  const selected = selectVariant(variants, searchParams);

  const variantImage = selected?.image;
  const images = variantImage
    ? [variantImage, ...product.images.filter((image) => image.url !== variantImage.url)]
    : product.images;

  return (
    <>
      <div className="container product">
        <ProductGallery key={selected?.id} images={images} title={product.title} />
        <section className="product__info" aria-labelledby="product-title">
          <p className="eyebrow">{product.vendor}</p>
          <h1 id="product-title">{product.title}</h1>
          {product.headline && <p className="product__headline">{product.headline}</p>}
          {selected && (
            <p className="product__price">
              <Price price={selected.price} compareAtPrice={selected.compareAtPrice} />
            </p>
          )}
          {selected && (selected.hasCustomTitle || selected.checkoutDescription) && (
            <p className="product__variant-note">
              {selected.hasCustomTitle && <strong>{selected.title}</strong>}
              {selected.hasCustomTitle && selected.checkoutDescription && ' · '}
              {selected.checkoutDescription}
            </p>
          )}
          {selected && <VariantPicker variants={variants} selected={selected} />}
          {selected ? (
            <AddToCart
              productTitle={product.title}
              productTags={product.tags}
              price={selected.price}
              recommendations={
                <Suspense fallback={null}>
                  <Await resolve={recommendations} errorElement={null}>
                    {(cards) =>
                      cards && cards.length > 0 ? (
                        <ProductGrid
                          products={cards.slice(0, RECOMMENDATIONS_SHOWN)}
                          eager={false}
                        />
                      ) : null
                    }
                  </Await>
                </Suspense>
              }
              disabled={!selected.available}
              disabledLabel={
                soldInCountry ? t('catalog.unavailable') : t('catalog.notSoldInCountry')
              }
              lines={[
                {
                  merchandiseId: selected.id,
                  quantity: 1,
                  // What an optimistic cart line shows, not the whole view: the form
                  // carries it in the page's markup (decision 0125).
                  selectedVariant: {
                    id: selected.id,
                    title: selected.title,
                    selectedOptions: selected.selectedOptions,
                    price: selected.price,
                    compareAtPrice: selected.compareAtPrice,
                    image: selected.image,
                    product: {
                      id: product.id,
                      handle: product.handle,
                      title: product.title,
                    },
                  },
                },
              ]}
            />
          ) : (
            <p className="notice">{t('catalog.notSoldInCountry')}</p>
          )}
          {product.brief.length > 0 && (
            <div className="product__brief">
              <h2>{t('catalog.atAGlance')}</h2>
              <ul>
                {product.brief.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="product__description">
            <h2 className="visually-hidden">{t('catalog.description')}</h2>
            <div dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
          </div>
        </section>
      </div>

      {product.imageWide && (
        <div className="container product-banner">
          <Image
            data={product.imageWide}
            alt={product.imageWide.altText ?? ''}
            aspectRatio="12/5"
            sizes={WIDE_IMAGE_SIZES}
            loader={keptImageUrl}
            loading="lazy"
          />
        </div>
      )}

      {product.video && (
        <section className="container product-film" aria-labelledby="product-film">
          <div className="product-film__text">
            <h2 id="product-film">{t('catalog.inMotion')}</h2>
            <p className="lede">{t('catalog.video', {title: product.title})}</p>
          </div>
          {/* A silent clip of the brush turning: there is nothing to caption. */}
          <video
            className="product-film__video"
            controls
            muted
            playsInline
            preload="none"
            poster={product.video.poster ?? undefined}
            aria-label={t('catalog.video', {title: product.title})}
          >
            <source src={product.video.url} type={product.video.type} />
          </video>
        </section>
      )}

      <Suspense fallback={null}>
        <Await resolve={recommendations} errorElement={null}>
          {(cards) =>
            cards && cards.length > 0 ? (
              <section
                className="container product-recommendations"
                aria-labelledby="product-recommendations"
              >
                <div className="section-heading">
                  <h2 id="product-recommendations">{t('catalog.recommendations')}</h2>
                  <Link to="/concept-store" className="section-link">
                    {t('catalog.seeConceptStore')}
                  </Link>
                </div>
                <ProductGrid products={cards} eager={false} />
              </section>
            ) : null
          }
        </Await>
      </Suspense>

      <JsonLd key={product.handle} json={renderedJsonLd(data)} />
    </>
  );
}
