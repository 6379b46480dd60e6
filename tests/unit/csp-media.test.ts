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

/** The embedded form provider's origins are allowed only when a provider is configured. */
describe('the embedded form provider', () => {
  const base = {PUBLIC_STORE_DOMAIN: 'brush-shop.myshopify.com'};

  it('is allowed nowhere without one', () => {
    const directives = contentSecurityDirectives(base);
    expect(directives.scriptSrc).toEqual(["'self'", 'https://cdn.shopify.com']);
    expect(directives.frameSrc).toBeUndefined();
    expect(directives.styleSrc).toBeUndefined();
  });

  it.each([
    {
      form: undefined,
      frameSrc: ['https://embed.forms.example'],
    },
    {
      form: 'https://form.forms.example',
      frameSrc: ['https://embed.forms.example', 'https://form.forms.example'],
    },
  ])('may run its script, styles and frames (forms from $form)', ({form, frameSrc}) => {
    const directives = contentSecurityDirectives({
      ...base,
      PUBLIC_EMBED_SDK_URL: 'https://embed.forms.example/next/embed.js',
      PUBLIC_EMBED_FORM_ORIGIN: form,
    });
    expect(directives.scriptSrc).toContain('https://embed.forms.example');
    expect(directives.styleSrc).toEqual(['https://embed.forms.example']);
    expect(directives.connectSrc).toContain('https://embed.forms.example');
    expect(directives.frameSrc).toEqual(frameSrc);
  });
});
