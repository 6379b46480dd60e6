/** A hostname on this machine (an address Shopify's CLI tunnels to in development). */
export function isLoopbackHost(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname.toLowerCase());
}
