import {ensureFunctionBundles} from '../../dev/functions-build';

/**
 * Global setup of the test projects that start the platform: it prices carts by running the
 * functions' bundles, so the bundles are built first when missing or older than their sources.
 */
export default async function setup(): Promise<void> {
  await ensureFunctionBundles();
}
