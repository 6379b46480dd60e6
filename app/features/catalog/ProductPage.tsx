import {Link, useLoaderData, useSearchParams} from '@remix-run/react';
import {Image, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {useTranslation} from '~/i18n/react';
import {JsonLd} from '~/features/content/JsonLd';
import {Price} from '~/features/catalog/Price';
import {ProductGallery} from '~/features/catalog/ProductGallery';
import {VariantPicker} from '~/features/catalog/VariantPicker';
import {selectVariant} from '~/features/catalog/variant-selection';
import {renderedJsonLd} from '~/features/catalog/rendered-json-ld';
import {keptImageUrl} from '~/features/catalog/images';
import {addToCartLine} from '~/features/catalog/add-to-cart-line';
import {RECOMMENDATIONS_SHOWN} from '@brush/rules/limits';
import {ProductGrid as RenderedProductGrid} from '~/features/catalog/ProductCard';
import type {MoneyFragment} from '#graphql/storefrontapi.generated';
import type {productLoader, ProductPageData, ProductVariantView} from './product.server';

/** The recommendations come after the fold. */
const ProductGrid = import.meta.env.SSR
  ? RenderedProductGrid
  : lazy(() =>
      import('~/features/catalog/ProductCard').then((module) => ({
        default: module.ProductGrid,
      })),
    );

/** The banner spans the content width (1200px less the gutters) on wide screens. */
const WIDE_IMAGE_SIZES = '(min-width: 1200px) 1136px, 100vw';

/** The banner's srcset steps: 400 to 2400 pixels. */
export const WIDE_IMAGE_SRCSET = {
  intervals: 6,
  startingWidth: 400,
  incrementSize: 400,
  placeholderWidth: 100,
} as const;

export interface ProductAddToCartProps {
  lines: OptimisticCartLineInput[];
  disabled: boolean;
  /** What the disabled button says instead of "add to cart". */
  disabledLabel?: string;
  /** The product's name, in the confirmation. */
  productTitle: string;
  /** The product's tags: one white cheek brush per cart (cart.md#white-cheek-brush). */
  productTags: readonly string[];
  /** Under the confirmation: at most RECOMMENDATIONS_SHOWN, linking to the rest. */
  recommendations?: ReactNode;
  /** The selected variant's price: the welcome offer shows its share of it. */
  price: MoneyFragment;
}

/** The product's add to cart, handed in by the route: the cart sits above the catalog. */
export type AddToCartSlot = ComponentType<ProductAddToCartProps>;

const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

// False on the server and in the hydrating render, true from the commit that hydrates on.
function useOwnedByReact(): boolean {
  const [owned, setOwned] = useState(false);
  useCommitEffect(() => setOwned(true), []);
  return owned;
}

/** The add to cart with the selected variant's line, written once React owns the form. */
export function VariantAddToCart({
  addToCart: AddToCart,
  variant,
  product,
  ...props
}: Omit<ProductAddToCartProps, 'lines' | 'productTitle' | 'productTags'> & {
  addToCart: AddToCartSlot;
  variant: ProductVariantView;
  product: ProductPageData['product'];
}) {
  const owned = useOwnedByReact();
  return (
    <AddToCart
      {...props}
      productTitle={product.title}
      productTags={product.tags}
      lines={[addToCartLine(variant, product, owned)]}
    />
  );
}

export function ProductPage({addToCart: AddToCart}: {addToCart: AddToCartSlot}) {
  const data = useLoaderData<typeof productLoader>();
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
            <VariantAddToCart
              addToCart={AddToCart}
              variant={selected}
              product={product}
              price={selected.price}
              recommendations={
                recommendations ? (
                  <Suspense fallback={null}>
                    <ProductGrid
                      products={recommendations.slice(0, RECOMMENDATIONS_SHOWN)}
                      eager={false}
                    />
                  </Suspense>
                ) : null
              }
              disabled={!selected.available}
              disabledLabel={
                soldInCountry ? t('catalog.unavailable') : t('catalog.notSoldInCountry')
              }
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
            srcSetOptions={WIDE_IMAGE_SRCSET}
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

      {recommendations && (
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
          <Suspense fallback={null}>
            <ProductGrid products={recommendations} eager={false} />
          </Suspense>
        </section>
      )}

      <JsonLd key={product.handle} json={renderedJsonLd(data)} />
    </>
  );
}
