import {describe, expect, it} from 'vitest';
import {localPlatformUpstream} from './support/upstream';
import {workerAgainst} from './support/worker';

/**
 * Every added-to-cart confirmation shows up to 2 recommendations
 * (docs/product/cart.md#add-to-cart-dialog); confirmations whose page brings none (quick add,
 * promo dialogs, the secret shop) ask this route once the add has completed.
 */

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

interface Answer {
  recommendations: {handle: string; title: string; price: string}[];
}

describe('GET /api/recommendations', () => {
  it('answers at most 2 concept-store products with their price in the shopper’s market', async () => {
    const response = await worker.fetch('/api/recommendations');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/no-store/);
    const {recommendations} = (await response.json()) as Answer;
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.length).toBeLessThanOrEqual(2);
    for (const product of recommendations) {
      expect(product.title).not.toBe('');
      expect(product.price).toMatch(/\$\d/);
    }
    expect(storefront.operations()).toContain('ProductRecommendations');
  });

  it('leaves out the product just added', async () => {
    const first = ((await (await worker.fetch('/api/recommendations')).json()) as Answer)
      .recommendations[0];
    const {recommendations} = (await (
      await worker.fetch(`/api/recommendations?exclude=${first?.handle ?? ''}`)
    ).json()) as Answer;
    expect(recommendations.map(({handle}) => handle)).not.toContain(first?.handle);
  });

  it('is an empty list when the platform fails, never an error', async () => {
    storefront.failing.add('ProductRecommendations');
    const response = await worker.fetch('/api/recommendations');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Answer).recommendations).toEqual([]);
  });
});
