// What the worker learns from the runtime it runs on, decided in this one place so that
// nothing else knows whether that is Oxygen or Cloudflare Workers.

/** Oxygen's geo header, set from the shopper's IP. */
const OXYGEN_BUYER_COUNTRY_HEADER = 'oxygen-buyer-country';

/** Cloudflare Workers describe the connection in `request.cf`. */
interface ConnectionFacts {
  cf?: {country?: unknown};
}

/** The country the edge locates the shopper in, as given. */
export function edgeBuyerCountry(request: Request): string | null {
  const header = request.headers.get(OXYGEN_BUYER_COUNTRY_HEADER);
  if (header) return header;
  const cfCountry = (request as ConnectionFacts).cf?.country;
  return typeof cfCountry === 'string' && cfCountry !== '' ? cfCountry : null;
}
