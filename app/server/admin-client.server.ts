import {createAdminApiClient, type AdminApiClient} from '@shopify/admin-api-client';
import {ApiVersion} from '@shopify/shopify-api';

/** The Admin API version the shop's settlement and setup speak (Order.cartToken is 2026-07's). */
export const ADMIN_API_VERSION = ApiVersion.July26;

/** The shop's domain as Shopify names it (X-Shopify-Shop-Domain): the host, no scheme. */
export function shopDomain(storeDomain: string): string {
  return storeDomain.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * Shopify's Admin API client on the shop's domain. Shopify's client always speaks https; the
 * local platform speaks http on loopback, so its requests go to the domain's own scheme.
 */
export function adminClient(storeDomain: string, accessToken: string): AdminApiClient {
  const origin = /^https?:\/\//.test(storeDomain)
    ? new URL(storeDomain).origin
    : `https://${storeDomain}`;
  return createAdminApiClient({
    storeDomain: shopDomain(storeDomain),
    apiVersion: ADMIN_API_VERSION,
    accessToken,
    customFetchApi: (url, init) => {
      const {pathname, search} = new URL(url);
      return fetch(`${origin}${pathname}${search}`, init);
    },
  });
}
