import {describe, expect, it} from 'vitest';
import {CHROMIUM_FLAGS, chromiumPath, DEFAULT_CHROMIUM_PATH} from '../../dev/chromium';

describe('chromiumPath', () => {
  it.each([
    [{CHROME_PATH: '/opt/chrome/chrome'}, '/opt/chrome/chrome'],
    [{CHROME_PATH: ''}, DEFAULT_CHROMIUM_PATH],
    [{}, DEFAULT_CHROMIUM_PATH],
  ])('%j → %s', (env, expected) => {
    expect(chromiumPath(env)).toBe(expected);
  });
});

describe('CHROMIUM_FLAGS', () => {
  it('leaves the headless mode to whoever starts Chromium', () => {
    expect(CHROMIUM_FLAGS.some((flag) => flag.startsWith('--headless'))).toBe(false);
  });
});
