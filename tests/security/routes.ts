/**
 * The shop's addresses as the security specs visit them: every page a browser renders and every
 * resource route it fetches. Extend these lists as routes land (accounts, secret shop, ...).
 */

export interface Page {
  path: string;
  status: number;
}

/** HTML documents: each gets the CSP, the nonce on every script, and the other headers. */
export const PAGES: readonly Page[] = [
  {path: '/', status: 200},
  {path: '/collections', status: 200},
  {path: '/collections/best-sellers', status: 200},
  {path: '/collections/all-products', status: 200},
  {path: '/products/kumo-blending-brush', status: 200},
  {path: '/products/kumo-blending-brush?Edition=PRO', status: 200},
  {path: '/cart', status: 200},
  {path: '/country?redirectTo=%2Fcart', status: 200},
  {path: '/concept-store', status: 200},
  {path: '/discounts', status: 200},
  {path: '/pwyw-products', status: 200},
  {path: '/pwyw-products/kumo-mini-blender', status: 200},
  {path: '/yosegi-signup', status: 200},
  {path: '/search', status: 200},
  {path: '/search?q=brush', status: 200},
  {path: '/pages/our-story', status: 200},
  {path: '/pages/faq', status: 200},
  {path: '/vote', status: 200},
  {path: '/reviews', status: 200},
  {path: '/pro', status: 200},
  {path: '/pro/kits', status: 200},
  {
    path: '/welcome-offer?variant=gid%3A%2F%2Fshopify%2FProductVariant%2F43000000000101',
    status: 200,
  },
  {path: '/welcome-offer?variant=gid%3A%2F%2Fshopify%2FProductVariant%2F1', status: 404},
  {path: '/account/login', status: 200},
  {path: '/account/signup', status: 200},
  {path: '/account/action?mode=signIn&oobCode=none', status: 200},
  {path: '/no-such-page', status: 404},
  {path: '/products/no-such-brush', status: 404},
  {path: '/secret/shared/v1.1.450000000201.2020-01-01.00', status: 404},
];

/** What a browser fetches besides documents: data requests, resource routes, feeds. */
export const RESOURCES: readonly Page[] = [
  {path: '/_root.data', status: 200},
  {path: '/products/kumo-blending-brush.data', status: 200},
  {path: '/cart.data', status: 200},
  {path: '/search.data?q=brush', status: 200},
  {path: '/api/country', status: 200},
  {path: '/api/predictive-search?q=brush', status: 200},
  {path: '/healthz', status: 200},
  {path: '/auth/multipass', status: 401},
  {path: '/robots.txt', status: 200},
  {path: '/sitemap.xml', status: 200},
  {path: '/sitemap/products/1.xml', status: 200},
];
