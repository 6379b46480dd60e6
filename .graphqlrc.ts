import type {IGraphQLConfig} from 'graphql-config';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

/**
 * Every Storefront document lives in graphql/ (routes may hold one too); types are generated
 * from the official 2025-01 schema shipped in @shopify/hydrogen-react, offline.
 * Run: npx graphql-codegen (or npx shopify hydrogen codegen).
 */
export default {
  projects: {
    default: {
      schema: getSchema('storefront'),
      documents: [
        './graphql/**/*.ts',
        './app/**/*.{ts,tsx}',
        '!./graphql/**/*.d.ts',
        // Admin API documents: the Storefront schema cannot type them.
        '!./app/features/programmes/settlement.server.ts',
      ],
      extensions: {
        codegen: {
          pluckConfig,
          generates: {
            'graphql/storefrontapi.generated.d.ts': {
              preset,
            },
          },
        },
      },
    },
  },
} as IGraphQLConfig;
