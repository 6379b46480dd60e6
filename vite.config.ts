import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';
import {LOCAL_PORTS} from './dev/local-env';
import {resolveStorefrontEnv} from './dev/env';
import {shellChunks} from './dev/shell-chunks';

/**
 * react-i18next imports use-sync-external-store's shim, which with React 18 hands back React's
 * own useSyncExternalStore and otherwise ships a copy of it for older Reacts: the browser
 * build takes React's hook directly (decision 0125). The worker and development keep the
 * package.
 */
const BROWSER_ALIASES = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(
      new URL('./app/i18n/sync-external-store.ts', import.meta.url),
    ),
  },
];

/**
 * React's component factories, which have no effect but the value they return. Rollup cannot
 * know that of a CommonJS package, so an unused `forwardRef(...)` or `lazy(...)` stayed in the
 * browser build: Hydrogen's single module defines its Script component and a lazily loaded
 * SEO logger that way, and with the Script came hydrogen-react's script loader, in every
 * page's first load (decision 0125).
 */
const PURE_REACT_FACTORIES = ['forwardRef', 'lazy', 'memo', 'createContext'];

export default defineConfig(({command, mode, isSsrBuild}) => {
  // The worker only sees the variables it declares: with no .env the local platform is used,
  // and any of them set in .env or the shell (the stack sets its ports) overrides its default.
  const env = resolveStorefrontEnv(
    {commerce: LOCAL_PORTS.commerce, authEmulator: LOCAL_PORTS.authEmulator},
    mode,
  );
  return {
    plugins: [hydrogen(), oxygen({env}), remix(remixConfig), tsconfigPaths()],
    resolve: {alias: command === 'build' && !isSsrBuild ? BROWSER_ALIASES : []},
    build: {
      // Inlined assets would become data: URLs, which the strict CSP refuses.
      assetsInlineLimit: 0,
      // Terser compresses React and Remix a few KB further than esbuild: first-load JS on a
      // phone has a budget of 120 KB gzip, and these few KB are the difference.
      minify: 'terser',
      terserOptions: {compress: {passes: 2}, format: {comments: false}},
      rollupOptions: isSsrBuild
        ? {}
        : {
            output: {manualChunks: shellChunks()},
            treeshake: {manualPureFunctions: PURE_REACT_FACTORIES},
          },
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
