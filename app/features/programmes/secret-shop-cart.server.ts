import {CartForm} from '@shopify/hydrogen';
import {fetchCustomer, isSignedIn} from '~/features/account/account-session.server';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {attributeInputs, sellableInMarket} from '~/features/cart/cart.server';
import {flowVariant, loadCart} from '~/features/cart/cart.server';
import type {CartFlowRequest} from '~/features/cart/cart-input.server';
import type {PreparedCartAction} from '~/features/cart/cart-input.server';
import {addToCartAttributes, hasFreeOrPwywItem} from '@brush/rules/add-to-cart-dialog';
import {LINE_ATTRIBUTES} from '@brush/rules/cart-attributes';
import {
  isClaimed,
  parseClaimedSkus,
  secretShopCollectionIds,
} from '@brush/rules/customer';
import {chosenPrice} from '@brush/rules/pwyw';
import {isInCustomerSecretShop, secretShopPurchaseType} from './secret-shop';
import {sessionSharedShop} from './shared-shop.server';

// The secret shop's add as the /cart action runs it: types secret-shop, secret-shop-free
// and secret-shop-pwyw (docs/product/pricing.md#secret-shop-prices).
export async function prepareSecretShopAdd(
  request: Extract<CartFlowRequest, {flow: 'secretShop'}>,
  sources: AppLoadContext,
): Promise<PreparedCartAction> {
  try {
    const signedIn = isSignedIn(sources);
    const shared = sessionSharedShop(sources);
    if (!signedIn && !shared) return {ok: false, error: 'secretShopSignIn'};
    const {cart, market} = sources;
    const [customer, node, currentCart] = await Promise.all([
      signedIn ? fetchCustomer(sources) : null,
      flowVariant(request.merchandiseId, sources),
      cart.getCartId() ? loadCart(cart) : null,
    ]);
    if (signedIn && !customer) return {ok: false, error: 'secretShopSignIn'};
    if (!node) return {ok: false, error: 'merchandise'};
    const {product} = node;
    const productCollections = product.collections.nodes.map(
      (collection) => collection.id,
    );
    const ownShop = isInCustomerSecretShop(
      productCollections,
      secretShopCollectionIds(customer?.tags),
    );
    const viaLink =
      !ownShop &&
      shared !== null &&
      isInCustomerSecretShop(productCollections, shared.grant.collectionIds);
    const entitled = ownShop || viaLink;
    const type = secretShopPurchaseType({productTags: product.tags, sku: node.sku});
    if (!entitled || !type) return {ok: false, error: 'notInSecretShop'};
    if (!sellableInMarket(node, market)) return {ok: false, error: 'merchandise'};
    if (isClaimed(node.sku, parseClaimedSkus(customer?.secretShopClaimed?.value))) {
      return {ok: false, error: 'secretShopClaimed'};
    }
    // docs/product/cart.md#one-free-item-per-cart.
    if (type !== 'secret-shop' && hasFreeOrPwywItem(currentCart?.lines)) {
      return {ok: false, error: 'pwywLimit'};
    }
    if (type === 'secret-shop-pwyw' && !request.choice) {
      return {ok: false, error: 'customPrice'};
    }
    // As in the public flow: above the price, the shopper is told the most, nothing added.
    const price = Number(node.price.amount);
    if (
      request.choice &&
      'customPrice' in request.choice &&
      request.choice.customPrice > price
    ) {
      return {
        ok: false,
        error: 'customPriceAboveMax',
        max: {amount: price, currencyCode: node.price.currencyCode},
      };
    }
    // The function gives a friend the owner's prices only with the link's token on the line.
    const link =
      viaLink && shared
        ? [
            {key: LINE_ATTRIBUTES.sharedShop, value: shared.token},
            {key: LINE_ATTRIBUTES.sharedShopOwner, value: shared.grant.ownerId},
          ]
        : [];
    const attributes = addToCartAttributes(
      type === 'secret-shop-pwyw' && request.choice
        ? {customPrice: chosenPrice(request.choice, price)}
        : type === 'secret-shop-free'
          ? {secretShopFree: true}
          : {secretShop: true},
    );
    return {
      ok: true,
      action: CartForm.ACTIONS.LinesAdd,
      lines: [
        {
          merchandiseId: node.id,
          quantity: 1,
          attributes: attributeInputs([...attributes, ...link]),
        },
      ],
    };
  } catch (error) {
    console.error(error);
    return {ok: false, error: 'upstream'};
  }
}
