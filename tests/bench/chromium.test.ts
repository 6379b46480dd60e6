import {describe, expect, it} from 'vitest';
import {
  CHROMIUM_FLAGS,
  chromiumPath,
  DEFAULT_CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  testChromiumPath,
} from '../../dev/chromium';

describe('chromiumPath', () => {
  it.each([
    [{CHROME_PATH: '/opt/chrome/chrome'}, '/opt/chrome/chrome'],
    [{CHROME_PATH: ''}, DEFAULT_CHROMIUM_PATH],
    [{}, DEFAULT_CHROMIUM_PATH],
  ])('%j → %s', (env, expected) => {
    expect(chromiumPath(env)).toBe(expected);
  });
});

describe('testChromiumPath', () => {
  it.each([
    [{CHROME_PATH: '/opt/chrome/chrome'}, true, '/opt/chrome/chrome'],
    [{}, true, HEADLESS_SHELL_PATH],
    [{}, false, DEFAULT_CHROMIUM_PATH],
  ])('%j, shell installed: %s → %s', (env, installed, expected) => {
    expect(testChromiumPath(env, () => installed)).toBe(expected);
  });
});

describe('CHROMIUM_FLAGS', () => {
  it('leaves the headless mode to whoever starts Chromium', () => {
    expect(CHROMIUM_FLAGS.some((flag) => flag.startsWith('--headless'))).toBe(false);
  });
});
