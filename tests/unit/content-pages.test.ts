import {describe, expect, it} from 'vitest';

import {contentPagePath, isPageHandle, proPageHandle} from '~/lib/content-pages';
import {MAX_HANDLE_LENGTH} from '~/lib/public-catalog';

describe('isPageHandle', () => {
  it.each([
    ['our-story', true],
    ['faq', true],
    ['pro-kits-2', true],
    ['a', true],
    ['x'.repeat(MAX_HANDLE_LENGTH), true],
    ['x'.repeat(MAX_HANDLE_LENGTH + 1), false],
    ['', false],
    ['Our-Story', false],
    ['-faq', false],
    ['faq-', false],
    ['our--story', false],
    ['our story', false],
    ['<script>', false],
    ['faq%00', false],
    ['../admin', false],
    ['faq\u0000', false],
    ['café', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isPageHandle(value)).toBe(expected);
  });
});

describe('proPageHandle', () => {
  it.each([
    [undefined, 'pro'],
    ['', 'pro'],
    ['/', 'pro'],
    ['program', 'pro-program'],
    ['kits', 'pro-kits'],
    ['Kits/', 'pro-kits'],
    ['kits/travel', 'pro-kits-travel'],
    ['kits//travel/', 'pro-kits-travel'],
    ['<script>alert(1)</script>', null],
    ['kits/%00', null],
    ['a b', null],
    ['x'.repeat(300), null],
  ])('/pro/%s -> %j', (splat, expected) => {
    expect(proPageHandle(splat)).toBe(expected);
  });
});

describe('contentPagePath', () => {
  it.each([
    ['our-story', '/pages/our-story'],
    ['faq', '/pages/faq'],
    ['vote', '/vote'],
    ['reviews', '/reviews'],
    ['pro', '/pro'],
    ['pro-program', '/pro/program'],
    ['pro-kits', '/pro/kits'],
    ['professional-tips', '/pages/professional-tips'],
    ['a b', '/pages/a%20b'],
  ])('%s -> %s', (handle, expected) => {
    expect(contentPagePath(handle)).toBe(expected);
  });
});
