import type {AppLoadContext} from '@shopify/remix-oxygen';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';
import {signedInBuyer} from '~/features/account/account-session.server';
import {rememberWrittenCart} from '~/features/cart/cart.server';
import {trackingAttributesFor} from '~/server/tracking.server';

/**
 * The _welcomeBonusProof value for a line tagged with `email`. The survey proof's key signs
 * the marker too, under a purpose of its own; the request gives a new cart its tracking
 * attributes (docs/product/growth.md#cart-tracking-attributes).
 */
export async function welcomeOfferMarker(
  sources: AppLoadContext & {request: Request},
  email: string,
  currentCart: {id: string} | null,
): Promise<string | null> {
  const key = sources.env.SURVEY_PROOF_KEY;
  if (!key) {
    console.error('welcome offer: SURVEY_PROOF_KEY is not set');
    return null;
  }
  let cartId = currentCart?.id ?? null;
  if (!cartId) {
    const created = await sources.cart.create({
      buyerIdentity: {countryCode: sources.market.country, ...signedInBuyer(sources)},
      attributes: await trackingAttributesFor(sources.request, sources),
    });
    cartId = created.cart?.id ?? null;
    // The cart action's next read is this new cart, not the missing one.
    rememberWrittenCart(sources.cart, created.cart);
  }
  return cartId ? signWelcomeMarker(key, {email, cartId}) : null;
}
