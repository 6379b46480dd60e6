import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {COUNTRIES} from '@brush/rules/countries';
import {flagFragment} from '~/features/markets/country-flag';

const SPRITE = readFileSync(
  path.resolve(import.meta.dirname, '../../app/features/markets/flags.svg'),
  'utf8',
);

/** The sprite's views: fragment id to the box it shows. */
const views = new Map(
  [...SPRITE.matchAll(/<view id="([a-z]{2})" viewBox="([\d. ]+)"\/>/g)].map(
    ([, id = '', box = '']) => [id, box],
  ),
);
/** The boxes that hold a drawing. */
const drawings = new Set(
  [...SPRITE.matchAll(/<svg x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/g)].map(
    ([, x, y, width, height]) => `${x} ${y} ${width} ${height}`,
  ),
);

describe('flagFragment', () => {
  it.each<[string | null | undefined, string | null]>([
    ['US', 'us'],
    ['fr', 'fr'],
    [' GB ', 'gb'],
    ['', null],
    [null, null],
    [undefined, null],
    ['USA', null],
    ['U', null],
    ['1A', null],
    ['<s', null],
    ['ÉS', null],
  ])('%j -> %j', (code, fragment) => {
    expect(flagFragment(code)).toBe(fragment);
  });

  it('is never an emoji regional indicator, which many systems draw as an empty box', () => {
    expect(flagFragment('FR')).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});

describe('the flag sprite', () => {
  it.each(COUNTRIES.map(({code}) => code))('draws a flag for %s', (code) => {
    const box = views.get(flagFragment(code) ?? '');
    expect(box, `no view for ${code}`).toBeDefined();
    expect(drawings.has(box ?? ''), `the view of ${code} shows no drawing`).toBe(true);
  });

  it('loads nothing and runs nothing', () => {
    expect(SPRITE).not.toMatch(/<script|href=|url\(|on[a-z]+=/i);
  });
});
