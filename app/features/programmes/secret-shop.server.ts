import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SECRET_SHOP_QUERY} from '#graphql/programmes';
import {
  PRIVATE_HEADERS,
  privateSeo,
  redirectToLogin,
  signedInCustomer,
} from '~/features/account/account-forms.server';
import {isSignedIn} from '~/features/account/account-session.server';
import {i18nFor} from '~/i18n';
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
import {secretShopCardView} from './secret-shop-views';
import {sessionSharedShop, shareLink} from './shared-shop.server';

const FORBIDDEN = 403;

/** /secret (docs/product/programmes.md#secret-shop). */
export async function secretShopLoader(args: LoaderFunctionArgs) {
  const {request, context} = args;
  const customer = isSignedIn(context) ? await signedInCustomer(args) : null;
  const {language} = context.market;
  const {t} = i18nFor(language);
  const seo = privateSeo(args, 'programmes.secretShop.title');
  const own = secretShopCollectionIds(customer?.tags);
  const shared = own.length === 0 ? sessionSharedShop(context) : null;
  const collectionIds = own.length > 0 ? own : (shared?.grant.collectionIds ?? []);
  if (collectionIds.length === 0) {
    if (!customer) redirectToLogin(request);
    return data(
      {status: 'closed' as const, seo},
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
        productsLimit: SECRET_SHOP_PRODUCTS_LIMIT,
        variantsLimit: VARIANTS_LIMIT,
        imagesLimit: PRODUCT_IMAGES_LIMIT,
      },
    }),
    'SecretShop',
  );
  const claimed = parseClaimedSkus(customer?.secretShopClaimed?.value);
  const collections = shop.collections.flatMap((collection) =>
    collection && 'id' in collection
      ? [
          {
            id: collection.id,
            title: collection.title,
            description: collection.description,
            products: collection.products.nodes.flatMap(
              (product) => secretShopCardView(product, market, claimed) ?? [],
            ),
          },
        ]
      : [],
  );
  return data(
    {
      status: 'open' as const,
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
