/**
 * The storefront's production build (Remix's `vite:build`) into a folder of its own: the stack,
 * the benchmark and the integration tests each build where they run from. Asynchronous, so a
 * caller's event loop (a test worker, the services starting meanwhile) keeps turning.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMIX_CLI = createRequire(import.meta.url).resolve('@remix-run/dev/dist/cli.js');

export async function buildStorefront(
  buildDir: string,
  options: {
    /** Variables the build sees besides this process's own. */
    env?: Record<string, string>;
    /** Show the build's output as it comes (the stack does); otherwise only on failure. */
    echo?: boolean;
  } = {},
): Promise<void> {
  const build = spawn(process.execPath, [REMIX_CLI, 'vite:build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...options.env,
      STOREFRONT_BUILD_DIR: buildDir,
      NODE_ENV: 'production',
    },
    stdio: [
      'ignore',
      options.echo ? 'inherit' : 'pipe',
      options.echo ? 'inherit' : 'pipe',
    ],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  build.stdout?.on('data', collect);
  build.stderr?.on('data', collect);
  const status = await new Promise<number | null>((resolve, reject) => {
    build.on('error', reject);
    build.on('close', resolve);
  });
  if (status !== 0)
    throw new Error(`the storefront build failed${output ? `:\n${output}` : ''}`);
}
