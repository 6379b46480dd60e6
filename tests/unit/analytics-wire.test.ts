import {afterEach, describe, expect, it, vi} from 'vitest';
import {ANALYTICS_EVENTS, ANALYTICS_PATH} from '@brush/rules/analytics';
import {
  CART_ID,
  COLLECTION_PAGE,
  comparable,
  hydrogenSends,
  ours,
  PRODUCT,
  PRODUCT_PAGE,
  SEARCH_PAGE,
  SHOP_DOMAIN,
} from './support/analytics-wire';

/**
 * Our batch against the one Hydrogen's own analytics write (decision 0122): the installed
 * @shopify/hydrogen-react builds a batch from the same page, its fetch is caught, and both must
 * name the same endpoint, schemas and events and carry the same fields with the same values. An
 * upgrade that moves a schema version, renames an event or adds, drops or reshapes a field fails
 * here, and the batch in rules/analytics.ts follows it.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('our analytics batch is the one Hydrogen writes', () => {
  it('posts to the same endpoint as text/plain, with the same envelope', async () => {
    const sent = await hydrogenSends('PAGE_VIEW_2', {pageType: 'index'});
    expect(sent.url).toBe(`https://${SHOP_DOMAIN}${ANALYTICS_PATH}`);
    expect(sent.contentType).toBe('text/plain');
    const batch = ours({pageType: 'index'}, [ANALYTICS_EVENTS.pageView]);
    expect(Object.keys(batch).sort()).toEqual(Object.keys(sent.batch).sort());
    expect(Object.keys(batch.metadata)).toEqual(Object.keys(sent.batch.metadata));
  });

  it.each([
    [
      'a page view',
      'PAGE_VIEW_2' as const,
      {pageType: 'product', resourceId: PRODUCT.productGid},
      PRODUCT_PAGE,
      ANALYTICS_EVENTS.pageView,
    ],
    [
      'a product view',
      'PRODUCT_VIEW' as const,
      {pageType: 'product', resourceId: PRODUCT.productGid, products: [PRODUCT]},
      PRODUCT_PAGE,
      ANALYTICS_EVENTS.productView,
    ],
    [
      'a collection view',
      'COLLECTION_VIEW' as const,
      {
        pageType: 'collection',
        resourceId: COLLECTION_PAGE.resourceId,
        collectionHandle: 'eye-brushes',
        collectionId: 'gid://shopify/Collection/7',
      },
      COLLECTION_PAGE,
      ANALYTICS_EVENTS.collectionView,
    ],
    [
      'a search',
      'SEARCH_VIEW' as const,
      {pageType: 'search', searchString: 'kumo'},
      SEARCH_PAGE,
      ANALYTICS_EVENTS.searchView,
    ],
  ])('%s', async (_label, hydrogenEvent, hydrogenPayload, page, ourEvent) => {
    const sent = await hydrogenSends(hydrogenEvent, hydrogenPayload);
    expect(comparable(ours(page, [ourEvent]))).toEqual(comparable(sent.batch));
  });

  it('an add to cart', async () => {
    const sent = await hydrogenSends('ADD_TO_CART', {
      pageType: 'product',
      cartId: CART_ID,
      products: [PRODUCT],
    });
    const batch = ours(PRODUCT_PAGE, [ANALYTICS_EVENTS.addToCart], {
      products: [PRODUCT],
      cartId: CART_ID,
    });
    expect(comparable(batch)).toEqual(comparable(sent.batch));
  });
});
