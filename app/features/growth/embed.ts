import {
  BIG_SCREEN_MIN_HEIGHT,
  BIG_SCREEN_MIN_WIDTH,
  DAY_MS,
  EMBED_AUTO_CLOSE_MIN_MS,
  EMBED_CLOSED_DAYS,
  TEXT_BLACK_LUMINANCE,
} from '@brush/rules/limits';

/** How an embedded third-party form opens (docs/product/growth.md#embedded-forms). */
export type EmbedKind = 'inline' | 'popup' | 'slider' | 'popover' | 'sidetab';

export interface Rgba {
  r: number;
  g: number;
  b: number;
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

export type EmbedEvent =
  | 'ready'
  | 'started'
  | 'screenChanged'
  | 'heightChanged'
  | 'submit'
  | 'theme'
  | 'endingButtonClick'
  | 'redirect'
  | 'duplicateDetected'
  | 'close';

export const REDIRECT_WITHOUT_URL_MESSAGE = 'Redirect failed, no URL provided';

// A redirect goes to an http(s) address only; else it fails with the spec's message.
export function embedRedirect(
  url: string | null | undefined,
  base: string,
): {go: string} | {fail: string} {
  if (!url) return {fail: REDIRECT_WITHOUT_URL_MESSAGE};
  try {
    const target = new URL(url, base);
    if (target.protocol === 'http:' || target.protocol === 'https:') {
      return {go: target.toString()};
    }
  } catch {
    // Falls through to the failure: not an address.
  }
  return {fail: REDIRECT_WITHOUT_URL_MESSAGE};
}

/** When a popup, slider, popover or side tab opens by itself. */
export type EmbedTrigger =
  | {on: 'load'}
  | {on: 'exitIntent'; thresholdPx?: number}
  | {on: 'delay'; ms: number}
  | {on: 'scroll'; percent: number}
  | {on: 'pageEnd'};

/** The mouse moving upward and reaching the top of the window. */
export function isExitIntent({
  previousY,
  y,
  thresholdPx,
}: {
  previousY: number;
  y: number;
  thresholdPx: number;
}): boolean {
  return y < previousY && y <= thresholdPx;
}

export interface ScrollPosition {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

export function scrolledPercent({
  scrollY,
  viewportHeight,
  documentHeight,
}: ScrollPosition): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

export function scrollTriggerFires(
  trigger: EmbedTrigger,
  position: ScrollPosition,
): boolean {
  if (trigger.on === 'pageEnd') return scrolledPercent(position) >= 100;
  if (trigger.on === 'scroll') return scrolledPercent(position) >= trigger.percent;
  return false;
}

export function embedClosedCookieName(formId: string): string {
  return `embed_closed_${formId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

const CLOSED = '1';

export function embedClosedCookie(formId: string): string {
  const maxAge = (EMBED_CLOSED_DAYS * DAY_MS) / 1000;
  return `${embedClosedCookieName(formId)}=${CLOSED}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function isEmbedClosed(cookies: string, formId: string): boolean {
  const closed = `${embedClosedCookieName(formId)}=${CLOSED}`;
  return cookies.split(';').some((cookie) => cookie.trim() === closed);
}
