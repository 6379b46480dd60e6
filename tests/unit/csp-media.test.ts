import {describe, expect, it} from 'vitest';
import {contentSecurityDirectives} from '~/server/csp.server';

/**
 * Product films (custom.video) play from the shop's CDN, or from the local platform; no
 * other origin may serve media to the shop's pages.
 */
describe('media-src', () => {
  it.each([
    {
      store: 'http://127.0.0.1:4100',
      mediaSrc: ["'self'", 'https://cdn.shopify.com', 'http://127.0.0.1:4100'],
    },
    {
      store: 'brush-shop.myshopify.com',
      mediaSrc: ["'self'", 'https://cdn.shopify.com', 'https://brush-shop.myshopify.com'],
    },
    {store: '', mediaSrc: ["'self'", 'https://cdn.shopify.com']},
  ])('store $store -> $mediaSrc', ({store, mediaSrc}) => {
    expect(
      contentSecurityDirectives({
        PUBLIC_STORE_DOMAIN: store,
        PUBLIC_CHECKOUT_DOMAIN: 'checkout.brushes.example',
      }).mediaSrc,
    ).toEqual(mediaSrc);
  });
});
