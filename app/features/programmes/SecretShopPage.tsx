import {useId} from 'react';
import {Link, useLoaderData} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import {useFormatMoney} from '~/features/catalog/Price';
import {ProductCardMedia} from '~/features/catalog/ProductCard';
import {PromoCardAdd} from '~/features/promos/PromoCartForm';
import {PwywChooser} from '~/features/promos/PwywChooser';
import {PromoVariantChoice, useChosenVariant} from '~/features/promos/PromoVariantChoice';
import type {secretShopLoader} from './secret-shop.server';
import type {SecretShopCardView, SecretShopVariantView} from './secret-shop-views';

/** The first row of the widest grid is above the fold. */
const EAGER_CARDS = 4;
const ALL_PRODUCTS_PATH = '/collections/all-products';

/** /secret: the customer's secret-shop collections, or why the shop is closed to them. */
export function SecretShopPage() {
  const shop = useLoaderData<typeof secretShopLoader>();
  const {t} = useTranslation();
  if (shop.status === 'closed')
    return <ShopClosed lede={t('programmes.secretShop.closed')} />;
  const products = shop.collections.flatMap((collection) => collection.products);
  return (
    <div className="container secret-shop">
      <header className="page-heading promo-heading">
        <h1>{shop.title}</h1>
        {shop.description && <p className="lede">{shop.description}</p>}
        {shop.sharedUntil && (
          <p className="notice">
            {t('programmes.secretShop.sharedWithYou', {day: shop.sharedUntil})}
          </p>
        )}
      </header>
      {products.length === 0 && (
        <p className="promo-empty">{t('programmes.secretShop.empty')}</p>
      )}
      {shop.collections.map((collection, collectionIndex) => (
        <section
          key={collection.id}
          className="secret-shop__collection"
          aria-labelledby={`${collection.id}-title`}
        >
          <h2 id={`${collection.id}-title`}>{collection.title}</h2>
          {collection.description && <p>{collection.description}</p>}
          <ul className="product-grid promo-grid">
            {collection.products.map((product, index) => (
              <li key={product.id}>
                <SecretShopCard
                  product={product}
                  eager={collectionIndex === 0 && index < EAGER_CARDS}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shop.share && <ShareLink url={shop.share.url} until={shop.share.until} />}
      {shop.bundle && (
        <section className="secret-shop__bundle" aria-labelledby="secret-shop-bundle">
          <h2 id="secret-shop-bundle">{t('programmes.secretShop.bundleTitle')}</h2>
          <p>
            {t('programmes.secretShop.bundleLede', {title: shop.bundle.product.title})}
          </p>
          <Link
            to={`/products/${shop.bundle.product.handle}`}
            className="secret-shop__bundle-base"
          >
            {shop.bundle.product.featuredImage && (
              <Image data={shop.bundle.product.featuredImage} alt="" width={96} />
            )}
            <span>{shop.bundle.product.title}</span>
          </Link>
          <h3>{t('programmes.secretShop.bundleOptions')}</h3>
          <ul className="secret-shop__bundle-options">
            {shop.bundle.options.map((option) => (
              <li key={option.id}>
                <Link to={`/products/${option.handle}`}>{option.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The link a customer gives a friend, selected whole on focus so it copies at once. */
function ShareLink({url, until}: {url: string; until: string}) {
  const {t} = useTranslation();
  const fieldId = useId();
  return (
    <section className="secret-shop__share" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>{t('programmes.secretShop.shareTitle')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {t('programmes.secretShop.shareLink')}
        </label>
        <input
          id={fieldId}
          className="field__input"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className="field__hint">
          {t('programmes.secretShop.shareUntil', {day: until})}
        </p>
      </div>
    </section>
  );
}

/** A shared link that is forged or past its last day opens nothing. */
export function SharedLinkRefusedPage() {
  const {t} = useTranslation();
  return <ShopClosed lede={t('programmes.secretShop.linkRefused')} />;
}

function ShopClosed({lede}: {lede: string}) {
  const {t} = useTranslation();
  return (
    <div className="container secret-shop">
      <header className="page-heading">
        <h1>{t('programmes.secretShop.title')}</h1>
        <p className="lede">{lede}</p>
      </header>
      <Link to={ALL_PRODUCTS_PATH} className="button">
        {t('programmes.secretShop.keepShopping')}
      </Link>
    </div>
  );
}

function SecretShopPrice({variant}: {variant: SecretShopVariantView}) {
  const {t} = useTranslation();
  const formatPrice = useFormatMoney();
  const free = variant.type === 'secret-shop-free';
  return (
    <p className="promo-price">
      <span className="promo-price__now">
        <span className="visually-hidden">{t('programmes.secretShop.secretPrice')} </span>
        {free ? t('programmes.secretShop.free') : formatPrice(variant.price)}
      </span>
      {variant.regularPrice && (
        <s className="price-compare">
          <span className="visually-hidden">
            {t('programmes.secretShop.regularPrice')}{' '}
          </span>
          {formatPrice(variant.regularPrice)}
        </s>
      )}
      {variant.claimed && (
        <span className="tag">{t('programmes.secretShop.claimed')}</span>
      )}
    </p>
  );
}

/** A secret-shop product: its story, the secret price of the chosen variant, and its add. */
function SecretShopCard({product, eager}: {product: SecretShopCardView; eager: boolean}) {
  const {t} = useTranslation();
  const {selected, choose} = useChosenVariant(product.variants);
  if (!selected) return null;
  const variantChoice = (
    <PromoVariantChoice
      variants={product.variants}
      optionNames={product.optionNames}
      fallbackLabel={t('programmes.secretShop.variant')}
      selectedId={selected.id}
      onChoose={choose}
      disableUnavailable={false}
    />
  );

  return (
    <article className="promo-card secret-card" aria-labelledby={`${product.id}-name`}>
      {product.video ? (
        <div className="product-card__media">
          {/* A silent clip of the brush turning, playing as the spec's autoplay video. */}
          <video
            className="secret-card__video"
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            poster={product.image?.url}
            aria-label={product.title}
          >
            <source src={product.video.url} type={product.video.type} />
          </video>
        </div>
      ) : (
        <ProductCardMedia image={product.image} eager={eager} />
      )}
      <h3 id={`${product.id}-name`} className="product-card__title">
        {product.title}
      </h3>
      {product.headline && <p className="secret-card__headline">{product.headline}</p>}
      {product.brief.map((line) => (
        <p key={line} className="secret-card__brief">
          {line}
        </p>
      ))}
      <SecretShopPrice variant={selected} />
      {selected.checkoutDescription && (
        <p className="secret-card__brief">{selected.checkoutDescription}</p>
      )}
      {selected.type === 'secret-shop-pwyw' ? (
        <>
          {product.variants.length > 1 && variantChoice}
          <PwywChooser
            merchandiseId={selected.id}
            price={selected.price}
            productTitle={product.title}
            available={selected.available}
            flow="secretShop"
          />
        </>
      ) : (
        <PromoCardAdd
          flow="secretShop"
          type={selected.type}
          productId={product.id}
          productTitle={product.title}
          available={selected.available}
          disabledLabel={
            selected.claimed ? t('programmes.secretShop.claimed') : undefined
          }
        >
          {variantChoice}
        </PromoCardAdd>
      )}
    </article>
  );
}
