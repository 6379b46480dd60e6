import {
  BIG_SCREEN_MIN_HEIGHT,
  BIG_SCREEN_MIN_WIDTH,
  EMBED_AUTO_CLOSE_MIN_MS,
  TEXT_BLACK_LUMINANCE,
} from './limits';

/** How an embedded third-party form opens (spec 2). */
export const EMBED_KINDS = ['inline', 'popup', 'slider', 'popover', 'sidetab'] as const;

export type EmbedKind = (typeof EMBED_KINDS)[number];

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const HEX_COLOR_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** '#abc', '#abcd', '#aabbcc' or '#aabbccdd' (the '#' optional); anything else throws. */
export function parseHexColor(value: string): Rgba {
  const digits = HEX_COLOR_PATTERN.exec(value.trim())?.[1];
  if (!digits) throw new Error(`Invalid hex color: ${value}`);
  const full =
    digits.length <= 4 ? Array.from(digits, (digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  };
}

/** Perceived brightness on 0..255 (ITU-R BT.601 weights). */
export function luminance({r, g, b}: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Black text on backgrounds brighter than TEXT_BLACK_LUMINANCE, white on the rest. */
export function textColorFor(background: string): 'black' | 'white' {
  return luminance(parseHexColor(background)) > TEXT_BLACK_LUMINANCE ? 'black' : 'white';
}

export function isBigScreen(width: number, height: number): boolean {
  return width >= BIG_SCREEN_MIN_WIDTH && height >= BIG_SCREEN_MIN_HEIGHT;
}

/** A popup fills the screen on mobile devices that are not big screens. */
export function embedsFullscreen({
  mobile,
  width,
  height,
}: {
  mobile: boolean;
  width: number;
  height: number;
}): boolean {
  return mobile && !isBigScreen(width, height);
}

/** A popup closing itself after submit waits at least EMBED_AUTO_CLOSE_MIN_MS. */
export function autoCloseDelayMs(
  requested: number | boolean | null | undefined,
): number | null {
  if (requested === false || requested == null) return null;
  if (requested === true) return EMBED_AUTO_CLOSE_MIN_MS;
  return Math.max(EMBED_AUTO_CLOSE_MIN_MS, Number.isFinite(requested) ? requested : 0);
}
