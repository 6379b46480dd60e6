/** The repository's own TypeScript sources, as the tests that read the code walk them. */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCE_FILE = /\.(ts|tsx)$/;
/** Folders that hold no source of ours: installed packages and the functions' built bundles. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/**
 * The sources at `entry` (a file or a folder, relative to the root), as root-relative paths
 * with '/': dependencies, builds and dot folders left out; nothing when it does not exist.
 */
export function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return SOURCE_FILE.test(entry) ? [entry] : [];
  return fs
    .readdirSync(full, {withFileTypes: true})
    .filter((dirent) => !(dirent.isDirectory() && skipped(dirent.name)))
    .flatMap((dirent) => sourceFiles(path.posix.join(entry, dirent.name)));
}

function skipped(dir: string): boolean {
  return SKIPPED_DIRS.has(dir) || dir.startsWith('.');
}
