/**
 * An image as Hydrogen's <Image> should draw it when the text beside it already says what it
 * shows: <Image> replaces an empty alt with the image's own alt text, so that is removed.
 */
export function decorative<T extends {altText?: string | null}>(image: T): T {
  return {...image, altText: null};
}
