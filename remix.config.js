// @ts-check
import {hydrogen} from '@shopify/hydrogen/vite';

/**
 * The Remix options, in one place. vite.config.ts passes them to the Remix Vite plugin;
 * anything that needs to know how routes are discovered or which future flags are on reads them here.
 *
 * @type {import('@remix-run/dev').VitePluginConfig}
 */
const remixConfig = {
  presets: [hydrogen.preset()],
  // dist/ unless told otherwise: the integration tests build into their own folder so that
  // they never replace the assets of a storefront that is running from dist/.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR || 'dist',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};

export default remixConfig;
