import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {functionTargets} from '../../dev/functions-build';

/**
 * The storefront (app/) and the shop's functions (extensions/) share code only through the
 * rules package, imported as @brush/rules/<module> (decision 0123): a relative path from one
 * into the other would build here and break `shopify app deploy`, which builds each function
 * from its own folder and the packages its package.json lists.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TREES = ['app', 'extensions'] as const;
const SOURCE_FILE = /\.(ts|tsx)$/;
const SPECIFIER = /(?:from|import)\s*\(?\s*'([^']+)'/g;
const RULES_PACKAGE = '@brush/rules';
const RULES_DIR = 'app/rules';
const HASHES_PACKAGE = '@noble/hashes';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((dirent) => {
    const entry = path.posix.join(dir, dirent.name);
    if (dirent.isDirectory())
      return dirent.name === 'node_modules' || dirent.name === 'dist'
        ? []
        : sourceFiles(entry);
    return SOURCE_FILE.test(dirent.name) ? [entry] : [];
  });
}

function treeOf(file: string): string | undefined {
  return TREES.find((tree) => file === tree || file.startsWith(`${tree}/`));
}

/** `importer → target` for each relative import that leaves app/ for extensions/ or back. */
function crossingImports(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([file, text]) =>
    [...text.matchAll(SPECIFIER)].flatMap(([, specifier = '']) => {
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

  it.each(functionTargets().map((fn) => [fn.handle, fn] as const))(
    '%s lists in its package.json the packages its bundle holds',
    (_handle, fn) => {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(fn.dir, 'package.json'), 'utf8'),
      ) as {dependencies?: Record<string, string>};
      const inputs = JSON.parse(
        fs.readFileSync(path.join(path.dirname(fn.bundle), 'inputs.json'), 'utf8'),
      ) as string[];
      const declared = Object.keys(manifest.dependencies ?? {}).filter(
        (name) => name === RULES_PACKAGE || name === HASHES_PACKAGE,
      );
      const bundled = [
        ...(inputs.some((input) => input.startsWith(`${RULES_DIR}/`))
          ? [RULES_PACKAGE]
          : []),
        ...(inputs.some((input) => input.includes(`node_modules/${HASHES_PACKAGE}/`))
          ? [HASHES_PACKAGE]
          : []),
      ];
      expect(declared.sort()).toEqual(bundled.sort());
    },
  );
});
