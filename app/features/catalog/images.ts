/// <reference types="vite/client" />
// import.meta.env.SSR is Vite's; the tests' TypeScript project lacks its types.
import type {ComponentProps} from 'react';
import type {Image} from '@shopify/hydrogen';
import {sizedImageUrl} from './image-url';

type ImageLoader = NonNullable<ComponentProps<typeof Image>['loader']>;

/** A catalog's pictures times their srcset steps, with room to spare. */
const KEPT_IMAGE_URLS = 4096;

/** A loader that builds Hydrogen's URLs and keeps them. */
export function keptImageLoader(): ImageLoader {
  const kept = new Map<string, string>();
  return (size) => {
    const key = `${size.src ?? ''}\u0000${size.width ?? ''}\u0000${size.height ?? ''}\u0000${size.crop ?? ''}`;
    let url = kept.get(key);
    if (url === undefined) {
      url = sizedImageUrl(size);
      if (kept.size >= KEPT_IMAGE_URLS) kept.clear();
      kept.set(key, url);
    }
    return url;
  };
}

/** Hydrogen's Image `loader` for the catalog's pictures. */
export const keptImageUrl: ImageLoader | undefined = import.meta.env.SSR
  ? keptImageLoader()
  : undefined;

// An image as Hydrogen's <Image> should draw it when the text beside it already says what
// it shows: <Image> replaces an empty alt with the image's own alt text.
export function decorative<T extends {altText?: string | null}>(image: T): T {
  return {...image, altText: null};
}
