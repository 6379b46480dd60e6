// Import boundaries (docs/architecture.md#import-boundaries), checked by `npm run lint`.

/** The features bottom up: a feature imports only those in the layers below its own. */
const FEATURE_LAYERS = [
  ['content'],
  ['catalog'],
  ['account', 'markets'],
  ['cart'],
  ['growth'],
  ['promos', 'search'],
  ['programmes'],
  ['shell'],
];

/** What the worker, a function, the platform or a tool starts from. */
const ENTRIES = [
  '^server\\.ts$',
  '^app/(root|entry\\.client|entry\\.server)\\.tsx$',
  '^app/routes/',
  '^extensions/[^/]+/src/index\\.ts$',
  '^emulators/commerce/src/main\\.ts$',
  '^(bench|dev)/',
];

const featureLayers = FEATURE_LAYERS.flatMap((layer, index) =>
  layer.map((feature) => ({
    name: 'feature-layers',
    comment: `${feature} may import only the features in the layers below its own`,
    severity: 'error',
    from: {path: `^app/features/${feature}/`},
    to: {
      path: `^app/features/(${FEATURE_LAYERS.slice(index)
        .flat()
        .filter((other) => other !== feature)
        .join('|')})/`,
    },
  })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'a circle of app modules; one closed by a type-only import is erased at build',
      severity: 'error',
      from: {path: '^(app|rules)/'},
      to: {circular: true, viaOnly: {dependencyTypesNot: ['type-only']}},
    },
    {
      name: 'no-server-in-client',
      comment:
        'a module the browser may load imports server code (a type alone is erased)',
      severity: 'error',
      from: {
        path: '^app/',
        pathNot: ['\\.server\\.tsx?$', '^app/routes/', '^app/root\\.tsx$'],
      },
      to: {path: '\\.server\\.tsx?$', dependencyTypesNot: ['type-only']},
    },
    ...featureLayers,
    {
      name: 'rules-are-pure',
      comment:
        'the shared rules run in workerd, browsers, Node and QuickJS: @noble/hashes only',
      severity: 'error',
      from: {
        path: '^(rules|extensions/shared)/',
        pathNot: ['\\.test\\.ts$', 'run-bundle'],
      },
      to: {pathNot: ['^(rules|extensions/shared)/', '^node_modules/@noble/hashes/']},
    },
    {
      name: 'rules-by-package-name',
      comment: 'every side imports a rule as @brush/rules/<module>',
      severity: 'error',
      // Vite's config loader reads the environment's schema, and cannot load a package's TypeScript.
      from: {pathNot: ['^rules/', '^app/server/env\\.server\\.ts$']},
      to: {path: '^rules/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased']},
    },
    {
      name: 'storefront-apart-from-functions',
      comment: 'the storefront and the functions share code only through @brush/rules',
      severity: 'error',
      from: {path: '^(app|rules)/'},
      to: {path: '^extensions/'},
    },
    {
      name: 'function-alone',
      comment:
        '`shopify app deploy` builds a function from its own folder and declared packages',
      severity: 'error',
      from: {
        path: '^extensions/([^/]+)/',
        pathNot: ['\\.test\\.ts$', '^extensions/shared/'],
      },
      to: {
        path: '^(app|extensions)/',
        pathNot: '^extensions/$1/',
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased'],
      },
    },
    {
      name: 'no-unused-code',
      comment: 'nothing the worker, a function or the platform runs imports this module',
      severity: 'error',
      from: {path: ENTRIES},
      to: {
        path: '^(app|rules|extensions/shared)/[^.]+\\.tsx?$',
        // vite.config.ts puts this module in place of a package's shim.
        pathNot: [...ENTRIES, '^app/i18n/sync-external-store\\.ts$', 'run-bundle\\.ts$'],
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: ['/dist/', '\\.d\\.ts$']},
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.node.json'},
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
