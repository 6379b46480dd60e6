import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PWYW_PRODUCT_QUERY} from '#graphql/promos';
import {pwywVariantViews} from '~/features/promos/promo-views';
import {criticalData} from '~/server/critical-data.server';
import {PRODUCT_IMAGES_LIMIT, VARIANTS_LIMIT} from '@brush/rules/limits';
import {presetPercentList} from '@brush/rules/promos';
import {isPlausibleHandle, isPublicResource} from '~/lib/public-catalog';
import {CUSTOM_PRICE_MIN, offersCustomPrice} from '@brush/rules/pwyw';
import {canonicalUrl} from '~/lib/seo';
import {useLoaderData, useSearchParams} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {ProductGallery} from '~/features/catalog/ProductGallery';
import {VariantPicker} from '~/features/catalog/VariantPicker';
import {selectVariant} from '~/features/catalog/variant-selection';
import {PwywChooser} from '~/features/promos/PwywChooser';

function notFound(handle: string): Response {
  return new Response(`pay-what-you-want product ${handle} not found`, {status: 404});
}

/** A pay-what-you-want product in one Storefront request. */
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

export {variantPageShouldRevalidate as shouldRevalidate} from '~/features/catalog/variant-selection';

export {loaderSeoMeta as meta} from '~/ui/page-meta';

export default function PwywProductPage() {
  const {product, variants, soldInCountry, presets} = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const {t} = useTranslation();
  const formatPrice = useFormatMoney();
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
                min: formatPrice({
                  amount: CUSTOM_PRICE_MIN,
                  currencyCode: selected.price.currencyCode,
                }),
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
