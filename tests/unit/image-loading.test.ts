import {describe, expect, it} from 'vitest';
import {imageLoading} from '~/features/catalog/image-loading';

describe('imageLoading', () => {
  it.each([
    [{}, {loading: 'lazy'}],
    [{eager: true}, {loading: 'eager'}],
    [{priority: true}, {loading: 'eager', decoding: 'sync', fetchpriority: 'high'}],
    [
      {eager: true, priority: true},
      {loading: 'eager', decoding: 'sync', fetchpriority: 'high'},
    ],
    [{eager: false, priority: false}, {loading: 'lazy'}],
  ])('%j loads %j', (options, expected) => {
    expect(imageLoading(options)).toEqual(expected);
  });
});
