import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  crossingImports,
  functionFolderEscapes,
  readSources,
  rulesByOtherNames,
} from './support/import-boundaries';
import {ROOT, sourceFiles} from './support/source-tree';
import {functionTargets} from '../../dev/functions-build';

/**
 * The storefront (app/) and the shop's functions (extensions/) share code only through the
 * rules package, imported as @brush/rules/<module> (decision 0123): a relative path from one
 * into the other would build here and break `shopify app deploy`, which builds each function
 * from its own folder and the packages its package.json lists.
 */
const TREES = ['app', 'extensions'] as const;
const RULES_PACKAGE = '@brush/rules';
const RULES_DIR = 'rules';
const HASHES_PACKAGE = '@noble/hashes';
/** The library whose run the CLI's entry hands each function to (decision 0118). */
const FUNCTION_LIBRARY = '@shopify/shopify_function';
/** Where the rules' callers live, besides the rules themselves. */
const CALLER_ROOTS = ['app', 'extensions', 'emulators', 'tests', 'dev', 'bench'];
/**
 * Callers that name a rule by its path, and why. vite.config.ts reads the worker's environment
 * schema through dev/env.ts, and Vite's config loader leaves package imports to Node, which
 * cannot load TypeScript.
 */
const PATH_IMPORTS_ALLOWED = new Set(['app/server/env.server.ts']);
/** This file, whose examples name rules the wrong way on purpose. */
const SELF = path
  .relative(ROOT, import.meta.filename)
  .split(path.sep)
  .join('/');

/** Each function's folder as listed in extensions/shopify.app.toml, relative to the root. */
const FUNCTION_FOLDERS = functionTargets().map((fn) =>
  path.relative(ROOT, fn.dir).split(path.sep).join('/'),
);
const byOtherNames = (files: ReadonlyMap<string, string>) =>
  rulesByOtherNames(files, RULES_DIR, new Set([...PATH_IMPORTS_ALLOWED, SELF]));

describe('the storefront and the functions share code only through @brush/rules', () => {
  it('finds a relative import that crosses, in either direction', () => {
    const crossing = crossingImports(
      new Map([
        [
          'app/features/cart/a.ts',
          "import {x} from '../../../extensions/shared/function-api';",
        ],
        ['extensions/x/src/run.ts', "import {y} from '../../../app/lib/seo';"],
        ['app/features/cart/b.ts', "import {z} from '@brush/rules/sku';"],
        ['extensions/x/src/c.ts', "import {w} from '../../shared/function-api';"],
      ]),
      TREES,
    );
    expect(crossing).toEqual([
      'app/features/cart/a.ts → extensions/shared/function-api',
      'extensions/x/src/run.ts → app/lib/seo',
    ]);
  });

  it('no file in app/ or extensions/ reaches into the other by a relative path', () => {
    expect(crossingImports(readSources(TREES.flatMap(sourceFiles)), TREES)).toEqual([]);
  });

  it('finds a rule named by an alias or a path from outside the package', () => {
    expect(
      byOtherNames(
        new Map([
          ['app/features/cart/a.ts', "import {x} from '~/rules/sku';"],
          ['emulators/commerce/src/b.ts', "import {y} from '#rules/gid';"],
          ['tests/unit/c.test.ts', "import {z} from '../../rules/bogo';"],
          ['rules/bogo.ts', "import {w} from './sku';"],
          ['app/features/cart/d.ts', "import {v} from '@brush/rules/sku';"],
        ]),
      ),
    ).toEqual([
      'app/features/cart/a.ts → ~/rules/sku',
      'emulators/commerce/src/b.ts → #rules/gid',
      'tests/unit/c.test.ts → ../../rules/bogo',
    ]);
  });

  it('every caller outside the package names a rule as @brush/rules/<module>', () => {
    expect(byOtherNames(readSources(CALLER_ROOTS.flatMap(sourceFiles)))).toEqual([]);
  });

  it("finds a function's import of another function's source, or of anything outside its folder", () => {
    const folders = ['extensions/a', 'extensions/b'];
    expect(
      functionFolderEscapes(
        new Map([
          ['extensions/a/src/run.ts', "import {x} from '../../b/src/run';"],
          ['extensions/a/src/run.test.ts', "import {y} from '../../b/src/run';"],
          ['extensions/a/src/index.ts', "import {z} from '../../shared/api';"],
          ['extensions/a/src/run2.test.ts', "import {w} from '../../shared/run-bundle';"],
          ['extensions/b/src/index.ts', "import {v} from './run';"],
          ['extensions/b/src/run.ts', "import {u} from '@brush/rules/sku';"],
        ]),
        folders,
      ),
    ).toEqual([
      'extensions/a/src/run.ts → extensions/b/src/run',
      'extensions/a/src/run.test.ts → extensions/b/src/run',
      'extensions/a/src/index.ts → extensions/shared/api',
    ]);
  });

  it('every function imports by path only from its own folder', () => {
    expect(
      functionFolderEscapes(readSources(sourceFiles('extensions')), FUNCTION_FOLDERS),
    ).toEqual([]);
  });

  it.each(functionTargets().map((fn) => [fn.handle, fn] as const))(
    '%s lists in its package.json the packages its bundle holds',
    (_handle, fn) => {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(fn.dir, 'package.json'), 'utf8'),
      ) as {dependencies?: Record<string, string>};
      const inputs = JSON.parse(
        fs.readFileSync(path.join(path.dirname(fn.bundle), 'inputs.json'), 'utf8'),
      ) as string[];
      const declared = Object.keys(manifest.dependencies ?? {});
      const bundled = [
        ...(inputs.some((input) => input.startsWith(`${RULES_DIR}/`))
          ? [RULES_PACKAGE]
          : []),
        ...(inputs.some((input) => input.startsWith('extensions/shared/'))
          ? ['@brush/functions-shared']
          : []),
        ...[HASHES_PACKAGE, FUNCTION_LIBRARY].filter((name) =>
          inputs.some((input) => input.includes(`node_modules/${name}/`)),
        ),
      ];
      expect(declared.sort()).toEqual(bundled.sort());
    },
  );
});
