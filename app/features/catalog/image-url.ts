import type {ComponentProps} from 'react';
import type {Image} from '@shopify/hydrogen';

// Apart from images.ts, whose loader reads Vite's import.meta.env: server code, and the tests
// that import it, need the URL alone.
type ImageSize = Parameters<NonNullable<ComponentProps<typeof Image>['loader']>>[0];

/** Hydrogen's Image resolves a relative source against this origin, then takes it off. */
const RELATIVE_BASE = 'https://placeholder.shopify.com';

/** A picture's URL at a size, as Hydrogen's Image writes it by default. */
export function sizedImageUrl({src, width, height, crop}: ImageSize): string {
  if (!src) return '';
  const url = new URL(src, RELATIVE_BASE);
  if (width) url.searchParams.append('width', Math.round(width).toString());
  if (height) url.searchParams.append('height', Math.round(height).toString());
  if (crop) url.searchParams.append('crop', crop);
  return url.href.replace(RELATIVE_BASE, '');
}
