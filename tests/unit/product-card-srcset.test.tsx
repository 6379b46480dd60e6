import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {ProductCardMedia} from '~/features/catalog/ProductCard';

/** The widest slot a card fills, in CSS pixels (31vw of a 1199px screen), and densities. */
const WIDEST_CARD_PX = 372;
const DESKTOP_DENSITY = 2;

function srcsetWidths(html: string): number[] {
  const srcset = /srcSet="([^"]*)"/.exec(html)?.[1] ?? '';
  return srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
}

describe("a product card's picture", () => {
  const image = {
    url: 'https://cdn.example.com/cdn/shop/files/kumo-blending-brush-1.png',
    width: 1200,
    height: 1500,
  };

  it('offers 200 to 800 pixels: enough for its widest slot at twice the density', () => {
    const widths = srcsetWidths(renderToString(<ProductCardMedia image={image} />));
    expect(widths).toEqual([200, 400, 600, 800]);
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(WIDEST_CARD_PX * DESKTOP_DENSITY);
  });

  it('offers no width beyond the picture itself', () => {
    const small = {...image, width: 500, height: 625};
    expect(srcsetWidths(renderToString(<ProductCardMedia image={small} />))).toEqual([
      200, 400,
    ]);
  });
});
