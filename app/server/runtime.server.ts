/**
 * What the worker learns from the runtime it runs on, decided in this one place so that nothing
 * else knows whether that is Oxygen or Cloudflare Workers.
 */

/** Oxygen's geo header, set from the shopper's IP. */
const OXYGEN_BUYER_COUNTRY_HEADER = 'oxygen-buyer-country';

/**
 * Cloudflare Workers describe the connection in `request.cf`; Oxygen and MiniOxygen leave it
 * out, whatever the shared worker types say.
 */
interface ConnectionFacts {
  cf?: {country?: unknown};
}

/**
 * The country the edge locates the shopper in, as given (it may be unknown, like Cloudflare's
 * 'XX' or 'T1' for Tor): Workers' `request.cf.country`, else Oxygen's header, else null.
 */
export function edgeBuyerCountry(request: Request): string | null {
  const cfCountry = (request as ConnectionFacts).cf?.country;
  if (typeof cfCountry === 'string' && cfCountry !== '') return cfCountry;
  return request.headers.get(OXYGEN_BUYER_COUNTRY_HEADER);
}
