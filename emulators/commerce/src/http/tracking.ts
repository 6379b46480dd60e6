import {createHash, randomUUID} from 'node:crypto';

/**
 * The visitor tokens and consent Shopify reports on every Storefront API answer, as
 * `Server-Timing` values that Hydrogen reads: `_y` (the visitor), `_s` (the visit) and `_cmp`
 * (the consent). Hydrogen sends the tokens it holds (its headers, or the `_shopify_y` and
 * `_shopify_s` cookies); a request without them gets new ones. The shop has no Customer Privacy
 * configured, so every purpose is allowed in every region and no banner is shown.
 */

export interface VisitorTokens {
  uniqueToken: string;
  visitToken: string;
}

/** A request header's value by its lower-case name. */
type HeaderReader = (name: string) => string | undefined;

function cookieValue(header: HeaderReader, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(header('cookie') ?? '')?.[1];
}

/** A token Shopify would accept: letters, digits and dashes, as its UUIDs are. */
const TOKEN = /^[\w-]{1,64}$/;

function token(...candidates: (string | undefined)[]): string {
  return (
    candidates.find((candidate) => candidate && TOKEN.test(candidate)) ?? randomUUID()
  );
}

export function visitorTokens(header: HeaderReader): VisitorTokens {
  return {
    uniqueToken: token(
      header('x-shopify-uniquetoken'),
      header('shopify-storefront-y'),
      cookieValue(header, '_shopify_y'),
    ),
    visitToken: token(
      header('x-shopify-visittoken'),
      header('shopify-storefront-s'),
      cookieValue(header, '_shopify_s'),
    ),
  };
}

/** The visitor's consent record id: the same for every answer to one visitor. */
export function consentId(tokens: VisitorTokens): string {
  return createHash('sha256').update(tokens.uniqueToken).digest('base64url').slice(0, 22);
}

/**
 * `_cmp`: version 3, the purposes (analytics, marketing, preferences, sale of data; upper case
 * when allowed), the region, whether a banner shows and whether the region is a sale-of-data
 * one (`t`/`f`), then the consent id.
 */
export function consentTiming(tokens: VisitorTokens, region: string): string {
  return `3.AMPS_${region}_f_f_${consentId(tokens)}`;
}

export function trackingServerTiming(
  tokens: VisitorTokens,
  region: string,
  processingMs: number,
): string {
  return [
    `processing;dur=${Math.round(processingMs)}`,
    `_y;desc="${tokens.uniqueToken}"`,
    `_s;desc="${tokens.visitToken}"`,
    `_cmp;desc="${consentTiming(tokens, region)}"`,
  ].join(', ');
}
