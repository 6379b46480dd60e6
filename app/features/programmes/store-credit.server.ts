import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {AttributeInput} from '@shopify/hydrogen/storefront-api-types';
import {z} from 'zod';
import {fetchCustomer, isSignedIn} from '~/features/account/account-session.server';
import {attributeInputs} from '~/features/cart/cart-flow-resolve.server';
import {loadCart} from '~/features/cart/cart.server';
import type {Cart} from '~/features/cart/cart.types';
import {CART_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {
  creditRedemptionAmount,
  formatCreditRedeemed,
  needsCreditUpdate,
  storeCreditUsd,
} from '@brush/rules/credit';
import {convertFromUsdAtMost} from '@brush/rules/currency';

type CreditContext = Pick<AppLoadContext, 'env' | 'session' | 'storefront' | 'cart'>;

/** An amount as a shopper types it: up to 7 digits and 2 decimals; empty asks for all. */
const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;

const redeemInput = z
  .object({amount: z.union([z.literal(''), z.string().trim().regex(AMOUNT)]).optional()})
  .strip();

export type CreditRedemption =
  | {
      ok: true;
      attributes: AttributeInput[] | null;
      /** What is redeemed, and what was asked for when the shopper typed more than that. */
      redeemed: {amount: number; requested: number | null; currencyCode: string};
    }
  | {ok: false; error: 'credit' | 'creditSignIn'};

/**
 * The cart attributes after redeeming store credit (docs/product/pricing.md#store-credit): the
 * smallest of the signed-in customer's credit in the cart's currency, the cart's subtotal and the
 * amount asked for (all of it when the field is empty), written as creditRedeemed with two
 * decimals and only when it changes (null: nothing to write). The other attributes are kept,
 * as the Storefront API replaces the whole list. The store-credit function checks it again
 * against the buyer's real balance.
 */
export async function prepareCreditRedemption(
  inputs: Record<string, unknown>,
  context: CreditContext,
): Promise<CreditRedemption> {
  const parsed = redeemInput.safeParse(inputs);
  if (!parsed.success) return {ok: false, error: 'credit'};
  if (!isSignedIn(context)) return {ok: false, error: 'creditSignIn'};
  const [customer, cart] = await Promise.all([
    fetchCustomer(context),
    loadCart(context.cart),
  ]);
  if (!customer) return {ok: false, error: 'creditSignIn'};
  if (!cart) return {ok: false, error: 'credit'};
  const {amount, currencyCode} = cart.cost.subtotalAmount;
  const subtotal = Number(amount);
  const typed = parsed.data.amount;
  const requested = typed ? Number(typed) : subtotal;
  const redeemed = creditRedemptionAmount({
    storeCreditUsd: storeCreditUsd(customer.storeCredit?.value),
    currency: currencyCode,
    subtotal,
    requested,
  });
  const outcome = {
    amount: redeemed,
    requested: typed && requested > redeemed ? requested : null,
    currencyCode,
  };
  if (!needsCreditUpdate(cart.attributes, redeemed)) {
    return {ok: true, attributes: null, redeemed: outcome};
  }
  const others = attributeInputs(
    cart.attributes.filter(
      (attribute) => attribute.key !== CART_ATTRIBUTES.creditRedeemed,
    ),
  );
  return {
    ok: true,
    redeemed: outcome,
    attributes:
      redeemed > 0
        ? [
            ...others,
            {key: CART_ATTRIBUTES.creditRedeemed, value: formatCreditRedeemed(redeemed)},
          ]
        : others,
  };
}

/**
 * What the cart page offers a signed-in customer: their credit in the cart's currency, converted
 * down as the redemption converts it, so the amount shown is the amount that can be applied.
 */
export async function availableCredit(
  context: CreditContext,
  cart: Pick<Cart, 'cost'> | null,
): Promise<number | null> {
  if (!cart || !isSignedIn(context)) return null;
  try {
    const credit = storeCreditUsd((await fetchCustomer(context))?.storeCredit?.value);
    return credit > 0
      ? convertFromUsdAtMost(credit, cart.cost.subtotalAmount.currencyCode)
      : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}
