import {describe, expect, it} from 'vitest';

import {
  autoCloseDelayMs,
  embedsFullscreen,
  isBigScreen,
  luminance,
  parseHexColor,
  textColorFor,
} from '#rules/embed';

describe('parseHexColor', () => {
  it.each([
    ['#fff', {r: 255, g: 255, b: 255, a: 1}],
    ['#000', {r: 0, g: 0, b: 0, a: 1}],
    ['abc', {r: 170, g: 187, b: 204, a: 1}],
    ['#f008', {r: 255, g: 0, b: 0, a: 136 / 255}],
    ['#1a2B3c', {r: 26, g: 43, b: 60, a: 1}],
    ['#1a2b3c80', {r: 26, g: 43, b: 60, a: 128 / 255}],
    [' #ffffff ', {r: 255, g: 255, b: 255, a: 1}],
  ])('%j -> %j', (value, rgba) => {
    expect(parseHexColor(value)).toEqual(rgba);
  });

  it.each([
    ['#ff'],
    ['#fffff'],
    ['#fffffff'],
    ['#fffffffff'],
    ['#ggg'],
    ['red'],
    [''],
    ['##fff'],
  ])('throws on %j', (value) => {
    expect(() => parseHexColor(value)).toThrow('Invalid hex color');
  });
});

describe('textColorFor', () => {
  it.each([
    ['#ffffff', 'black'],
    ['#000000', 'white'],
    ['#ffff00', 'black'],
    ['#0000ff', 'white'],
    ['#969696', 'white'],
    ['#979797', 'black'],
  ])('%s -> %s', (background, color) => {
    expect(textColorFor(background)).toBe(color);
  });

  it('weights green most', () => {
    expect(luminance({r: 0, g: 255, b: 0})).toBeGreaterThan(
      luminance({r: 255, g: 0, b: 0}),
    );
  });
});

describe('screens', () => {
  it.each([
    [1024, 768, false, true, false],
    [1023, 768, true, false, true],
    [1024, 767, true, false, true],
    [1920, 1080, true, true, false],
    [390, 844, true, false, true],
    [390, 844, false, false, false],
  ])(
    '%sx%s mobile %s: big %s, fullscreen %s',
    (width, height, mobile, big, fullscreen) => {
      expect(isBigScreen(width, height)).toBe(big);
      expect(embedsFullscreen({mobile, width, height})).toBe(fullscreen);
    },
  );
});

describe('autoCloseDelayMs', () => {
  it.each([
    [true, 500],
    [false, null],
    [null, null],
    [undefined, null],
    [100, 500],
    [500, 500],
    [2000, 2000],
    [NaN, 500],
  ])('%j -> %j', (requested, delay) => {
    expect(autoCloseDelayMs(requested)).toBe(delay);
  });
});
