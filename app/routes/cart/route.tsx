import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  type MetaFunction,
} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import {pageMeta} from '~/ui/page-meta';
import {CartEmpty, CartLines} from '~/features/cart/CartLines';
import {CartSummary} from '~/features/cart/CartSummary';
import type {CartActionData} from '~/features/cart/cart-action-data';
import {StoreCreditForm} from '~/features/programmes/StoreCreditForm';
import type {RootLoader} from '~/features/shell/root-data.server';
import type {loader} from './cart.server';

export {action, loader, cartHeaders as headers} from './cart.server';

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

/** The cart's summary holds programmes' store credit form and names the shopper's country. */
export default function CartPage() {
  const country = useRouteLoaderData<RootLoader>('root')?.layout.localization.country;
  const {
    cart: originalCart,
    shipping,
    storeCredit,
    bogo,
  } = useLoaderData<typeof loader>();
  const cart = useOptimisticCart(originalCart);
  const {t} = useTranslation();
  const lines = cart?.lines?.nodes ?? [];
  // Set when a cart form was posted without JavaScript and the page rendered its result.
  const actionData = useActionData<CartActionData>();
  const actionErrors = actionData?.errors ?? [];
  const actionNotices = actionData?.notices ?? [];

  return (
    <div className="container">
      <header className="page-heading">
        <h1>{t('cart.title')}</h1>
      </header>
      {actionErrors.length > 0 && (
        <p role="alert" className="notice notice--error">
          {actionErrors.map((error) => error.message).join(' ')}
        </p>
      )}
      {actionNotices.length > 0 && (
        <p role="status" className="notice">
          {actionNotices.join(' ')}
        </p>
      )}
      {lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className="cart">
          <CartLines lines={lines} bogo={bogo} />
          {/* Totals are the platform's: an optimistic guess would show wrong discounts. */}
          {originalCart && (
            <CartSummary
              cart={originalCart}
              shipping={shipping}
              storeCredit={storeCredit}
              storeCreditForm={StoreCreditForm}
              destination={
                country
                  ? {countryName: country.name, currency: country.currency.isoCode}
                  : null
              }
            />
          )}
        </div>
      )}
    </div>
  );
}
