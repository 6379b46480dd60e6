import {describe, expect, it} from 'vitest';

import {
  autoCloseDelayMs,
  embedClosedCookie,
  embedRedirect,
  embedsFullscreen,
  isBigScreen,
  isEmbedClosed,
  isExitIntent,
  luminance,
  parseHexColor,
  REDIRECT_WITHOUT_URL_MESSAGE,
  scrolledPercent,
  scrollTriggerFires,
  textColorFor,
} from '~/features/growth/embed';

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

describe('embedRedirect', () => {
  const base = 'https://brushes.example/survey';
  it.each([
    ['https://example.com/thanks', {go: 'https://example.com/thanks'}],
    ['/collections', {go: 'https://brushes.example/collections'}],
    [undefined, {fail: REDIRECT_WITHOUT_URL_MESSAGE}],
    [null, {fail: REDIRECT_WITHOUT_URL_MESSAGE}],
    ['', {fail: REDIRECT_WITHOUT_URL_MESSAGE}],
    ['javascript:alert(1)', {fail: REDIRECT_WITHOUT_URL_MESSAGE}],
    ['data:text/html,<b>x</b>', {fail: REDIRECT_WITHOUT_URL_MESSAGE}],
  ])('%j -> %j', (url, target) => {
    expect(embedRedirect(url, base)).toEqual(target);
  });

  it("says the spec's words", () => {
    expect(REDIRECT_WITHOUT_URL_MESSAGE).toBe('Redirect failed, no URL provided');
  });
});

describe('isExitIntent', () => {
  it.each([
    [100, 10, 20, true],
    [100, 20, 20, true],
    [100, 21, 20, false],
    [10, 15, 20, false],
    [10, 10, 20, false],
  ])('from y %s to %s (threshold %s) -> %s', (previousY, y, thresholdPx, fires) => {
    expect(isExitIntent({previousY, y, thresholdPx})).toBe(fires);
  });
});

describe('scroll triggers', () => {
  const page = (scrollY: number) => ({
    scrollY,
    viewportHeight: 800,
    documentHeight: 2800,
  });
  it.each([
    [0, 0],
    [1000, 50],
    [2000, 100],
    [2500, 100],
    [-50, 0],
  ])('scrolled to %s -> %s%%', (scrollY, percent) => {
    expect(scrolledPercent(page(scrollY))).toBe(percent);
  });

  it('a page that fits the window is all seen', () => {
    expect(scrolledPercent({scrollY: 0, viewportHeight: 800, documentHeight: 600})).toBe(
      100,
    );
  });

  it.each([
    [{on: 'scroll', percent: 50} as const, 999, false],
    [{on: 'scroll', percent: 50} as const, 1000, true],
    [{on: 'pageEnd'} as const, 1999, false],
    [{on: 'pageEnd'} as const, 2000, true],
    [{on: 'load'} as const, 2000, false],
    [{on: 'delay', ms: 10} as const, 2000, false],
  ])('%j at %s -> %s', (trigger, scrollY, fires) => {
    expect(scrollTriggerFires(trigger, page(scrollY))).toBe(fires);
  });
});

describe('the closed-popup cookie', () => {
  it('lives 30 days on the whole site', () => {
    expect(embedClosedCookie('survey')).toBe(
      'embed_closed_survey=1; Path=/; Max-Age=2592000; SameSite=Lax',
    );
  });

  it.each([
    ['embed_closed_survey=1', 'survey', true],
    ['a=1; embed_closed_survey=1', 'survey', true],
    ['embed_closed_other=1', 'survey', false],
    ['', 'survey', false],
    ['embed_closed_a_b=1', 'a;b', true],
    ['embed_closed_survey=', 'survey', false],
  ])('%j, form %j -> %s', (cookies, formId, closed) => {
    expect(isEmbedClosed(cookies, formId)).toBe(closed);
  });
});
