import {act, type ReactNode} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, vi} from 'vitest';

// React's test hooks: act() flushes the hydration and its effects.
Object.assign(globalThis, {IS_REACT_ACT_ENVIRONMENT: true});

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** `server` rendered to markup, as the worker sends it, in a container in the page. */
export function serverMarkup(server: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  return container;
}

/** The container's markup hydrated with `browser`, as the browser would; unmounted after the test. */
export async function hydrate(container: HTMLElement, browser: ReactNode): Promise<Root> {
  await act(async () => {
    root = hydrateRoot(container, browser);
  });
  return root as Root;
}
