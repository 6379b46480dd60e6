import {describe, expect, it} from 'vitest';
import {localPlatformUpstream} from './support/upstream';
import {workerAgainst} from './support/worker';

/**
 * /secret is a prefix (docs/product/programmes.md#secret-shop): any address under it other than
 * a shared link leads to the secret shop.
 */

const storefront = localPlatformUpstream({warm: false});
const worker = workerAgainst(storefront);

describe('an address under /secret/', () => {
  it.each(['/secret/anything', '/secret/deals/2026?x=1'])(
    '%s leads to the secret shop',
    async (path) => {
      const response = await worker.fetch(path, {redirect: 'manual'});
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get('Location') ?? '', 'http://x').pathname).toBe(
        '/secret',
      );
    },
  );
});
