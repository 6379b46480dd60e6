// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * The app's import graph, as lint and tests/unit/feature-imports.test.ts read it: every static
 * import and re-export between modules under app/, type-only ones included, since a type import
 * ties one module to another as much as a value does. `import(...)` is loaded lazily and left
 * out. Read from disk once per process: a lint run sees the tree as it is when it starts.
 */

const APP = 'app';
const RULES_PACKAGE = '@brush/rules/';
const SOURCE_FILE = /\.(ts|tsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** @typedef {Map<string, string[]>} ImportGraph app-relative path → the app modules it imports */

/**
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(root, dir) {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((dirent) => {
    const entry = path.posix.join(dir, dirent.name);
    if (dirent.isDirectory()) return sourceFiles(root, entry);
    return SOURCE_FILE.test(dirent.name) && !dirent.name.endsWith('.d.ts') ? [entry] : [];
  });
}

/**
 * The app module a specifier names, or null for a package or anything outside app/.
 * @param {string} root
 * @param {string} specifier
 * @param {string} importer app-relative path of the importing module
 * @returns {string | null}
 */
export function resolveImport(root, specifier, importer) {
  let base;
  if (specifier.startsWith('~/')) base = path.posix.join(APP, specifier.slice(2));
  else if (specifier.startsWith(RULES_PACKAGE))
    base = path.posix.join('rules', specifier.slice(RULES_PACKAGE.length));
  else if (specifier.startsWith('.'))
    base = path.posix.join(path.posix.dirname(importer), specifier);
  else return null;
  const bare = base.replace(/\?.*$/, '');
  for (const candidate of [bare, ...EXTENSIONS.map((extension) => bare + extension)])
    if (SOURCE_FILE.test(candidate) && fs.existsSync(path.join(root, candidate)))
      return candidate;
  return null;
}

/**
 * @param {string} root
 * @returns {ImportGraph}
 */
export function readAppGraph(root) {
  return new Map(
    sourceFiles(root, APP).map((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(STATIC_IMPORT)].flatMap(([, specifier]) => {
        const target = specifier ? resolveImport(root, specifier, file) : null;
        return target ? [target] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * Each group of modules that reach one another through their imports (Tarjan's strongly
 * connected components): two or more, or one that imports itself.
 * @param {ImportGraph} graph
 * @returns {string[][]}
 */
export function cycleGroups(graph) {
  let counter = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const groups = [];
  /** @param {string} file */
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(Number(low.get(file)), Number(low.get(next))));
      } else if (onStack.has(next))
        low.set(file, Math.min(Number(low.get(file)), Number(index.get(next))));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = String(stack.pop());
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/**
 * A shortest circle from `start` back to it through the group, as "a → b → … → a".
 * @param {ImportGraph} graph
 * @param {string} start
 * @param {ReadonlySet<string>} members
 * @returns {string}
 */
export function circleThrough(graph, start, members) {
  /** @type {Map<string, string>} */
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = String(queue.shift());
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const between = [];
        for (let at = file; at !== start; at = String(previous.get(at)))
          between.unshift(at);
        return [start, ...between, start].join(' → ');
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...members].join(' → ');
}

/** @param {string} file */
export const isServerModule = (file) => /\.server\.tsx?$|\/\.server\//.test(file);

/**
 * Routes and the root pick a page's loader and view, so they may import a `.server` module.
 * @param {string} file
 */
export const isRouteModule = (file) =>
  file.startsWith('app/routes/') || file === 'app/root.tsx';

/**
 * A module the browser may load that imports a `.server` one, as "client → server".
 * @param {ImportGraph} graph
 * @returns {string[]}
 */
export function clientServerImports(graph) {
  return [...graph]
    .filter(([file]) => !isServerModule(file) && !isRouteModule(file))
    .flatMap(([file, targets]) =>
      targets.filter(isServerModule).map((target) => `${file} → ${target}`),
    )
    .sort();
}

/**
 * The feature a module belongs to, or null outside app/features/.
 * @param {string} file
 */
export const featureOf = (file) => /^app\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** @type {Map<string, {graph: ImportGraph, groupOf: Map<string, Set<string>>}>} */
const graphs = new Map();

/** @param {string} root */
function graphAt(root) {
  let entry = graphs.get(root);
  if (!entry) {
    const graph = readAppGraph(root);
    const groupOf = new Map();
    for (const group of cycleGroups(graph)) {
      const members = new Set(group);
      for (const file of group) groupOf.set(file, members);
    }
    entry = {graph, groupOf};
    graphs.set(root, entry);
  }
  return entry;
}

/**
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(specifier: string, file: string, node: import('estree').Node) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
function onEachImport(context, check) {
  const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
  /** @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node */
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string')
      check(node.source.value, file, node);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: {description: 'refuse an import that closes a circle of app modules'},
    messages: {cycle: 'this import closes a circle: {{circle}}'},
    schema: [],
  },
  create(context) {
    const {graph, groupOf} = graphAt(context.cwd);
    return onEachImport(context, (specifier, file, node) => {
      const members = groupOf.get(file);
      const target = members && resolveImport(context.cwd, specifier, file);
      if (members && target && members.has(target))
        context.report({
          node,
          messageId: 'cycle',
          data: {circle: circleThrough(graph, file, members)},
        });
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noServerInClient = {
  meta: {
    type: 'problem',
    docs: {description: 'refuse a .server module in a module the browser may load'},
    messages: {
      server:
        '{{target}} is server code: a module the browser may load takes its types from a neutral module (docs/architecture.md#feature-layers)',
    },
    schema: [],
  },
  create(context) {
    return onEachImport(context, (specifier, file, node) => {
      // A declaration file only describes types; the bundler never loads it.
      if (!file.startsWith(`${APP}/`) || file.endsWith('.d.ts')) return;
      if (isServerModule(file) || isRouteModule(file)) return;
      const target = resolveImport(context.cwd, specifier, file);
      if (target && isServerModule(target))
        context.report({node, messageId: 'server', data: {target}});
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const featureLayers = {
  meta: {
    type: 'problem',
    docs: {description: 'a feature imports only the features below it'},
    messages: {
      upward:
        '{{from}} may not import {{to}}: features import only the features below them (docs/architecture.md#feature-layers)',
    },
    schema: [
      {
        type: 'object',
        properties: {
          layers: {type: 'array', items: {type: 'array', items: {type: 'string'}}},
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    /** @type {{layers: string[][]}} */
    const {layers} = context.options[0];
    const layerOf = new Map(
      layers.flatMap((names, level) => names.map((name) => [name, level])),
    );
    return onEachImport(context, (specifier, from, node) => {
      const fromFeature = featureOf(from);
      const target = fromFeature && resolveImport(context.cwd, specifier, from);
      const toFeature = target && featureOf(target);
      if (!fromFeature || !toFeature || fromFeature === toFeature) return;
      const fromLevel = layerOf.get(fromFeature);
      const toLevel = layerOf.get(toFeature);
      if (fromLevel !== undefined && toLevel !== undefined && toLevel < fromLevel) return;
      context.report({
        node,
        messageId: 'upward',
        data: {from: fromFeature, to: toFeature},
      });
    });
  },
};

export const appImports = {
  meta: {name: 'app-imports'},
  rules: {
    'no-cycle': noCycle,
    'no-server-in-client': noServerInClient,
    'feature-layers': featureLayers,
  },
};
