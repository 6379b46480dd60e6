import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The app's modules form layers a reader can follow (docs/architecture.md, "Where each kind of
 * code lives"): no module reaches itself again through its imports, and a module the browser
 * may load never imports a `.server` module, not even for a type, since Remix keeps those out
 * of the client bundle and a type import still ties the browser's code to the worker's. Routes
 * and `.server` modules may import either.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const APP = 'app';
const SOURCE_FILE = /\.(ts|tsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
/** Static imports and re-exports; `import(...)` is loaded lazily and left out. */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/**
 * What the app held when this test came in, to be taken off as each is fixed; anything new
 * fails. The client imports are type imports (a view typing its loader's data), which want the
 * data's type in a module of its own that the loader and the view both import.
 */
const KNOWN_CYCLES: readonly string[] = [];
const KNOWN_CLIENT_SERVER_IMPORTS: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((dirent) => {
    const entry = path.posix.join(dir, dirent.name);
    if (dirent.isDirectory()) return sourceFiles(entry);
    return SOURCE_FILE.test(dirent.name) && !dirent.name.endsWith('.d.ts') ? [entry] : [];
  });
}

/** The app file a specifier names, or null for a package or anything outside app/. */
function resolve(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith('~/')) base = path.posix.join(APP, specifier.slice(2));
  else if (specifier.startsWith('@brush/rules/'))
    base = path.posix.join(APP, 'rules', specifier.slice('@brush/rules/'.length));
  else if (specifier.startsWith('.'))
    base = path.posix.join(path.posix.dirname(importer), specifier);
  else return null;
  const bare = base.replace(/\?.*$/, '');
  for (const candidate of [bare, ...EXTENSIONS.map((extension) => bare + extension)])
    if (SOURCE_FILE.test(candidate) && fs.existsSync(path.join(ROOT, candidate)))
      return candidate;
  return null;
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const targets = [...text.matchAll(STATIC_IMPORT)].flatMap(([, specifier]) => {
    const target = resolve(specifier!, file);
    return target ? [target] : [];
  });
  return [...new Set(targets)];
}

const isServerModule = (file: string) => /\.server\.tsx?$|\/\.server\//.test(file);
const isRoute = (file: string) =>
  file.startsWith('app/routes/') || file === 'app/root.tsx';

const graph = new Map(sourceFiles(APP).map((file) => [file, importsOf(file)]));

/** Each group of modules that import one another in a circle, as "a → b → … → a". */
function cycles(): string[] {
  // Tarjan's strongly connected components; a group of two or more, or a module importing
  // itself, is a cycle. Each is named by one circle through it, from its first module.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next))
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.map((group) => circleThrough(group)).sort();
}

/** A shortest circle from the group's first module back to it, within the group. */
function circleThrough(group: readonly string[]): string {
  const start = group[0]!;
  const members = new Set(group);
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const between: string[] = [];
        for (let at = file; at !== start; at = previous.get(at)!) between.unshift(at);
        return [start, ...between, start].join(' → ');
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return group.join(' → ');
}

function clientServerImports(): string[] {
  return [...graph]
    .filter(([file]) => !isServerModule(file) && !isRoute(file))
    .flatMap(([file, targets]) =>
      targets.filter(isServerModule).map((target) => `${file} → ${target}`),
    )
    .sort();
}

describe('imports between app modules', () => {
  it('reads the graph', () => {
    expect(graph.get('app/root.tsx')?.length).toBeGreaterThan(0);
    expect(resolve('@brush/rules/navigation', 'app/root.tsx')).toBe(
      'app/rules/navigation.ts',
    );
    expect(resolve('./Footer', 'app/features/shell/Header.tsx')).toBe(
      'app/features/shell/Footer.tsx',
    );
  });

  it('form no cycles', () => {
    expect(cycles()).toEqual(KNOWN_CYCLES);
  });

  it('never bring a .server module into a client module', () => {
    expect(clientServerImports()).toEqual(KNOWN_CLIENT_SERVER_IMPORTS);
  });
});
