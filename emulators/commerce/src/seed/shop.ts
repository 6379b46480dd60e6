/** The shop itself. */
export const SHOP = {
  id: '1000000001',
  name: 'Fude Atelier',
  description:
    'Eye and face makeup brushes tied by hand from goat hair and synthetic fibre, made to last for years.',
  slogan: 'brushes, tied by hand',
  moneyFormat: '${{amount}}',
  /** When the shop's own metafields (the free-item rules) were last written. */
  rulesUpdatedAt: '2026-09-01T09:00:00Z',
  /** The shop's own country and currency (prices are held in USD). */
  countryCode: 'US',
  currencyCode: 'USD',
  acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
  brandColours: {primary: '#1d1b1a', secondary: '#b8953c'},
  /** Shop policies, each written by the content page of the same subject. */
  policies: {
    privacyPolicy: {
      handle: 'privacy-policy',
      title: 'Privacy Policy',
      page: 'privacy-policy',
    },
    refundPolicy: {
      handle: 'refund-policy',
      title: 'Refund Policy',
      page: 'returns-exchange',
    },
    shippingPolicy: {
      handle: 'shipping-policy',
      title: 'Shipping Policy',
      page: 'shipping',
    },
    termsOfService: {
      handle: 'terms-of-service',
      title: 'Terms of Service',
      page: 'terms-of-service',
    },
  },
} as const;
