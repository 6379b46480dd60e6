// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  FIRST_SCREEN_LOADER,
  FIRST_SCREEN_RELEASE,
  FIRST_SCREEN_RELEASE_PATH,
  FIRST_SCREEN_RELEASE_VERSION,
  HELD_MODULE_SCRIPT_TYPE,
} from '~/server/scripts-after-first-screen.server';

/**
 * The release that runs in the page: it copies the held module script into a live one, and
 * only once the parser has passed the held script, since a copy of a partly parsed script
 * matches no hash of a cached page's policy and the page would never hydrate.
 */
const HELD_TEXT = 'void "entry";';

function setReadyState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

/** Runs the release as the page's context script does; its nonce is the script's own. */
function runRelease() {
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    value: {nonce: 'n'},
  });
  new Function(FIRST_SCREEN_RELEASE)();
}

const liveModuleScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map(
    (script) => script.textContent,
  );

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the release of the held module script', () => {
  it('waits while the held script is the last node the parser has reached', async () => {
    document.head.innerHTML = `<script type="${HELD_MODULE_SCRIPT_TYPE}">${HELD_TEXT}</script>`;
    setReadyState('loading');
    runRelease();
    await vi.advanceTimersByTimeAsync(5000);
    expect(liveModuleScripts()).toEqual([]);

    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.advanceTimersByTimeAsync(100);
    expect(liveModuleScripts()).toEqual([HELD_TEXT]);
  });

  it('copies it once a node follows it, while the rest of the page is parsed', async () => {
    document.head.innerHTML = `<script type="${HELD_MODULE_SCRIPT_TYPE}">${HELD_TEXT}</script><meta name="x">`;
    setReadyState('loading');
    runRelease();
    await vi.advanceTimersByTimeAsync(100);
    expect(liveModuleScripts()).toEqual([HELD_TEXT]);
  });
});

describe('the loader at the start of the context script', () => {
  it("adds the release to the head with the context script's nonce", () => {
    Object.defineProperty(document, 'currentScript', {
      configurable: true,
      value: {nonce: 'n'},
    });
    new Function(FIRST_SCREEN_LOADER)();
    const added = [...document.head.querySelectorAll('script')];
    expect(added).toHaveLength(1);
    expect(added[0]?.getAttribute('src')).toBe(
      `${FIRST_SCREEN_RELEASE_PATH}?v=${FIRST_SCREEN_RELEASE_VERSION}`,
    );
    expect(added[0]?.nonce).toBe('n');
    expect(added[0]?.textContent).toBe('');
  });
});
