// What the worker learns from the runtime it runs on, decided in this one place so that
// nothing else knows whether that is Oxygen or Cloudflare Workers.

/** The country the edge locates the shopper in: Oxygen's geo header, else Workers' `cf`. */
export function edgeBuyerCountry(request: Request): string | null {
  const header = request.headers.get('oxygen-buyer-country');
  if (header) return header;
  const cfCountry = (request as {cf?: {country?: unknown}}).cf?.country;
  return typeof cfCountry === 'string' && cfCountry !== '' ? cfCountry : null;
}
