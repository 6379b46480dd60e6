import {describe, expect, it} from 'vitest';

import {
  canAddToCart,
  isProductAvailableInCountry,
  isVariantAvailable,
} from '@brush/rules/availability';

describe('isProductAvailableInCountry', () => {
  it.each([
    ['no tags', [], 'US', true],
    ['no tags, no country', [], null, true],
    ['unrelated tags', ['pwyw', 'eye'], 'DE', true],
    ['AVAILABLE lists the country', ['AVAILABLE:US-CA'], 'US', true],
    ['AVAILABLE lists it second', ['AVAILABLE:US-CA'], 'CA', true],
    ['AVAILABLE leaves it out', ['AVAILABLE:US-CA'], 'DE', false],
    ['AVAILABLE with one country', ['AVAILABLE:GB'], 'GB', true],
    ['AVAILABLE, no country known', ['AVAILABLE:US'], null, false],
    ['two AVAILABLE tags add up', ['AVAILABLE:US', 'AVAILABLE:DE-FR'], 'FR', true],
    ['lower-case country', ['AVAILABLE:US-CA'], 'ca', true],
    ['lower-case tag', ['available:us-ca'], 'CA', true],
    ['OOS lists the country', ['OOS:RU-BY'], 'BY', false],
    ['OOS leaves it out', ['OOS:RU-BY'], 'US', true],
    ['OOS, no country known', ['OOS:RU'], undefined, true],
    ['AVAILABLE and OOS both name it', ['AVAILABLE:US-CA', 'OOS:CA'], 'CA', false],
    ['AVAILABLE names it, OOS another', ['AVAILABLE:US-CA', 'OOS:CA'], 'US', true],
    ['an empty AVAILABLE tag is ignored', ['AVAILABLE:'], 'US', true],
    ['a malformed AVAILABLE tag is ignored', ['AVAILABLE:USA'], 'DE', true],
    ['malformed codes are skipped', ['AVAILABLE:USA-DE'], 'DE', true],
    ['a tag only containing the word', ['NOTAVAILABLE:US'], 'DE', true],
    ['null tags', null, 'US', true],
  ])('%s -> %s', (_label, tags, country, expected) => {
    expect(isProductAvailableInCountry(tags, country)).toBe(expected);
  });
});

describe('isVariantAvailable', () => {
  it.each([
    [{availableForSale: true}, true],
    [{availableForSale: true, currentlyNotInStock: false}, true],
    [{availableForSale: true, currentlyNotInStock: true}, false],
    [{availableForSale: false}, false],
    [{availableForSale: false, currentlyNotInStock: false}, false],
    [{available: true}, true],
    [{available: false}, false],
    [{available: true, currentlyNotInStock: true}, false],
    [{availableForSale: null, available: true}, true],
    [{}, false],
  ])('%j -> %s', (variant, expected) => {
    expect(isVariantAvailable(variant)).toBe(expected);
  });
});

describe('canAddToCart', () => {
  it.each([
    [['AVAILABLE:US'], {availableForSale: true}, 'US', true],
    [['AVAILABLE:US'], {availableForSale: true}, 'DE', false],
    [['AVAILABLE:US'], {availableForSale: false}, 'US', false],
    [['OOS:DE'], {availableForSale: true, currentlyNotInStock: true}, 'US', false],
    [[], {availableForSale: true}, 'DE', true],
  ])('tags %j, variant %j, in %s -> %s', (productTags, variant, country, expected) => {
    expect(canAddToCart({productTags, variant, country})).toBe(expected);
  });
});
