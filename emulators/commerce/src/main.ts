import {parseArgs} from 'node:util';
import {localCommerceOrigin, LOCAL_PORTS} from '../../../dev/local-env';
import {configFromEnv, DEFAULT_DB_PATH} from './config';

/**
 * The local commerce platform from the command line:
 *   tsx emulators/commerce/src/main.ts [--port 4100] [--db path|:memory:] [--reset] [--exit]
 * --reset re-seeds the database; with --exit it re-seeds without serving, so it also works
 * while the port is taken (npm run commerce:reset).
 */
const {values} = parseArgs({
  options: {
    port: {type: 'string'},
    db: {type: 'string', default: DEFAULT_DB_PATH},
    reset: {type: 'boolean', default: false},
    exit: {type: 'boolean', default: false},
  },
});

const port = Number(values.port ?? process.env.COMMERCE_PORT ?? LOCAL_PORTS.commerce);

// graphql-js picks its cheap instanceof checks at load time when NODE_ENV says production, so
// the service sets it before the engine is imported.
process.env.NODE_ENV ??= 'production';
const {PLATFORM_MODULES} = await import('./modules');
const {PlatformCore} = await import('./platform');
const {startCommercePlatform} = await import('./server');

if (values.exit) {
  const core = new PlatformCore({
    dbPath: values.db,
    config: configFromEnv(),
    modules: PLATFORM_MODULES,
    now: () => new Date(),
    imageCacheDir: null,
  });
  core.origin = localCommerceOrigin(port);
  core.start(values.reset);
  core.close();
  console.log(
    `commerce platform ${values.reset ? 're-seeded' : 'ready'} in ${values.db}`,
  );
} else {
  const platform = await startCommercePlatform({
    port,
    dbPath: values.db,
    reset: values.reset,
  });
  console.log(`commerce platform ready at ${platform.url}`);
  const stop = () => {
    void platform.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
