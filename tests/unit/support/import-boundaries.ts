/**
 * The imports that break the boundaries between the storefront, the shop's functions and the
 * rules package, found in a map of sources (path → text) as package-boundaries.test.ts reads
 * the tree and its own examples.
 */
import fs from 'node:fs';
import path from 'node:path';
import {importSpecifiers, ROOT} from './source-tree';

const TEST_FILE = /\.test\.tsx?$/;

function treeOf(file: string, trees: readonly string[]): string | undefined {
  return trees.find((tree) => file === tree || file.startsWith(`${tree}/`));
}

/** `importer → target` for each relative import that leaves one of the trees for another. */
export function crossingImports(
  files: ReadonlyMap<string, string>,
  trees: readonly string[],
): string[] {
  return [...files].flatMap(([file, text]) =>
    importSpecifiers(text).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return [];
      const target = importTarget(file, specifier);
      const from = treeOf(file, trees);
      const to = treeOf(target, trees);
      return to && from && to !== from ? [`${file} → ${target}`] : [];
    }),
  );
}

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
export function functionFolderEscapes(
  files: ReadonlyMap<string, string>,
  folders: readonly string[],
): string[] {
  return [...files].flatMap(([file, text]) => {
    const own = functionFolderOf(file, folders);
    if (!own) return [];
    return importSpecifiers(text).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return [];
      const target = importTarget(file, specifier);
      const into = functionFolderOf(target, folders);
      const escapes = into
        ? into !== own
        : !TEST_FILE.test(file) && !target.startsWith(`${own}/`);
      return escapes ? [`${file} → ${target}`] : [];
    });
  });
}

/**
 * `importer → specifier` for each import of a rule (a module of `rulesDir`) by another name
 * than the package's, outside the rules and the files exempted.
 */
export function rulesByOtherNames(
  files: ReadonlyMap<string, string>,
  rulesDir: string,
  exempt: ReadonlySet<string>,
): string[] {
  return [...files].flatMap(([file, text]) => {
    if (file.startsWith(`${rulesDir}/`) || exempt.has(file)) return [];
    return importSpecifiers(text).flatMap((specifier) => {
      const byPath =
        specifier.startsWith('.') &&
        importTarget(file, specifier).startsWith(`${rulesDir}/`);
      const byAlias = specifier.startsWith('~/rules/') || specifier.startsWith('#rules/');
      return byPath || byAlias ? [`${file} → ${specifier}`] : [];
    });
  });
}

/** Each source's text, by its root-relative path. */
export function readSources(files: string[]): Map<string, string> {
  return new Map(
    files.map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]),
  );
}

/** The root-relative path a relative specifier names from `file`. */
function importTarget(file: string, specifier: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}
