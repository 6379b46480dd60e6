/**
 * What the worker learns from the runtime it runs on, decided in this one place so that nothing
 * else knows whether that is Oxygen or Cloudflare Workers.
 */

/** Oxygen's geo header, set from the shopper's IP (Oxygen replaces any the client sends). */
const OXYGEN_BUYER_COUNTRY_HEADER = 'oxygen-buyer-country';

/**
 * Cloudflare Workers describe the connection in `request.cf`. MiniOxygen (and so Oxygen's own
 * workerd) fills it too, with a placeholder country, so it can only come second.
 */
interface ConnectionFacts {
  cf?: {country?: unknown};
}

/**
 * The country the edge locates the shopper in, as given (it may be unknown, like Cloudflare's
 * 'XX' or 'T1' for Tor): Oxygen's header, else Workers' `request.cf.country`, else null. On
 * Workers a client could send the Oxygen header itself, which only chooses its own market, as
 * the country picker lets anyone do.
 */
export function edgeBuyerCountry(request: Request): string | null {
  const header = request.headers.get(OXYGEN_BUYER_COUNTRY_HEADER);
  if (header) return header;
  const cfCountry = (request as ConnectionFacts).cf?.country;
  return typeof cfCountry === 'string' && cfCountry !== '' ? cfCountry : null;
}
