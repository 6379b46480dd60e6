import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {AttributeInput} from '@shopify/hydrogen/storefront-api-types';
import {CartForm} from '@shopify/hydrogen';
import {z} from 'zod';
import {fetchCustomer, isSignedIn} from '~/features/account/account-session.server';
import {attributeInputs, loadCart, type Cart} from '~/features/cart/cart.server';
import type {CartRefusal, PreparedCartAction} from '~/features/cart/cart-input.server';
import {CART_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {
  creditRedemptionAmount,
  formatCreditRedeemed,
  needsCreditUpdate,
  storeCreditUsd,
} from '@brush/rules/credit';
import {convertFromUsdAtMost, formatMoney} from '@brush/rules/currency';
import {i18nFor} from '~/i18n';

type CreditContext = Pick<AppLoadContext, 'env' | 'session' | 'storefront' | 'cart'>;

/** An amount as a shopper types it: up to 7 digits and 2 decimals; empty asks for all. */
const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;

const redeemInput = z
  .object({amount: z.union([z.literal(''), z.string().trim().regex(AMOUNT)]).optional()})
  .strip();

type RedeemInput = z.infer<typeof redeemInput>;

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

/** The redemption's input, checked before anything is asked of the platform. */
export function parseCreditRedemption(
  inputs: Record<string, unknown>,
): RedeemInput | CartRefusal {
  const parsed = redeemInput.safeParse(inputs);
  return parsed.success ? parsed.data : {ok: false, error: 'credit'};
}

/** Store credit redemption as the /cart action runs it: the cart's attributes after it. */
export async function redeemCredit(
  input: RedeemInput,
  context: CreditContext & Pick<AppLoadContext, 'market'>,
  notify: (notice: string) => void,
): Promise<PreparedCartAction> {
  try {
    if (!isSignedIn(context)) return {ok: false, error: 'creditSignIn'};
    const [customer, cart] = await Promise.all([
      fetchCustomer(context),
      loadCart(context.cart),
    ]);
    if (!customer) return {ok: false, error: 'creditSignIn'};
    if (!cart) return {ok: false, error: 'credit'};
    const {amount, currencyCode} = cart.cost.subtotalAmount;
    const subtotal = Number(amount);
    const typed = input.amount;
    const requested = typed ? Number(typed) : subtotal;
    const redeemed = creditRedemptionAmount({
      storeCreditUsd: storeCreditUsd(customer.storeCredit?.value),
      currency: currencyCode,
      subtotal,
      requested,
    });
    // The cart shows what is applied; a shopper who typed more is told so.
    if (typed && requested > redeemed) {
      const {language} = context.market;
      const {t} = i18nFor(language);
      const money = (value: number) => formatMoney(value, currencyCode, language);
      notify(
        t('programmes.credit.appliedCapped', {
          requested: money(requested),
          applied: money(redeemed),
        }),
      );
    }
    let attributes: AttributeInput[] | null = null;
    if (needsCreditUpdate(cart.attributes, redeemed)) {
      const others = attributeInputs(
        cart.attributes.filter(
          (attribute) => attribute.key !== CART_ATTRIBUTES.creditRedeemed,
        ),
      );
      const value = formatCreditRedeemed(redeemed);
      attributes =
        redeemed > 0 ? [...others, {key: CART_ATTRIBUTES.creditRedeemed, value}] : others;
    }
    return {ok: true, action: CartForm.ACTIONS.AttributesUpdateInput, attributes};
  } catch (error) {
    console.error(error);
    return {ok: false, error: 'upstream'};
  }
}
