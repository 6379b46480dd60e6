import {fileURLToPath} from 'node:url';

import {defineConfig} from 'vitest/config';

// The rule modules are pure, so their tests need none of the app's Vite plugins (Remix,
// Hydrogen, MiniOxygen): this config keeps them independent of the storefront build.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
