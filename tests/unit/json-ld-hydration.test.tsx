// @vitest-environment happy-dom
import {act} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {JsonLd} from '~/features/content/JsonLd';
import {renderedJsonLd, withRenderedJsonLd} from '~/features/catalog/rendered-json-ld';
import {hydrate, serverMarkup} from './support/hydration';

/**
 * The product's JSON-LD is rendered by the server and not sent to the browser (decision 0125):
 * hydrating the page without it must leave the server's text in place, and say nothing.
 */

const JSON_LD = '{"@context":"https://schema.org","@type":"Product","name":"Kumo"}';

function ldText(): string | null | undefined {
  return document.querySelector('script[type="application/ld+json"]')?.textContent;
}

describe('JsonLd', () => {
  it('renders the server JSON-LD and keeps it when the browser hydrates without it', async () => {
    const container = serverMarkup(<JsonLd json={JSON_LD} />);
    const logged = vi.spyOn(console, 'error');
    expect(JSON.parse(ldText() ?? '')).toMatchObject({'@type': 'Product', name: 'Kumo'});

    await hydrate(container, <JsonLd json={undefined} />);
    // Hydrated, and rendered again once the page is known to be hydrated.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(ldText()).toBe(JSON_LD);
    expect(logged).not.toHaveBeenCalled();
  });

  it('renders nothing in a page the browser renders itself, where there is no JSON-LD', async () => {
    const root = await hydrate(
      serverMarkup(<JsonLd key="kumo" json={JSON_LD} />),
      <JsonLd key="kumo" json={undefined} />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // A navigation to another product mounts a new element in the browser.
    await act(async () => root.render(<JsonLd key="tsuki" json={undefined} />));
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
