import {parseArgs} from 'node:util';
import {DEFAULT_DB_PATH} from './config';
import {startCommercePlatform} from './server';

/**
 * The local commerce platform from the command line:
 *   tsx emulators/commerce/src/main.ts [--port 4100] [--db path|:memory:] [--reset] [--exit]
 * --reset re-seeds the database; with --exit it stops once seeded (npm run commerce:reset).
 */
const {values} = parseArgs({
  options: {
    port: {type: 'string'},
    db: {type: 'string', default: DEFAULT_DB_PATH},
    reset: {type: 'boolean', default: false},
    exit: {type: 'boolean', default: false},
  },
});

const platform = await startCommercePlatform({
  port: values.port === undefined ? undefined : Number(values.port),
  dbPath: values.db,
  reset: values.reset,
});

if (values.exit) {
  console.log(`commerce platform re-seeded (${values.db})`);
  await platform.close();
} else {
  console.log(`commerce platform ready at ${platform.url}`);
  const stop = () => {
    void platform.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
