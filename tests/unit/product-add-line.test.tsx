// @vitest-environment happy-dom
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {
  VariantAddToCart,
  type ProductAddToCartProps,
} from '~/features/catalog/ProductPage';
import {addToCartLine} from '~/features/catalog/add-to-cart-line';
import type {
  ProductPageData,
  ProductVariantView,
} from '~/features/catalog/product.server';
import {hydrate, serverMarkup} from './support/hydration';

/**
 * The product page's add to cart line (decision 0125): the server's markup carries what a post
 * without JavaScript needs, and the form has the variant Hydrogen's optimistic cart draws as
 * soon as React owns it, with no hydration warning.
 */

const VARIANT: ProductVariantView = {
  id: 'gid://shopify/ProductVariant/43000000000101',
  title: 'Kumo',
  hasCustomTitle: true,
  options: [{name: 'Edition', value: 'Standard'}],
  price: {amount: '24.0', currencyCode: 'USD'},
  compareAtPrice: null,
  image: {
    url: 'https://cdn.example.com/cdn/shop/files/kumo-blending-brush-1.png',
    altText: 'Kumo Blending Brush',
    width: 1200,
    height: 1500,
  },
  checkoutDescription: 'goat hair blending brush',
  available: true,
};

const PRODUCT = {
  id: 'gid://shopify/Product/7100000000101',
  handle: 'kumo-blending-brush',
  title: 'Kumo Blending Brush',
  tags: [],
} as unknown as ProductPageData['product'];

/** Writes its lines into a hidden input, as Hydrogen's CartForm does. */
function FormLike({lines}: ProductAddToCartProps) {
  return (
    <form method="post" action="/cart">
      <input type="hidden" name="cartFormInput" value={JSON.stringify({lines})} />
    </form>
  );
}

function page() {
  return (
    <VariantAddToCart
      addToCart={FormLike}
      variant={VARIANT}
      product={PRODUCT}
      price={VARIANT.price}
      disabled={false}
    />
  );
}

function postedLines(): unknown {
  const input = document.querySelector<HTMLInputElement>('input[name="cartFormInput"]');
  const form = input?.form;
  return form ? JSON.parse(String(new FormData(form).get('cartFormInput'))) : null;
}

describe("the product page's add to cart line", () => {
  it("is the variant and quantity in the server's markup", () => {
    document.body.innerHTML = renderToString(page());
    expect(postedLines()).toEqual({lines: [{merchandiseId: VARIANT.id, quantity: 1}]});
  });

  it('carries the optimistic cart line once the page is hydrated, without a warning', async () => {
    const container = serverMarkup(page());
    const logged = vi.spyOn(console, 'error');
    await hydrate(container, page());
    expect(postedLines()).toEqual({
      lines: [
        {
          merchandiseId: VARIANT.id,
          quantity: 1,
          selectedVariant: {
            id: VARIANT.id,
            title: 'Kumo',
            selectedOptions: [{name: 'Edition', value: 'Standard'}],
            price: VARIANT.price,
            compareAtPrice: null,
            image: VARIANT.image,
            product: {id: PRODUCT.id, handle: PRODUCT.handle, title: PRODUCT.title},
          },
        },
      ],
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('never names the Region, which a cart line does not show', () => {
    const line = addToCartLine(VARIANT, PRODUCT, true);
    expect(JSON.stringify(line)).not.toContain('Region');
  });
});
