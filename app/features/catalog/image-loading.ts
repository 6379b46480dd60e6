/**
 * How a picture loads (decision 0109). The page's largest image when it first paints is fetched
 * before the others and decoded in the frame that paints it (Hydrogen's <Image> decodes
 * asynchronously by default, which paints the page a frame before the picture). Pictures on the
 * first screen load at once, the rest when they come near it.
 * React 18 does not know fetchPriority yet; the lowercase attribute passes through.
 */
export function imageLoading({eager = false, priority = false}) {
  if (priority)
    return {loading: 'eager', decoding: 'sync', fetchpriority: 'high'} as const;
  return {loading: eager ? 'eager' : 'lazy'} as const;
}
