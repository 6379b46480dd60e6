/**
 * A shopper's browser reduced to what the harness needs: its own cookies, page loads, and the
 * cart requests the storefront's JavaScript makes (Hydrogen CartForm bodies posted to the one
 * /cart action through Remix's single-fetch endpoint, and the cart route's data read back).
 */
import {decode} from 'turbo-stream';
import {BROWSER_HEADERS} from './config';
import {cartFormInputs} from './html';

/** Cookies as a browser keeps them for one origin (path and expiry are all the storefront uses). */
export class CookieJar {
  private cookies = new Map<string, string>();

  /** Applies a response's Set-Cookie headers: a cookie with Max-Age=0 or a past Expires goes. */
  store(setCookies: readonly string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute
          .split('=', 2)
          .map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  snapshot(): ReadonlyMap<string, string> {
    return new Map(this.cookies);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The platform's cart token in the storefront's cart cookie (`<token>?key=<secret>`, encoded). */
export function cartTokenFromCookie(value: string | undefined): string | null {
  if (!value) return null;
  const token = decodeURIComponent(value).split('?')[0] ?? '';
  return /^[0-9a-f]{32}$/.test(token) ? token : null;
}

export interface CartLineView {
  id: string;
  quantity: number;
  merchandise: {id: string};
}

export interface CartView {
  id: string;
  totalQuantity: number;
  lines: {nodes: CartLineView[]};
}

export interface CartActionResult {
  status: number;
  errors: {message: string}[];
  cartId: string | null;
}

export interface TimedResponse {
  status: number;
  ms: number;
}

export class StorefrontClient {
  readonly jar = new CookieJar();

  constructor(
    readonly origin: string,
    private readonly timeoutMs = 30_000,
    /** Sent with every request: a virtual shopper's own client address, say. */
    private readonly ownHeaders: Readonly<Record<string, string>> = {},
  ) {}

  private async request(
    path: string,
    init: RequestInit = {},
  ): Promise<{response: Response; ms: number}> {
    const started = performance.now();
    const headers = new Headers({
      ...BROWSER_HEADERS,
      ...this.ownHeaders,
      ...Object.fromEntries(new Headers(init.headers)),
    });
    const cookie = this.jar.header();
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(new URL(path, this.origin), {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    this.jar.store(response.headers.getSetCookie());
    return {response, ms: performance.now() - started};
  }

  /** A full page load (the document only), as a first visit or a reload would request it. */
  async page(path: string): Promise<TimedResponse & {html: string}> {
    const {response, ms} = await this.request(path);
    const html = await response.text();
    return {status: response.status, ms, html};
  }

  /**
   * A form or JSON post from one of the shop's own pages (sign-in, the mailing list), read to
   * the end; a redirect is not followed, as the status says what happened.
   */
  async post(
    path: string,
    body: URLSearchParams | Record<string, unknown>,
  ): Promise<TimedResponse> {
    const json = !(body instanceof URLSearchParams);
    const {response, ms} = await this.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': json
          ? 'application/json'
          : 'application/x-www-form-urlencoded;charset=UTF-8',
        Origin: this.origin,
      },
      body: json ? JSON.stringify(body) : body.toString(),
    });
    await response.body?.cancel();
    return {status: response.status, ms};
  }

  /** The product page's own add-to-cart form body (its first form offering LinesAdd). */
  static addFormOf(html: string): string | null {
    const form = cartFormInputs(html).find((input) => input.action === 'LinesAdd');
    return form ? JSON.stringify(form) : null;
  }

  /**
   * Posts a CartForm body to /cart as the page's fetcher does (single fetch: /cart.data).
   * `body` is the cartFormInput JSON ({action, inputs}).
   */
  async cartAction(body: string): Promise<TimedResponse & CartActionResult> {
    const {response, ms} = await this.request('/cart.data', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        Origin: this.origin,
      },
      body: new URLSearchParams({cartFormInput: body}).toString(),
    });
    const result: CartActionResult = {status: response.status, errors: [], cartId: null};
    if (!isTurboStream(response)) {
      await response.body?.cancel();
      return {...result, ms};
    }
    const decoded = (await decodeStream(response)) as {
      data?: {cart?: {id?: string} | null; errors?: {message: string}[]};
    };
    return {
      ...result,
      ms,
      errors: decoded.data?.errors ?? [],
      cartId: decoded.data?.cart?.id ?? null,
    };
  }

  /** The cart page's data, as the browser reads it after a cart action or a navigation. */
  async cart(): Promise<TimedResponse & {cart: CartView | null}> {
    const {response, ms} = await this.request('/cart.data?_routes=routes%2Fcart');
    if (!response.ok || !isTurboStream(response)) {
      await response.body?.cancel();
      return {status: response.status, ms, cart: null};
    }
    const decoded = (await decodeStream(response)) as Record<
      string,
      {data?: {cart?: CartView | null}}
    >;
    return {
      status: response.status,
      ms,
      cart: decoded['routes/cart']?.data?.cart ?? null,
    };
  }
}

function isTurboStream(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').startsWith('text/x-script');
}

async function decodeStream(response: Response): Promise<unknown> {
  if (!response.body) return null;
  const decoded = await decode(response.body);
  await decoded.done;
  return decoded.value;
}
