import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {bundleFunction, functionTargets} from '../../dev/functions-build';

/**
 * `shopify app deploy` builds each function in its own folder, with what an install of that
 * folder's package.json gives it (decision 0123). This builds the function that needs most,
 * cart-checks, from a copy of its folder outside the repository whose node_modules holds only
 * the packages it declares (links to the installed copies), and holds the build to them: an
 * import its package.json does not declare, or a path out of its folder, fails the build.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const HANDLE = 'cart-checks';
const fn = functionTargets().find((target) => target.handle === HANDLE);
if (!fn) throw new Error(`no function ${HANDLE} in extensions/shopify.app.toml`);

const workspace = mkdtempSync(path.join(tmpdir(), 'function-alone-'));
afterAll(() => rmSync(workspace, {recursive: true, force: true}));

interface Manifest {
  dependencies: Record<string, string>;
}

/** A copy of the function's folder (no build output) with only its declared packages. */
function copyAlone(name: string, change?: (dir: string, manifest: Manifest) => void) {
  const dir = path.join(workspace, name);
  cpSync(fn!.dir, dir, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules|generated)$/.test(source),
  });
  const manifest = JSON.parse(
    readFileSync(path.join(dir, 'package.json'), 'utf8'),
  ) as Manifest;
  for (const dependency of Object.keys(manifest.dependencies)) {
    const link = path.join(dir, 'node_modules', dependency);
    mkdirSync(path.dirname(link), {recursive: true});
    symlinkSync(realpathSync(path.join(ROOT, 'node_modules', dependency)), link);
  }
  change?.(dir, manifest);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  return dir;
}

const build = (dir: string) =>
  bundleFunction(path.join(dir, 'src/index.ts'), fn.exportName, dir);

/** The bundle without the comments esbuild puts before each module, which name its path. */
const withoutPaths = (code: string) => code.replace(/^\/\/ .*\n/gm, '');

describe(`${HANDLE} built from its own folder alone`, () => {
  it('finds nothing above the copy that could answer an undeclared import', () => {
    expect(existsSync(path.join(path.dirname(workspace), 'node_modules'))).toBe(false);
  });

  it('builds the bundle the repository builds, from its declared packages only', async () => {
    const dir = copyAlone('as-declared');
    const alone = await build(dir);
    const here = await bundleFunction(
      path.join(fn.dir, 'src/index.ts'),
      fn.exportName,
      fn.dir,
    );
    expect(withoutPaths(alone.code)).toBe(withoutPaths(here.code));
    const packages = [
      realpathSync(dir),
      ...[
        '@brush/rules',
        '@brush/functions-shared',
        '@noble/hashes',
        '@shopify/shopify_function',
      ].map((name) => realpathSync(path.join(dir, 'node_modules', name))),
    ];
    const outside = alone.inputs
      .map((input) => path.resolve(ROOT, input))
      .filter((file) => !packages.some((root) => file.startsWith(`${root}${path.sep}`)));
    expect(outside).toEqual([]);
  });

  it('fails on an import of a package its package.json does not declare', async () => {
    const dir = copyAlone('undeclared', (copy, manifest) => {
      // Still installed (linked), but no longer declared: an install would not provide it.
      delete manifest.dependencies['@shopify/shopify_function'];
    });
    await expect(build(dir)).rejects.toThrow(
      /the entry imports @shopify\/shopify_function\/run, which .*package.json does not declare/,
    );
  });

  it('fails on an import of a package the storefront installs but the function does not', async () => {
    const dir = copyAlone('storefront-package', (copy) => {
      writeFileSync(
        path.join(copy, 'src/index.ts'),
        `${readFileSync(path.join(copy, 'src/index.ts'), 'utf8')}export {parse} from 'graphql';\n`,
      );
    });
    await expect(build(dir)).rejects.toThrow(
      /imports graphql, which .* does not declare/,
    );
  });

  it("fails on a path into a sibling function's folder", async () => {
    const sibling = path.join(ROOT, 'extensions/welcome-offer/src/index.ts');
    const dir = copyAlone('sibling', (copy) => {
      writeFileSync(
        path.join(copy, 'src/index.ts'),
        `${readFileSync(path.join(copy, 'src/index.ts'), 'utf8')}export * as sibling from ${JSON.stringify(sibling)};\n`,
      );
    });
    await expect(build(dir)).rejects.toThrow(
      /imports extensions\/welcome-offer\/src\/index\.ts, outside/,
    );
  });
});
