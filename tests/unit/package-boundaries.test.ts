import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {importSpecifiers, ROOT, sourceFiles} from './support/source-tree';
import {functionTargets} from '../../dev/functions-build';

/**
 * The storefront (app/) and the shop's functions (extensions/) share code only through the
 * rules package, imported as @brush/rules/<module> (decision 0123): a relative path from one
 * into the other would build here and break `shopify app deploy`, which builds each function
 * from its own folder and the packages its package.json lists.
 */
const TREES = ['app', 'extensions'] as const;
const RULES_PACKAGE = '@brush/rules';
const RULES_DIR = 'app/rules';
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

function treeOf(file: string): string | undefined {
  return TREES.find((tree) => file === tree || file.startsWith(`${tree}/`));
}

/** `importer → target` for each relative import that leaves app/ for extensions/ or back. */
function crossingImports(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([file, text]) =>
    importSpecifiers(text).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return [];
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(file), specifier),
      );
      const from = treeOf(file);
      const to = treeOf(target);
      return to && from && to !== from ? [`${file} → ${target}`] : [];
    }),
  );
}

const TEST_FILE = /\.test\.tsx?$/;

/** The folder of the function `file` is in (extensions/<folder>/...), if any. */
function functionFolderOf(file: string, folders: readonly string[]): string | undefined {
  return folders.find((folder) => file.startsWith(`${folder}/`));
}

/**
 * `importer → target` for each relative import that leaves a function's folder: into another
 * function's folder from any file, and anywhere outside its own folder from a file its bundle
 * may hold (a test may reach the bundle runner in extensions/shared). `shopify app deploy`
 * builds each function from its folder alone, so a sibling's source is nothing it can reach.
 */
function functionFolderEscapes(
  files: ReadonlyMap<string, string>,
  folders: readonly string[],
): string[] {
  return [...files].flatMap(([file, text]) => {
    const own = functionFolderOf(file, folders);
    if (!own) return [];
    return importSpecifiers(text).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return [];
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(file), specifier),
      );
      const into = functionFolderOf(target, folders);
      const escapes = into
        ? into !== own
        : !TEST_FILE.test(file) && !target.startsWith(`${own}/`);
      return escapes ? [`${file} → ${target}`] : [];
    });
  });
}

/** Each function's folder as listed in extensions/shopify.app.toml, relative to the root. */
const FUNCTION_FOLDERS = functionTargets().map((fn) =>
  path.relative(ROOT, fn.dir).split(path.sep).join('/'),
);

/** `importer → specifier` for each import of a rule by another name than the package's. */
function rulesByOtherNames(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([file, text]) => {
    if (
      file.startsWith(`${RULES_DIR}/`) ||
      PATH_IMPORTS_ALLOWED.has(file) ||
      file === SELF
    )
      return [];
    return importSpecifiers(text).flatMap((specifier) => {
      const byPath =
        specifier.startsWith('.') &&
        path.posix
          .normalize(path.posix.join(path.posix.dirname(file), specifier))
          .startsWith(`${RULES_DIR}/`);
      const byAlias = specifier.startsWith('~/rules/') || specifier.startsWith('#rules/');
      return byPath || byAlias ? [`${file} → ${specifier}`] : [];
    });
  });
}

function read(files: string[]): Map<string, string> {
  return new Map(
    files.map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]),
  );
}

describe('the storefront and the functions share code only through @brush/rules', () => {
  it('finds a relative import that crosses, in either direction', () => {
    const crossing = crossingImports(
      new Map([
        [
          'app/features/cart/a.ts',
          "import {x} from '../../../extensions/shared/function-api';",
        ],
        ['extensions/x/src/run.ts', "import {y} from '../../../app/rules/sku';"],
        ['app/features/cart/b.ts', "import {z} from '@brush/rules/sku';"],
        ['extensions/x/src/c.ts', "import {w} from '../../shared/function-api';"],
      ]),
    );
    expect(crossing).toEqual([
      'app/features/cart/a.ts → extensions/shared/function-api',
      'extensions/x/src/run.ts → app/rules/sku',
    ]);
  });

  it('no file in app/ or extensions/ reaches into the other by a relative path', () => {
    expect(crossingImports(read(TREES.flatMap(sourceFiles)))).toEqual([]);
  });

  it('finds a rule named by an alias or a path from outside the package', () => {
    expect(
      rulesByOtherNames(
        new Map([
          ['app/features/cart/a.ts', "import {x} from '~/rules/sku';"],
          ['emulators/commerce/src/b.ts', "import {y} from '#rules/gid';"],
          ['tests/unit/c.test.ts', "import {z} from '../../app/rules/bogo';"],
          ['app/rules/bogo.ts', "import {w} from './sku';"],
          ['app/features/cart/d.ts', "import {v} from '@brush/rules/sku';"],
        ]),
      ),
    ).toEqual([
      'app/features/cart/a.ts → ~/rules/sku',
      'emulators/commerce/src/b.ts → #rules/gid',
      'tests/unit/c.test.ts → ../../app/rules/bogo',
    ]);
  });

  it('every caller outside the package names a rule as @brush/rules/<module>', () => {
    expect(rulesByOtherNames(read(CALLER_ROOTS.flatMap(sourceFiles)))).toEqual([]);
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
      functionFolderEscapes(read(sourceFiles('extensions')), FUNCTION_FOLDERS),
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
        ...[HASHES_PACKAGE, FUNCTION_LIBRARY].filter((name) =>
          inputs.some((input) => input.includes(`node_modules/${name}/`)),
        ),
      ];
      expect(declared.sort()).toEqual(bundled.sort());
    },
  );
});
