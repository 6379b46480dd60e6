/**
 * What the functions' tests call: a function's bundle (extensions/<handle>/dist/function.js, as
 * `npm run functions:build` writes it and Shopify compiles it) run on the platform's QuickJS
 * runner, with the input as JSON and within the same limits. The TypeScript passing in Node
 * proves little: the bundle could lack a module, use an API QuickJS has not, or outgrow the
 * work budget, and only a run of the bundle shows it. The unit project's global setup rebuilds
 * stale bundles before the tests start. Test-only: no function imports this.
 */
import {readFileSync} from 'node:fs';
import {functionTargets} from '../../dev/functions-build';
import {FunctionModule} from '../../emulators/commerce/src/functions/quickjs';

const modules = new Map<string, FunctionModule>();

/** The handle's bundle on its own QuickJS runtime, loaded once per test file. */
function bundleModule(handle: string): FunctionModule {
  const loaded = modules.get(handle);
  if (loaded) return loaded;
  const target = functionTargets().find((fn) => fn.handle === handle);
  if (!target) throw new Error(`no function ${handle} in extensions/shopify.app.toml`);
  let code: string;
  try {
    code = readFileSync(target.bundle, 'utf8');
  } catch {
    throw new Error(
      `extensions/${handle}/dist/function.js is missing: run \`npm run functions:build\``,
    );
  }
  const created = new FunctionModule(handle, code, target.exportName);
  modules.set(handle, created);
  return created;
}

/**
 * Runs the handle's bundle on `input` and answers its output; a run that fails (it throws, is
 * stopped by a limit or writes no JSON) throws with the reason and the run's log. The type
 * parameter is the target's TypeScript function, so fixtures are still checked against its
 * input type and the output read as its result.
 */
export function runBundle<Target extends (input: never) => unknown>(
  handle: string,
  input: Parameters<Target>[0],
): ReturnType<Target> {
  const outcome = bundleModule(handle).run(JSON.stringify(input));
  if (!outcome.ok) {
    const logs = outcome.logs ? `\nlog:\n${outcome.logs}` : '';
    throw new Error(`${handle}: ${outcome.failure}: ${outcome.message}${logs}`);
  }
  return outcome.output as ReturnType<Target>;
}
