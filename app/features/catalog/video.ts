/** An http(s) address, or null: the video element is only given what a browser may fetch. */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The MIME type of a clip the shop serves (MP4 or WebM), by its extension. */
export function videoType(url: string): string | undefined {
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase();
  return extension === 'mp4' || extension === 'webm' ? `video/${extension}` : undefined;
}
