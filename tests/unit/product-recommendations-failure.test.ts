import {afterEach, describe, expect, it, vi} from 'vitest';
import {withoutRecommendationsFailure} from '../../app/features/catalog/product.server';

/**
 * The product page asks for its recommendations in the product's own request: a failure of
 * the recommendations alone leaves the page without them, any other keeps its error.
 */

const cards = {products: {nodes: []}};
const failed = (path: string[]) => ({message: 'upstream failure', path});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withoutRecommendationsFailure', () => {
  it.each([
    {
      case: 'an answer without errors is kept as it is',
      answer: {product: {id: 'p'}, recommendations: cards},
      expected: {product: {id: 'p'}, recommendations: cards},
    },
    {
      case: 'a failure of the recommendations alone leaves them out, with no error',
      answer: {
        product: {id: 'p'},
        recommendations: null,
        errors: [failed(['recommendations', 'products'])],
      },
      expected: {product: {id: 'p'}, recommendations: null, errors: undefined},
    },
    {
      case: "the product's own failure stays, beside one of the recommendations",
      answer: {
        product: null,
        recommendations: cards,
        errors: [failed(['recommendations']), failed(['product', 'variants'])],
      },
      expected: {
        product: null,
        recommendations: null,
        errors: [failed(['product', 'variants'])],
      },
    },
    {
      case: 'an error without a path stays',
      answer: {product: null, recommendations: null, errors: [{message: 'refused'}]},
      expected: {product: null, recommendations: null, errors: [{message: 'refused'}]},
    },
  ])('$case', ({answer, expected}) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(withoutRecommendationsFailure(answer)).toEqual(expected);
  });
});
