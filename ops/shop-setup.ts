/**
 * npm run shop:setup [-- --dry-run]: sets up the shop the environment names (PUBLIC_STORE_DOMAIN,
 * SHOPIFY_ADMIN_API_TOKEN, PUBLIC_STOREFRONT_ORIGIN, SURVEY_PROOF_KEY, SHARED_SHOP_KEY,
 * SECRET_SHOP_COLLECTIONS; .env or the shell, else the local platform's defaults). See
 * docs/operations.md, "Going live".
 */
import {parseArgs} from 'node:util';
import {LOCAL_PORTS} from '../dev/local-env';
import {resolveStorefrontEnv} from '../dev/env';
import {setUpShop, setupOptionsFromEnv, setupReport} from './setup';

const {values} = parseArgs({options: {'dry-run': {type: 'boolean', default: false}}});
const dryRun = values['dry-run'];
const options = setupOptionsFromEnv(
  {
    ...resolveStorefrontEnv({
      commerce: LOCAL_PORTS.commerce,
      authEmulator: LOCAL_PORTS.authEmulator,
    }),
    SECRET_SHOP_COLLECTIONS: process.env.SECRET_SHOP_COLLECTIONS,
  },
  dryRun,
);
if ('missing' in options) {
  console.error(
    `shop:setup needs ${options.missing.join(', ')} (docs/operations.md, "Going live")`,
  );
  process.exit(1);
}
try {
  const result = await setUpShop(options);
  console.log(`shop:setup ${options.shop}${dryRun ? ' (dry run)' : ''}`);
  console.log(setupReport(result, dryRun));
} catch (error) {
  console.error(
    `shop:setup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
