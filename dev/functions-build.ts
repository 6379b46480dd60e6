/**
 * The shop's Shopify Functions built as `shopify app build` builds a JavaScript function
 * (decision 0118): each target's export behind the CLI's entry and @shopify/shopify_function's
 * run, bundled by the CLI's own esbuild with the CLI's options into
 * extensions/<handle>/dist/function.js, holding only what the function's package.json declares.
 * The CLI then compiles that file with Javy; the local platform runs it in QuickJS compiled to
 * WebAssembly (emulators/commerce/src/functions/quickjs.ts).
 *
 *   tsx dev/functions-build.ts [--if-stale]
 *
 * The stack runner, the emulator tests' setup and `npm test` build the bundles when stale, so
 * the platform never prices a cart with code older than its sources.
 */
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type * as Esbuild from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * The esbuild the Shopify CLI bundles functions with (its own dependency, 0.24.2 for CLI
 * 3.78.2), so a bundle here has the bytes a deploy gives it; the tree's other esbuild copies
 * are other tools' versions.
 */
const esbuild = createRequire(path.join(ROOT, 'node_modules/@shopify/cli/package.json'))(
  'esbuild',
) as typeof Esbuild;
export const EXTENSIONS_DIR = path.join(ROOT, 'extensions');

/** Shopify refuses a function module above 256 KB (Javy's bytecode of the bundle and its stub). */
export const SHOPIFY_MODULE_LIMIT_BYTES = 256 * 1024;
/**
 * A bundle's own ceiling, well under the module limit: QuickJS bytecode runs larger than
 * minified source, and a function that outgrows this has pulled in something it should not.
 */
export const FUNCTION_BUNDLE_BUDGET_BYTES = 64 * 1024;

export interface FunctionTarget {
  handle: string;
  /** The Function API target, e.g. cart.lines.discounts.generate.run. */
  target: string;
  /** The module's export for the target, as the CLI names it from the TOML's kebab-case export. */
  exportName: string;
  dir: string;
  bundle: string;
}

function tomlString(text: string, key: string, file: string): string {
  const match = new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`${file}: no ${key}`);
  return match[1];
}

function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Every function the app lists (shopify.app.toml), with its one target. */
export function functionTargets(): FunctionTarget[] {
  const app = readFileSync(path.join(EXTENSIONS_DIR, 'shopify.app.toml'), 'utf8');
  const list = /extension_directories\s*=\s*\[([^\]]*)\]/.exec(app)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map(([, folder = '']) => {
    const dir = path.join(EXTENSIONS_DIR, folder);
    const file = path.join(dir, 'shopify.extension.toml');
    const toml = readFileSync(file, 'utf8');
    return {
      handle: tomlString(toml, 'handle', file),
      target: tomlString(toml, 'target', file),
      exportName: camelCase(tomlString(toml, 'export', file)),
      dir,
      bundle: path.join(dir, 'dist/function.js'),
    };
  });
}

/** The module the CLI's generated entry runs each target through (stdin in, stdout out). */
const RUN_MODULE = '@shopify/shopify_function/run';
/** The name the CLI's entry imports the function's module by, aliased to its src/index. */
const USER_FUNCTION = 'user-function';
const CHECKED = Symbol('checked');
/** The generated entry's name, as esbuild reports it among the bundle's inputs. */
const ENTRY = 'entry.ts';

/**
 * The entry `shopify app build` generates for a function whose TOML names its exports: each
 * export wrapped in the library's run, under the name the TOML gives it in camelCase.
 */
function cliEntry(exportName: string): string {
  const runName = camelCase(`run-${exportName}`);
  return [
    `import __runFunction from ${JSON.stringify(RUN_MODULE)}`,
    `import { ${exportName} as ${runName} } from ${JSON.stringify(USER_FUNCTION)}`,
    `export function ${exportName}() { return __runFunction(${runName}) }`,
  ].join('\n');
}

/** The package a bare specifier names: '@noble/hashes/hmac.js' is '@noble/hashes'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@')
    ? parts.slice(0, 2).join('/')
    : (parts[0] ?? specifier);
}

/** The folder of the nearest package.json at or above `dir`, and what it declares. */
function owningPackage(dir: string): {root: string; declared: Set<string>} | null {
  for (let current = dir; ; current = path.dirname(current)) {
    const manifest = path.join(current, 'package.json');
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as {
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      return {
        root: current,
        declared: new Set([
          ...Object.keys(json.dependencies ?? {}),
          ...Object.keys(json.peerDependencies ?? {}),
        ]),
      };
    }
    if (path.dirname(current) === current) return null;
  }
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Holds every import of the bundle to what its own package declares, as an install of the
 * function's folder alone provides (decision 0123): a bare import must name a dependency of
 * the package.json nearest the importing file (the function's for its src and the entry), and
 * a path may not leave that package's folder. The root's node_modules, which would answer
 * anything installed for the storefront, cannot hide an undeclared dependency or a reach into
 * a sibling function.
 */
function declaredOnly(functionDir: string, source: string): Esbuild.Plugin {
  return {
    name: 'declared-dependencies-only',
    setup(build) {
      build.onResolve({filter: /.*/}, async (args) => {
        if (args.pluginData === CHECKED || args.path === USER_FUNCTION) return undefined;
        const fromEntry = args.importer === path.join(functionDir, ENTRY);
        const importerDir = fromEntry ? functionDir : path.dirname(args.importer);
        const owner = owningPackage(importerDir);
        const from = fromEntry ? 'the entry' : path.relative(ROOT, args.importer);
        const bare = !args.path.startsWith('.') && !path.isAbsolute(args.path);
        if (bare && !owner?.declared.has(packageName(args.path))) {
          return {
            errors: [
              {
                text: `${from} imports ${args.path}, which ${
                  owner
                    ? path.relative(ROOT, path.join(owner.root, 'package.json'))
                    : 'no package.json'
                } does not declare`,
              },
            ],
          };
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: CHECKED,
        });
        if (resolved.errors.length > 0) return {errors: resolved.errors};
        if (
          !bare &&
          owner &&
          resolved.path !== source &&
          !isInside(resolved.path, owner.root)
        ) {
          return {
            errors: [
              {
                text: `${from} imports ${path.relative(ROOT, resolved.path)}, outside ${path.relative(ROOT, owner.root)}`,
              },
            ],
          };
        }
        return resolved;
      });
    },
  };
}

/**
 * Bundles one module's export as `shopify app build` bundles a JavaScript function: the
 * CLI's entry (the target's export behind @shopify/shopify_function's run, which reads the
 * input JSON from stdin and writes the answer to stdout) and its esbuild options. `source`
 * is the module (a function's src/index.ts, or a test's fixture); the bundle exports
 * `exportName`, which takes no argument and answers through stdout. With `functionDir`, the
 * bundle may hold only what that folder's package.json declares (declaredOnly).
 */
export async function bundleFunction(
  source: string,
  exportName: string,
  functionDir?: string,
): Promise<{code: string; inputs: string[]}> {
  const resolveDir = functionDir ?? ROOT;
  const result = await esbuild.build({
    stdin: {contents: cliEntry(exportName), loader: 'ts', resolveDir, sourcefile: ENTRY},
    // The metafile's paths, which the staleness check reads, are relative to the root.
    absWorkingDir: ROOT,
    alias: {[USER_FUNCTION]: source},
    // The CLI's options (getESBuildOptions in @shopify/app): no minifying, es2022, ESM.
    bundle: true,
    legalComments: 'none',
    target: 'es2022',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: functionDir ? [declaredOnly(functionDir, source)] : [],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${source}: esbuild wrote nothing`);
  return {
    code: output.text,
    inputs: Object.keys(result.metafile.inputs).filter(
      (input) => input !== path.relative(ROOT, path.join(resolveDir, ENTRY)),
    ),
  };
}

const INPUTS_FILE = 'inputs.json';

/** A bundle is stale when missing or older than any file it was built from, or this script. */
function isStale(fn: FunctionTarget): boolean {
  if (!existsSync(fn.bundle)) return true;
  const built = statSync(fn.bundle).mtimeMs;
  const inputsFile = path.join(path.dirname(fn.bundle), INPUTS_FILE);
  if (!existsSync(inputsFile)) return true;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
  return [...inputs.map((input) => path.join(ROOT, input)), import.meta.filename].some(
    (file) => !existsSync(file) || statSync(file).mtimeMs > built,
  );
}

export interface BuiltFunction {
  handle: string;
  bytes: number;
}

export async function buildFunctions(
  options: {ifStale?: boolean; echo?: boolean} = {},
): Promise<BuiltFunction[]> {
  const built: BuiltFunction[] = [];
  const tooLarge: string[] = [];
  for (const fn of functionTargets()) {
    if (options.ifStale && !isStale(fn)) continue;
    const {code, inputs} = await bundleFunction(
      path.join(fn.dir, 'src/index.ts'),
      fn.exportName,
      fn.dir,
    );
    mkdirSync(path.dirname(fn.bundle), {recursive: true});
    writeFileSync(fn.bundle, code);
    writeFileSync(
      path.join(path.dirname(fn.bundle), INPUTS_FILE),
      JSON.stringify(inputs),
    );
    const bytes = Buffer.byteLength(code);
    built.push({handle: fn.handle, bytes});
    if (bytes > FUNCTION_BUNDLE_BUDGET_BYTES) tooLarge.push(fn.handle);
    if (options.echo) {
      const share = ((bytes / FUNCTION_BUNDLE_BUDGET_BYTES) * 100).toFixed(0);
      console.log(
        `${fn.handle.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(6)} KB of ${
          FUNCTION_BUNDLE_BUDGET_BYTES / 1024
        } KB budget (${share}%), Shopify's module limit ${SHOPIFY_MODULE_LIMIT_BYTES / 1024} KB`,
      );
    }
  }
  if (tooLarge.length > 0) {
    throw new Error(
      `function bundles over ${FUNCTION_BUNDLE_BUDGET_BYTES} bytes: ${tooLarge.join(', ')}`,
    );
  }
  return built;
}

/** Builds the bundles that are missing or older than their sources; quiet when all are fresh. */
export function ensureFunctionBundles(): Promise<BuiltFunction[]> {
  return buildFunctions({ifStale: true});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ifStale = process.argv.includes('--if-stale');
  buildFunctions({ifStale, echo: true}).then(
    (built) => {
      if (ifStale && built.length === 0) console.log('function bundles are up to date');
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
