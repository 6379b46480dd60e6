import {defineConfig, loadEnv} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';
import {localStorefrontEnv} from './emulators/local-env';

export default defineConfig(({mode}) => {
  // The worker only sees what is passed here: with no .env the local platform is used,
  // and any variable in .env or the shell environment overrides its local default.
  const env = {...localStorefrontEnv(), ...loadEnv(mode, process.cwd(), '')};
  return {
    plugins: [hydrogen(), oxygen({env}), remix(remixConfig), tsconfigPaths()],
    build: {
      // Inlined assets would become data: URLs, which the strict CSP refuses.
      assetsInlineLimit: 0,
    },
    server: {
      host: '127.0.0.1',
    },
    optimizeDeps: {
      // Listed so the first page load in development does not discover them and reload.
      include: ['react-i18next', 'i18next'],
    },
    ssr: {
      optimizeDeps: {
        // CommonJS packages the worker imports in development: workerd needs them as ESM.
        include: ['use-sync-external-store/shim'],
      },
    },
  };
});
