import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {
  CartForm,
  useOptimisticCart,
  type CartQueryDataReturn,
  type HydrogenCart,
} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {useTranslation} from 'react-i18next';
import {CartEmpty, CartLines} from '~/features/cart/CartLines';
import {CartSummary} from '~/features/cart/CartSummary';
import {shopSeoMeta} from '~/features/content/route-meta';
import {i18nFor} from '~/i18n';
import {
  CART_ERROR_MESSAGE_KEYS,
  cartErrorStatus,
  prepareCartAction,
  type CartErrorCode,
  type ParsedCartAction,
} from '~/features/cart/cart-action.server';
import {
  expireCartCookie,
  forgetCartRead,
  readCart,
  readCartForm,
  type Cart,
} from '~/features/cart/cart.server';
import {criticalData} from '~/server/critical-data.server';
import {MAX_LINE_QUANTITY} from '~/rules/limits';
import {safeRedirectPath} from '~/rules/safe-redirect';
import {canonicalUrl} from '~/rules/seo';
import cartStyles from '~/styles/cart.css?url';

export interface CartActionError {
  code?: CartErrorCode;
  message: string;
}

export interface CartActionData {
  cart: CartQueryDataReturn['cart'] | null;
  errors: CartActionError[];
  analytics: {cartId: string | undefined};
}

/** A shopper's cart is nobody else's page: titled and described for sharing, never indexed. */
export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  shopSeoMeta(matches, data?.seo);

export const links = () => [{rel: 'stylesheet', href: cartStyles}];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/**
 * The one cart action: every cart form (CartForm) posts here, with or without JavaScript.
 * Input is validated before anything reaches the platform.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const {cart, market} = context;
  const {formData, action: cartAction, inputs} = await readCartForm(request);
  // Promo flows (concept store, pay what you want) ask the platform before they are accepted.
  const parsed = await prepareCartAction(cartAction, inputs, context);

  if (!parsed.ok) {
    const {t} = i18nFor(market.language);
    return data<CartActionData>(
      {
        cart: null,
        errors: [
          {
            code: parsed.error,
            message: t(CART_ERROR_MESSAGE_KEYS[parsed.error], {max: MAX_LINE_QUANTITY}),
          },
        ],
        analytics: {cartId: undefined},
      },
      {status: cartErrorStatus(parsed.error)},
    );
  }

  let result: CartQueryDataReturn;
  try {
    result = await applyCartAction(parsed, cart, market.country);
    forgetCartRead(cart);
  } catch (error) {
    console.error(error);
    const {t} = i18nFor(market.language);
    return data<CartActionData>(
      {
        cart: null,
        errors: [{message: t('cart.errors.generic')}],
        analytics: {cartId: undefined},
      },
      {status: 502},
    );
  }

  const cartId = result.cart?.id;
  let headers = new Headers();
  if (cartId) {
    // Spec: the stored cart id is dropped once the cart is empty.
    headers =
      result.cart.totalQuantity > 0 ? cart.setCartId(cartId) : expireCartCookie(request);
  }

  let status = 200;
  const redirectTo = formData.get('redirectTo');
  if (typeof redirectTo === 'string') {
    status = 303;
    headers.set('Location', safeRedirectPath(redirectTo, '/cart'));
  }

  return data<CartActionData>(
    {
      cart: result.cart ?? null,
      // GraphQL errors and the platform's userErrors; warnings are not the shopper's concern.
      errors: [...(result.errors ?? []), ...(result.userErrors ?? [])].map((error) => ({
        message: error.message,
      })),
      analytics: {cartId},
    },
    {status, headers},
  );
}

async function applyCartAction(
  parsed: Extract<ParsedCartAction, {ok: true}>,
  cart: HydrogenCart,
  country: CountryCode,
): Promise<CartQueryDataReturn> {
  switch (parsed.action) {
    case CartForm.ACTIONS.LinesAdd: {
      const create = () =>
        cart.create({lines: parsed.lines, buyerIdentity: {countryCode: country}});
      if (!cart.getCartId()) return create();
      const result = await cart.addLines(parsed.lines);
      // The cookie named a cart the platform no longer knows (completed, expired, foreign).
      return result.cart?.id ? result : create();
    }
    case CartForm.ACTIONS.LinesUpdate:
      return cart.updateLines(parsed.lines);
    case CartForm.ACTIONS.LinesRemove:
      return cart.removeLines(parsed.lineIds);
    case CartForm.ACTIONS.DiscountCodesUpdate:
      return cart.updateDiscountCodes(parsed.discountCodes);
  }
}

export async function loader({context, request}: LoaderFunctionArgs) {
  const {t} = i18nFor(context.market.language);
  // The page's own data: a cookie naming no cart is an empty cart, but a platform that fails
  // is the error screen, never an empty cart by mistake (the header's badge reads the cart
  // through loadCart, which shows nothing rather than fail the whole page).
  const cart = await criticalData(readCart(context.cart), 'Cart');
  return {
    // The handler was built with CART_QUERY_FRAGMENT, so this is the fragment's shape.
    cart: cart?.id ? (cart as unknown as Cart) : null,
    seo: {
      title: t('cart.title'),
      description: t('cart.metaDescription'),
      url: canonicalUrl(request.url),
      noindex: true,
    },
  };
}

export default function CartPage() {
  const {cart: originalCart} = useLoaderData<typeof loader>();
  const cart = useOptimisticCart(originalCart);
  const {t} = useTranslation();
  const lines = cart?.lines?.nodes ?? [];
  // Set when a cart form was posted without JavaScript and the page rendered its result.
  const actionErrors = useActionData<typeof action>()?.errors ?? [];

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
      {lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className="cart">
          <CartLines lines={lines} />
          {/* Totals are the platform's: an optimistic guess would show wrong discounts. */}
          {originalCart && <CartSummary cart={originalCart} />}
        </div>
      )}
    </div>
  );
}
