import {pageMeta} from '~/ui/page-meta';
import {pwywProductLoader} from '~/features/promos/pwyw-product.server';
import {useLoaderData, useSearchParams, type MetaFunction} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {ProductGallery} from '~/features/catalog/ProductGallery';
import {VariantPicker} from '~/features/catalog/VariantPicker';
import {selectVariant} from '~/features/catalog/variant-selection';
import {PwywChooser} from '~/features/promos/PwywChooser';
import {CUSTOM_PRICE_MIN} from '@brush/rules/pwyw';

export const loader = pwywProductLoader;

export {variantPageShouldRevalidate as shouldRevalidate} from '~/features/catalog/variant-selection';

/** The gallery is the catalog's; the chooser is ours. */

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

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
