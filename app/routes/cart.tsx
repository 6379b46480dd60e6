import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {CartForm, useOptimisticCart, type CartQueryDataReturn} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {CartEmpty, CartLines} from '~/components/cart/CartLines';
import {CartSummary} from '~/components/cart/CartSummary';
import {i18nFor} from '~/i18n';
import {parseCartAction, type CartErrorCode} from '~/lib/cart-action.server';
import {expireCartCookie, loadCart} from '~/lib/cart.server';
import {MAX_LINE_QUANTITY} from '~/lib/limits';
import {safeRedirectPath} from '~/lib/safe-redirect';

export interface CartActionError {
  code?: CartErrorCode;
  message: string;
}

export interface CartActionData {
  cart: CartQueryDataReturn['cart'] | null;
  errors: CartActionError[];
  analytics: {cartId: string | undefined};
}

export const meta: MetaFunction = () => [
  {title: 'cart'},
  {name: 'robots', content: 'noindex'},
];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/**
 * The one cart action: every cart form (CartForm) posts here, with or without JavaScript.
 * Input is validated before anything reaches the platform.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const {cart, market} = context;
  const formData = await request.formData();
  const {action: cartAction, inputs} = CartForm.getFormInput(formData);
  const parsed = parseCartAction(cartAction, inputs);

  if (!parsed.ok) {
    const {t} = i18nFor(market.language);
    return data<CartActionData>(
      {
        cart: null,
        errors: [
          {
            code: parsed.error,
            message: t(`cart.errors.${parsed.error}`, {max: MAX_LINE_QUANTITY}),
          },
        ],
        analytics: {cartId: undefined},
      },
      {status: 400},
    );
  }

  let result: CartQueryDataReturn;
  switch (parsed.action) {
    case CartForm.ACTIONS.LinesAdd: {
      const hadCart = Boolean(cart.getCartId());
      result = hadCart
        ? await cart.addLines(parsed.lines)
        : await cart.create({
            lines: parsed.lines,
            buyerIdentity: {countryCode: market.country},
          });
      // The cookie named a cart the platform no longer knows (completed, expired, foreign).
      if (hadCart && !result.cart?.id) {
        result = await cart.create({
          lines: parsed.lines,
          buyerIdentity: {countryCode: market.country},
        });
      }
      break;
    }
    case CartForm.ACTIONS.LinesUpdate:
      result = await cart.updateLines(parsed.lines);
      break;
    case CartForm.ACTIONS.LinesRemove:
      result = await cart.removeLines(parsed.lineIds);
      break;
    case CartForm.ACTIONS.DiscountCodesUpdate:
      result = await cart.updateDiscountCodes(parsed.discountCodes);
      break;
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
      errors: (result.errors ?? []).map((error) => ({message: error.message})),
      analytics: {cartId},
    },
    {status, headers},
  );
}

export async function loader({context}: LoaderFunctionArgs) {
  return {cart: await loadCart(context.cart)};
}

export default function CartPage() {
  const {cart: originalCart} = useLoaderData<typeof loader>();
  const cart = useOptimisticCart(originalCart);
  const {t} = useTranslation();
  const lines = cart?.lines?.nodes ?? [];

  return (
    <div className="container">
      <header className="page-heading">
        <h1>{t('cart.title')}</h1>
      </header>
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
