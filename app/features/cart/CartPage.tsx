import {useActionData, useLoaderData} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import type {LayoutQuery} from '#graphql/storefrontapi.generated';
import {CartEmpty, CartLines} from './CartLines';
import {CartSummary} from './CartSummary';
import type {CartActionData} from './cart-action-data';
import type {CartPageData, StoreCreditFormSlot} from './cart.types';

/**
 * The store credit form and the shopper's country (the shell's root data) come from the
 * route: programmes and the shell sit above the cart.
 */
export function CartPage({
  storeCreditForm,
  country,
}: {
  storeCreditForm: StoreCreditFormSlot;
  country: LayoutQuery['localization']['country'] | undefined;
}) {
  const {cart: originalCart, shipping, storeCredit, bogo} = useLoaderData<CartPageData>();
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
              storeCreditForm={storeCreditForm}
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
