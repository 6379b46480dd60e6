/**
 * The test stack's server-only values: recognisable, so that tests/security/secrets.spec.ts
 * can prove that none of them reaches a browser (a leak of the local defaults would prove
 * nothing, they are in the repository). The tests' one build is made with them in its
 * environment, whichever tier builds it first, so the scan of the build can fail.
 */
export const E2E_SERVER_SECRETS = {
  SESSION_SECRET: 'e2e-session-secret-7c1d9f0a2b-never-in-a-browser',
  MULTIPASS_SECRET: 'e2e-multipass-secret-4e8a6b3c5d-never-in-a-browser',
  PRIVATE_STOREFRONT_API_TOKEN:
    'e2e-private-storefront-token-3b7d1f5a9c-never-in-a-browser',
  BRAND_API_TOKEN: 'e2e-brand-api-token-1a5c7e9b3d-never-in-a-browser',
  SENDGRID_API_KEY: 'SG.e2e-sendgrid-key-8d2f4b6a0c.never-in-a-browser',
  SHARED_SHOP_KEY: 'e2e-shared-shop-key-6f0b2d8e4a-never-in-a-browser',
  SURVEY_PROOF_KEY: 'e2e-survey-proof-key-2c4e6a8b0d-never-in-a-browser',
} as const;
