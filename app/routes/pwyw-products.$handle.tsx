import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useLoaderData, useSearchParams, type MetaFunction} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {PWYW_PRODUCT_QUERY} from '#graphql/promos';
import {formatPrice} from '~/features/catalog/Price';
import {ProductGallery} from '~/features/catalog/ProductGallery';
import {VariantPicker} from '~/features/catalog/VariantPicker';
import {selectVariant} from '~/features/catalog/variant-selection';
import {PwywChooser} from '~/features/promos/PwywChooser';
import {pageMeta} from '~/features/shell/page-meta';
import {pwywVariantViews} from '~/features/promos/promo-views';
import {criticalData} from '~/server/critical-data.server';
import {formatMoney} from '~/rules/currency';
import {PRODUCT_IMAGES_LIMIT, VARIANTS_LIMIT} from '~/rules/limits';
import {presetPercentList} from '~/rules/promos';
import {isPlausibleHandle, isPublicResource} from '~/rules/public-catalog';
import {CUSTOM_PRICE_MIN, offersCustomPrice} from '~/rules/pwyw';
import {canonicalUrl} from '~/rules/seo';
import catalogStyles from '~/styles/catalog.css?url';
import promosStyles from '~/styles/promos.css?url';

export {variantPageShouldRevalidate as shouldRevalidate} from '~/features/catalog/variant-selection';

/** The gallery is the catalog's; the chooser is ours. */
export const links = () => [
  {rel: 'stylesheet', href: catalogStyles},
  {rel: 'stylesheet', href: promosStyles},
];

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

function notFound(handle: string): Response {
  return new Response(`pay-what-you-want product ${handle} not found`, {status: 404});
}

/**
 * A pay-what-you-want product in one Storefront request. Only products tagged pwyw live here,
 * and never a secret-shop one: the secret shop offers those to the customers it holds them for.
 */
export async function loader({context, params, request}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const handle = params.handle;
  if (!isPlausibleHandle(handle)) throw notFound(handle ?? '');
  const {product} = await criticalData(
    storefront.query(PWYW_PRODUCT_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        handle,
        imagesLimit: PRODUCT_IMAGES_LIMIT,
        variantsLimit: VARIANTS_LIMIT,
      },
    }),
    'PwywProduct',
  );
  if (!product || !isPublicResource(product) || !offersCustomPrice(product.tags)) {
    throw notFound(handle);
  }
  const {soldInCountry, variants} = pwywVariantViews(product, market);
  return {
    product: {
      id: product.id,
      title: product.title,
      headline: product.headline?.value ?? null,
      descriptionHtml: product.descriptionHtml,
      images: product.images.nodes,
    },
    variants,
    soldInCountry,
    presets: presetPercentList(market.language),
    seo: {
      title: product.seo.title ?? product.title,
      description: product.seo.description ?? product.description,
      url: canonicalUrl(request.url),
      image: product.featuredImage,
      type: 'product' as const,
    },
  };
}

export default function PwywProduct() {
  const {product, variants, soldInCountry, presets} = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const {t} = useTranslation();
  const selected = selectVariant(variants, searchParams);
  const images =
    selected?.image && !product.images.some((image) => image.url === selected.image?.url)
      ? [selected.image, ...product.images]
      : product.images;

  return (
    <div className="container product">
      <ProductGallery key={selected?.id} images={images} title={product.title} />
      <section className="product__info" aria-labelledby="pwyw-product-title">
        <p className="eyebrow">{t('promos.pwyw.eyebrow')}</p>
        <h1 id="pwyw-product-title">{product.title}</h1>
        {product.headline && <p className="product__headline">{product.headline}</p>}
        {selected ? (
          <>
            <p className="promo-price pwyw-product__price">
              <span>{t('promos.pwyw.regularPrice')}</span>
              <span className="promo-price__now">{formatPrice(selected.price)}</span>
            </p>
            <p className="pwyw-product__explain">
              {t('promos.pwyw.explain', {
                presets,
                min: formatMoney(CUSTOM_PRICE_MIN, selected.price.currencyCode),
                max: formatPrice(selected.price),
              })}
            </p>
            <VariantPicker variants={variants} selected={selected} />
            <PwywChooser
              key={selected.id}
              merchandiseId={selected.id}
              price={selected.price}
              productTitle={product.title}
              available={selected.available}
            />
          </>
        ) : (
          <p className="notice">{t('catalog.notSoldInCountry')}</p>
        )}
        {selected && !soldInCountry && (
          <p className="notice">{t('catalog.notSoldInCountry')}</p>
        )}
        <div className="product__description">
          <h2 className="visually-hidden">{t('catalog.description')}</h2>
          <div dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
        </div>
      </section>
    </div>
  );
}
