import {consentId} from '../../http/tracking';
import type {RequestContext, Resolvers} from '../../types';

/**
 * The `unstable` version's consent query, answered as Shopify answers it for a shop without
 * Customer Privacy configured: no banner, every purpose allowed, no sale-of-data region. The
 * visitor's own choices are kept in the consent record (`con.CMP`), as Shopify keeps them.
 */

interface VisitorConsent {
  analytics?: boolean | null;
  marketing?: boolean | null;
  preferences?: boolean | null;
  saleOfData?: boolean | null;
}

function choice(value: boolean | null | undefined): string {
  if (value === true) return '1';
  if (value === false) return '0';
  return '';
}

/** The `_tracking_consent` cookie's record, version 2.1 of Shopify's format. */
function trackingConsent(consent: VisitorConsent, context: RequestContext) {
  return {
    con: {
      CMP: {
        a: choice(consent.analytics),
        m: choice(consent.marketing),
        p: choice(consent.preferences),
        s: choice(consent.saleOfData),
      },
    },
    v: '2.1',
    region: context.country,
    reg: '',
    purposes: {a: true, p: true, m: true, t: true},
    display_banner: false,
    sale_of_data_region: false,
    consent_id: context.visitor ? consentId(context.visitor) : '',
  };
}

/** The host the cookies are for: the storefront's page that asked, else the platform's. */
function cookieDomain(context: RequestContext): string {
  try {
    return new URL(context.clientOrigin ?? context.origin).hostname;
  } catch {
    return new URL(context.origin).hostname;
  }
}

export const consentResolvers: Resolvers = {
  QueryRoot: {
    consentManagement: () => ({}),
  },
  ConsentManagement: {
    cookies: (_root, args, context) => ({
      cookieDomain: cookieDomain(context),
      trackingConsentCookie: encodeURIComponent(
        JSON.stringify(trackingConsent(args.visitorConsent as VisitorConsent, context)),
      ),
      landingPageCookie: null,
      origReferrerCookie: null,
      shopifyAnalyticsCookie: null,
      shopifyEssentialCookie: null,
    }),
  },
};
