// @vitest-environment happy-dom
import {act} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {JsonLd} from '~/features/content/JsonLd';
import {renderedJsonLd, withRenderedJsonLd} from '~/features/catalog/rendered-json-ld';

/**
 * The product's JSON-LD is rendered by the server and not sent to the browser (decision 0125):
 * hydrating the page without it must leave the server's text in place, and say nothing.
 */

// React's test hooks: act() flushes the hydration and its effects.
Object.assign(globalThis, {IS_REACT_ACT_ENVIRONMENT: true});

const JSON_LD = '{"@context":"https://schema.org","@type":"Product","name":"Kumo"}';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function ldText(): string | null | undefined {
  return document.querySelector('script[type="application/ld+json"]')?.textContent;
}

describe('JsonLd', () => {
  it('renders the server JSON-LD and keeps it when the browser hydrates without it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<JsonLd json={JSON_LD} />);
    document.body.append(container);
    const logged = vi.spyOn(console, 'error');
    expect(JSON.parse(ldText() ?? '')).toMatchObject({'@type': 'Product', name: 'Kumo'});

    await act(async () => {
      root = hydrateRoot(container, <JsonLd json={undefined} />);
    });
    // Hydrated, and rendered again once the page is known to be hydrated.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(ldText()).toBe(JSON_LD);
    expect(logged).not.toHaveBeenCalled();
  });

  it('renders nothing in a page the browser renders itself, where there is no JSON-LD', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<JsonLd key="kumo" json={JSON_LD} />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <JsonLd key="kumo" json={undefined} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // A navigation to another product mounts a new element in the browser.
    await act(async () => root?.render(<JsonLd key="tsuki" json={undefined} />));
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('rendered JSON-LD', () => {
  it('is filed under the loader data it was made for, and nothing else', () => {
    const data = {product: {handle: 'kumo'}};
    expect(withRenderedJsonLd(data, JSON_LD)).toBe(data);
    expect(renderedJsonLd(data)).toBe(JSON_LD);
    expect(renderedJsonLd({product: {handle: 'kumo'}})).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('schema.org');
  });
});
