/**
 * Serves the production build (dist/server + dist/client) in workerd through MiniOxygen, as
 * Oxygen would. Run as its own process by the stack so its memory can be measured on its own.
 * Usage: tsx dev/storefront-server.ts --port 3000 [--build-dir dist] (the worker's
 * env comes from this process's environment, filtered to the variables the worker declares;
 * --build-dir serves a build made with STOREFRONT_BUILD_DIR, as the benchmark does).
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {LOCAL_HOST} from './local-env';
import {workerEnv} from './env';
import {miniOxygenWorker} from './mini-oxygen';

const ROOT = path.resolve(import.meta.dirname, '..');

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '3000'},
    'assets-port': {type: 'string'},
    'build-dir': {type: 'string', default: 'dist'},
  },
});
const port = Number(values.port);
const buildDir = path.resolve(ROOT, values['build-dir']);

const workerPath = path.join(buildDir, 'server/index.js');
const miniOxygen = createMiniOxygen({
  port,
  host: LOCAL_HOST,
  assets: {
    directory: path.join(buildDir, 'client'),
    port: Number(values['assets-port'] ?? port + 100),
  },
  workers: [miniOxygenWorker(workerPath, workerEnv(process.env))],
});

const {workerUrl} = await miniOxygen.ready;
console.log(`storefront worker listening at ${workerUrl.origin}`);

const shutdown = () => {
  void miniOxygen.dispose().finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
