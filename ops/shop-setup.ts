/**
 * npm run shop:setup [-- --dry-run]: sets up the shop the environment names (PUBLIC_STORE_DOMAIN,
 * SHOPIFY_ADMIN_API_TOKEN, PUBLIC_STOREFRONT_ORIGIN, SURVEY_PROOF_KEY, SHARED_SHOP_KEY,
 * SECRET_SHOP_COLLECTIONS; .env or the shell, else the local platform's defaults). See
 * docs/operations.md, "Going live".
 */
import {parseArgs} from 'node:util';
import {LOCAL_PORTS, LOCAL_SECRET_SHOP_COLLECTIONS} from '../dev/local-env';
import {resolveStorefrontEnv, usesLocalCommerce} from '../dev/env';
import {setUpShop, setupReport} from './setup';

const {values} = parseArgs({options: {'dry-run': {type: 'boolean', default: false}}});
const env = resolveStorefrontEnv({
  commerce: LOCAL_PORTS.commerce,
  authEmulator: LOCAL_PORTS.authEmulator,
});
const missing = [
  'PUBLIC_STORE_DOMAIN',
  'SHOPIFY_ADMIN_API_TOKEN',
  'PUBLIC_STOREFRONT_ORIGIN',
  'SURVEY_PROOF_KEY',
  'SHARED_SHOP_KEY',
].filter((name) => !env[name]);
if (missing.length > 0) {
  console.error(
    `shop:setup needs ${missing.join(', ')} (docs/operations.md, "Going live")`,
  );
  process.exit(1);
}
const collections =
  process.env.SECRET_SHOP_COLLECTIONS ??
  (usesLocalCommerce(env) ? LOCAL_SECRET_SHOP_COLLECTIONS : '');

try {
  const result = await setUpShop({
    shop: env.PUBLIC_STORE_DOMAIN as string,
    token: env.SHOPIFY_ADMIN_API_TOKEN as string,
    storefrontOrigin: env.PUBLIC_STOREFRONT_ORIGIN as string,
    surveyProofKey: env.SURVEY_PROOF_KEY as string,
    sharedShopKey: env.SHARED_SHOP_KEY as string,
    secretShopCollections: collections
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    dryRun: values['dry-run'],
  });
  console.log(
    `shop:setup ${env.PUBLIC_STORE_DOMAIN}${values['dry-run'] ? ' (dry run)' : ''}`,
  );
  console.log(setupReport(result, values['dry-run']));
} catch (error) {
  console.error(
    `shop:setup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
