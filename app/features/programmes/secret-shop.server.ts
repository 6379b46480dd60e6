import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SECRET_SHOP_PRODUCTS_QUERY, SECRET_SHOP_QUERY} from '#graphql/programmes';
import {PRIVATE_HEADERS, redirectToLogin} from '~/features/account/account-forms.server';
import {
  fetchCustomer,
  isSignedIn,
  signOut,
} from '~/features/account/account-session.server';
import type {PageSeo} from '~/ui/page-meta';
import {i18nFor} from '~/i18n';
import {readConnectionPages} from '~/server/connection-pages.server';
import {criticalData} from '~/server/critical-data.server';
import {parseClaimedSkus, secretShopCollectionIds} from '@brush/rules/customer';
import {formatLongDate} from '~/lib/dates';
import {toGid} from '@brush/rules/gid';
import {
  COLLECTIONS_LIMIT,
  PRODUCT_IMAGES_LIMIT,
  SECRET_SHOP_PRODUCTS_LIMIT,
  VARIANTS_LIMIT,
} from '@brush/rules/limits';
import {
  CUSTOM_BUNDLE_OPTIONS_HANDLE,
  DEFAULT_CUSTOM_BUNDLE_HANDLE,
  SECRET_SHOP_COLLECTION_HANDLE,
} from './secret-shop';
import {canonicalUrl} from '~/lib/seo';
import {secretShopCardView} from './secret-shop-views';
import {sessionSharedShop, shareLink} from './shared-shop.server';
import type {SecretShopData} from './secret-shop.types';

const FORBIDDEN = 403;

/**
 * Products of a secret-shop collection read a request: one with its variants, collections and
 * images costs the platform about 470, so two stay under its query cost limit of 1,000.
 */
export const SECRET_SHOP_PRODUCTS_PAGE_SIZE = 2;

/**
 * /secret (docs/product/programmes.md#secret-shop): only a signed-in customer whose secretShopCollection: tags name collections,
 * or a shopper who opened a friend's shared link that still works, gets past the server, and
 * then only those collections are asked for. Anyone else is sent to login or told the shop is
 * closed to them, and nothing of it is in the answer. Never cached.
 */
export async function secretShopLoader({request, context}: LoaderFunctionArgs) {
  const signedIn = isSignedIn(context);
  const customer = signedIn ? await fetchCustomer(context) : null;
  if (signedIn && !customer) {
    await signOut(context);
    redirectToLogin(request);
  }
  const {language} = context.market;
  const {t} = i18nFor(language);
  const seo: PageSeo = {
    title: t('programmes.secretShop.title'),
    url: canonicalUrl(request.url),
    noindex: true,
  };
  const own = secretShopCollectionIds(customer?.tags);
  const shared = own.length === 0 ? sessionSharedShop(context) : null;
  const collectionIds = own.length > 0 ? own : (shared?.grant.collectionIds ?? []);
  if (collectionIds.length === 0) {
    if (!customer) redirectToLogin(request);
    return data<SecretShopData>(
      {status: 'closed', seo},
      {status: FORBIDDEN, headers: PRIVATE_HEADERS},
    );
  }

  const {storefront, market} = context;
  const shop = await criticalData(
    storefront.query(SECRET_SHOP_QUERY, {
      cache: storefront.CacheShort(),
      variables: {
        collectionIds: collectionIds.map((id) => toGid('Collection', id)),
        secretShopHandle: SECRET_SHOP_COLLECTION_HANDLE,
        defaultBundleHandle: DEFAULT_CUSTOM_BUNDLE_HANDLE,
        bundleOptionsHandle: CUSTOM_BUNDLE_OPTIONS_HANDLE,
        collectionsLimit: COLLECTIONS_LIMIT,
      },
    }),
    'SecretShop',
  );
  const claimed = parseClaimedSkus(customer?.secretShopClaimed?.value);
  const readProducts = (collectionId: string) =>
    readConnectionPages(
      SECRET_SHOP_PRODUCTS_LIMIT,
      SECRET_SHOP_PRODUCTS_PAGE_SIZE,
      async (first, after) =>
        (
          await criticalData(
            storefront.query(SECRET_SHOP_PRODUCTS_QUERY, {
              cache: storefront.CacheShort(),
              variables: {
                collectionId,
                first,
                after,
                variantsLimit: VARIANTS_LIMIT,
                imagesLimit: PRODUCT_IMAGES_LIMIT,
                collectionsLimit: COLLECTIONS_LIMIT,
              },
            }),
            'SecretShopProducts',
          )
        ).collection?.products,
    );
  // Each collection's pages follow one another; the collections are read side by side.
  const collections = await Promise.all(
    shop.collections.flatMap((collection) =>
      collection && 'id' in collection
        ? [
            readProducts(collection.id).then((products) => ({
              id: collection.id,
              title: collection.title,
              description: collection.description,
              products: products.flatMap(
                (product) => secretShopCardView(product, market, claimed) ?? [],
              ),
            })),
          ]
        : [],
    ),
  );
  return data<SecretShopData>(
    {
      status: 'open',
      seo,
      title: shop.secretShop?.title ?? t('programmes.secretShop.title'),
      description: shop.secretShop?.description ?? '',
      collections,
      bundle: shop.defaultBundle
        ? {
            product: shop.defaultBundle,
            options: shop.bundleOptions?.products.nodes ?? [],
          }
        : null,
      share:
        customer && own.length > 0
          ? shareLink(context, customer.id, own, language)
          : null,
      sharedUntil: shared
        ? (formatLongDate(shared.grant.expiresOn, language) ?? shared.grant.expiresOn)
        : null,
    },
    {headers: PRIVATE_HEADERS},
  );
}
