import {
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
 * A bundle holds only what its function runs: @brush/rules says it has no side effects
 * (decision 0123) and the CLI's esbuild drops what nothing calls, so a function pays, in its
 * module size and its parse time on every run, only for the rules it uses. The bundler writes
 * a `// <path>` line before each module it keeps; these read them.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const fixtures = mkdtempSync(path.join(tmpdir(), 'bundle-contents-'));
afterAll(() => rmSync(fixtures, {recursive: true, force: true}));
// The fixtures import the rules as a function does, through the packages' links.
mkdirSync(path.join(fixtures, 'node_modules/@brush'), {recursive: true});
for (const name of ['rules', 'functions-shared']) {
  symlinkSync(
    realpathSync(path.join(ROOT, 'node_modules/@brush', name)),
    path.join(fixtures, 'node_modules/@brush', name),
  );
}

function modulesIn(code: string): string[] {
  return [...code.matchAll(/^\/\/ (\S+)$/gm)].map(([, module = '']) => module);
}

async function bundled(name: string, source: string): Promise<string> {
  const file = path.join(fixtures, `${name}.ts`);
  writeFileSync(file, source);
  return (await bundleFunction(file, 'cartLinesDiscountsGenerateRun')).code;
}

describe('a bundle holds only what its function uses', () => {
  it('one constant of the merchant rules: none of their functions, no signing, no hashing', async () => {
    const code = await bundled(
      'one-message',
      `import {FREE_ITEM_LIMIT_MESSAGE} from '@brush/functions-shared/merchant-rules';
       export function cartLinesDiscountsGenerateRun() {
         return {operations: [], message: FREE_ITEM_LIMIT_MESSAGE};
       }`,
    );
    expect(code).toContain('the free item is limited to 1 per order.');
    expect(code).not.toMatch(/function (bogoForCart|programmeAllowances)\b/);
    expect(modulesIn(code).filter((module) => /signing|@noble/.test(module))).toEqual([]);
  });

  it('one function of a module: not its siblings', async () => {
    const code = await bundled(
      'one-function',
      `import {regionForCountry} from '@brush/rules/regions';
       export function cartLinesDiscountsGenerateRun(input: {country: string}) {
         return {operations: [], region: regionForCountry(input.country)};
       }`,
    );
    expect(code).toMatch(/function regionForCountry\b/);
    expect(code).not.toMatch(/function readRegionalVariant\b/);
  });

  it.each([['canada-discount'], ['store-credit']])(
    '%s, which checks no signed marker, holds no signing or hashing code',
    (handle) => {
      const fn = functionTargets().find((target) => target.handle === handle)!;
      const modules = modulesIn(readFileSync(fn.bundle, 'utf8'));
      expect(modules).toContain(
        `extensions/${handle}/src/cart_lines_discounts_generate_run.ts`,
      );
      expect(
        modules.filter((module) =>
          /signing|marker|proof|@noble|merchant-rules/.test(module),
        ),
      ).toEqual([]);
    },
  );
});

/** The package that holds each bundled file, as the function's package.json must name it. */
const PACKAGE_OF: readonly [RegExp, string][] = [
  [/^rules\//, '@brush/rules'],
  [/^extensions\/shared\//, '@brush/functions-shared'],
  [/node_modules\/@noble\/hashes\//, '@noble/hashes'],
  [/node_modules\/@shopify\/shopify_function\//, '@shopify/shopify_function'],
];

it.each(functionTargets().map((fn) => [fn.handle, fn] as const))(
  '%s lists in its package.json exactly the packages its bundle holds',
  (_handle, fn) => {
    const manifest = JSON.parse(
      readFileSync(path.join(fn.dir, 'package.json'), 'utf8'),
    ) as {dependencies?: Record<string, string>};
    const inputs = JSON.parse(
      readFileSync(path.join(path.dirname(fn.bundle), 'inputs.json'), 'utf8'),
    ) as string[];
    const bundled = PACKAGE_OF.filter(([pattern]) =>
      inputs.some((input) => pattern.test(input)),
    ).map(([, name]) => name);
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(bundled.sort());
  },
);
