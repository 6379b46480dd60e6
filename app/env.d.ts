/// <reference types="vite/client" />
/// <reference types="@shopify/remix-oxygen" />
/// <reference types="@shopify/oxygen-workers-types" />

// The worker's environment and load context are declared in load-context.d.ts, which the
// tests' and tools' TypeScript project reads too; this file adds what only the worker's
// runtime and Vite give.
declare global {
  /** Only NODE_ENV exists, and only at build time (Vite replaces it). */
  const process: {env: {NODE_ENV: 'production' | 'development'}};
}

export {};
