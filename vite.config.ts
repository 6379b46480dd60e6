import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';
import {LOCAL_PORTS} from './dev/local-env';
import {resolveStorefrontEnv} from './dev/env';
import {shellChunks} from './dev/shell-chunks';

export default defineConfig(({mode, isSsrBuild}) => {
  // The worker only sees the variables it declares: with no .env the local platform is used,
  // and any of them set in .env or the shell (the stack sets its ports) overrides its default.
  const env = resolveStorefrontEnv(
    {commerce: LOCAL_PORTS.commerce, authEmulator: LOCAL_PORTS.authEmulator},
    mode,
  );
  return {
    plugins: [hydrogen(), oxygen({env}), remix(remixConfig), tsconfigPaths()],
    build: {
      // Inlined assets would become data: URLs, which the strict CSP refuses.
      assetsInlineLimit: 0,
      rollupOptions: isSsrBuild ? {} : {output: {manualChunks: shellChunks()}},
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
