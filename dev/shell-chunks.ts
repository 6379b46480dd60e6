import path from 'node:path';
import type {Rollup} from 'vite';

const APP = `${path.resolve(import.meta.dirname, '../app')}${path.sep}`;
/** What every page loads: the browser's entry and the root route (and all they import). */
const SHELL_ENTRIES = [`${APP}entry.client.tsx`, `${APP}root.tsx`];

function staticImportsOf(starts: readonly string[], getModuleInfo: Rollup.GetModuleInfo) {
  const reached = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The browser build's manualChunks (decision 0110). Every module that the entry and the root
 * import statically runs on every page, so splitting it further only costs: Rollup gave each
 * set of shared modules a chunk of its own, and a page loaded twice the files, each with its own
 * compression, a preload link in every page's HTML and a fetch the main thread starts. These go
 * into two chunks instead: `vendor` (the packages, which change only with an upgrade) and
 * `shell` (the shop's own code). Routes and lazily loaded modules are split as before.
 */
export function shellChunks(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, {getModuleInfo}) => {
    shell ??= staticImportsOf(SHELL_ENTRIES, getModuleInfo);
    if (SHELL_ENTRIES.includes(id) || !shell.has(id)) return null;
    return id.startsWith(APP) ? 'shell' : 'vendor';
  };
}
