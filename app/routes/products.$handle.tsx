import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  Link,
  useLoaderData,
  useSearchParams,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {PRODUCT_QUERY} from 'graphql/product';
import type {ProductQuery} from 'graphql/storefrontapi.generated';
import {AddToCartButton} from '~/components/cart/AddToCartButton';
import {Price} from '~/components/catalog/Price';
import {
  pickerOptions,
  selectVariant,
  variantForOptionValue,
  variantSearch,
  withoutRegion,
} from '~/components/catalog/variant-selection';
import {isProductAvailableInCountry, isVariantAvailable} from '~/lib/availability';
import {PRODUCT_IMAGES_LIMIT, VARIANTS_LIMIT} from '~/lib/limits';
import {visibleVariants} from '~/lib/variant-visibility';

/** The gallery is the page's largest element: full width on phones, 7/12 of 1200px beside the info. */
const GALLERY_SIZES = '(min-width: 900px) 700px, 100vw';

type ProductData = NonNullable<ProductQuery['product']>;
type VariantData = ProductData['variants']['nodes'][number];

function variantView(variant: Omit<VariantData, 'hidden'>, soldInCountry: boolean) {
  return {
    id: variant.id,
    title: variant.customTitle?.value ?? variant.title,
    sku: variant.sku,
    options: withoutRegion(variant.selectedOptions),
    selectedOptions: variant.selectedOptions,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    image: variant.image,
    checkoutDescription: variant.checkoutDescription?.value ?? null,
    available: soldInCountry && isVariantAvailable(variant),
  };
}

export type VariantView = ReturnType<typeof variantView>;

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.product.seo.title ?? data?.product.title ?? ''},
  {
    name: 'description',
    content: data?.product.seo.description ?? data?.product.description ?? '',
  },
  {tagName: 'link', rel: 'canonical', href: `/products/${data?.product.handle ?? ''}`},
];

export async function loader({context, params}: LoaderFunctionArgs) {
  const {storefront, market} = context;
  const handle = params.handle ?? '';
  const {product} = await storefront.query(PRODUCT_QUERY, {
    cache: storefront.CacheShort(),
    variables: {handle, imagesLimit: PRODUCT_IMAGES_LIMIT, variantsLimit: VARIANTS_LIMIT},
  });
  if (!product) {
    throw new Response(`product ${handle} not found`, {status: 404});
  }

  const soldInCountry = isProductAvailableInCountry(product.tags, market.country);
  const variants = visibleVariants(
    product,
    product.variants.nodes.map((variant) => ({
      ...variant,
      hidden: variant.hidden?.value,
    })),
    market,
  ).map((variant) => variantView(variant, soldInCountry));

  return {
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      vendor: product.vendor,
      description: product.description,
      descriptionHtml: product.descriptionHtml,
      seo: product.seo,
      headline: product.headline?.value ?? null,
      images: product.images.nodes,
    },
    variants,
    soldInCountry,
  };
}

/**
 * Choosing a variant only changes the search string, and the loader already sent every
 * variant the shopper may see: selection is computed here, with no new request.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (formAction === '/cart') return false;
  if (!formAction && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export default function Product() {
  const {product, variants, soldInCountry} = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const {t} = useTranslation();
  const selected = selectVariant(variants, searchParams);

  const images = selected?.image
    ? [
        selected.image,
        ...product.images.filter((image) => image.id !== selected.image?.id),
      ]
    : product.images;

  return (
    <div className="container product">
      <section className="product__gallery" aria-label={t('catalog.productImages')}>
        {images.map((image, index) => (
          <Image
            key={image.id ?? image.url}
            data={image}
            alt={image.altText ?? product.title}
            aspectRatio="4/5"
            sizes={GALLERY_SIZES}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </section>
      <section className="product__info">
        <p className="eyebrow">{product.vendor}</p>
        <h1>{product.title}</h1>
        {product.headline && <p className="product__headline">{product.headline}</p>}
        {selected && (
          <p className="product__price">
            <Price price={selected.price} compareAtPrice={selected.compareAtPrice} />
          </p>
        )}
        {selected && <VariantPicker variants={variants} selected={selected} />}
        {selected ? (
          <AddToCartButton
            disabled={!selected.available}
            lines={[
              {
                merchandiseId: selected.id,
                quantity: 1,
                selectedVariant: {
                  ...selected,
                  product: {id: product.id, handle: product.handle, title: product.title},
                },
              },
            ]}
          />
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

function VariantPicker({
  variants,
  selected,
}: {
  variants: VariantView[];
  selected: VariantView;
}) {
  const {t} = useTranslation();
  return (
    <>
      {pickerOptions(variants).map((option) => (
        <fieldset key={option.name} className="variant-picker">
          <legend>{option.name}</legend>
          <div className="variant-picker__values">
            {option.values.map((value) => {
              const target = variantForOptionValue(
                variants,
                selected,
                option.name,
                value,
              );
              if (!target) return null;
              const isSelected = target.id === selected.id;
              return (
                <Link
                  key={value}
                  to={variantSearch(target)}
                  replace
                  preventScrollReset
                  aria-current={isSelected}
                  aria-label={`${t('catalog.chooseOption', {option: option.name})}: ${value}${target.available ? '' : ` (${t('catalog.unavailable')})`}`}
                  className={`variant-option${target.available ? '' : ' variant-option--unavailable'}`}
                >
                  <span>{value}</span>
                  {!target.available && (
                    <span className="tag">{t('catalog.unavailable')}</span>
                  )}
                </Link>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
