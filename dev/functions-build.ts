/**
 * The shop's Shopify Functions built as the Shopify CLI builds a JavaScript function: each
 * target's export bundled by esbuild (ESM, minified, es2020) behind an entry that reads the
 * input JSON and writes the output JSON (extensions/shared/run-function.ts), into
 * extensions/<handle>/dist/function.js. The CLI then compiles that file with Javy; the local
 * platform runs it in QuickJS compiled to WebAssembly (emulators/commerce/src/functions/quickjs.ts).
 *
 *   tsx dev/functions-build.ts [--if-stale]
 *
 * The stack runner, the emulator tests' setup and `npm test` build the bundles when stale, so
 * the platform never prices a cart with code older than its sources.
 */
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
export const EXTENSIONS_DIR = path.join(ROOT, 'extensions');
const ENTRY_RUNNER = path.join(EXTENSIONS_DIR, 'shared/run-function.ts');

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

/**
 * Bundles one module's export behind the stdin/stdout entry, as the CLI's generated entry does.
 * `source` is the module (a function's src/index.ts, or a test's fixture); the bundle exports
 * `exportName`, which takes no argument and answers through stdout.
 */
export async function bundleFunction(
  source: string,
  exportName: string,
): Promise<{code: string; inputs: string[]}> {
  const entry = [
    `import {runFunction} from ${JSON.stringify(ENTRY_RUNNER)};`,
    `import {${exportName} as target} from ${JSON.stringify(source)};`,
    `export function ${exportName}() { return runFunction(target); }`,
  ].join('\n');
  const result = await esbuild.build({
    stdin: {contents: entry, resolveDir: ROOT, sourcefile: 'entry.js', loader: 'js'},
    bundle: true,
    format: 'esm',
    target: 'es2020',
    // Javy's QuickJS is neither a browser nor Node: no built-in module may be imported.
    platform: 'neutral',
    mainFields: ['module', 'main'],
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${source}: esbuild wrote nothing`);
  return {
    code: output.text,
    inputs: Object.keys(result.metafile.inputs).filter((input) => input !== 'entry.js'),
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
