/** The whole Set-Cookie header a response sends for `name`, its flags included. */
export function setCookieHeader(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

/** The `name=value` pair of a response's Set-Cookie header, ready to send back as a Cookie. */
export function cookiePair(response: Response, name: string): string | undefined {
  return setCookieHeader(response, name)?.split(';', 1)[0];
}

/** A cookie a response sets, as a browser reads it: Max-Age null when it has none. */
export interface SetCookie {
  name: string;
  value: string;
  maxAge: number | null;
}

export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((cookie) => {
    const [pair = '', ...attributes] = cookie.split(/;\s*/);
    const index = pair.indexOf('=');
    const maxAge = attributes.find((part) => /^max-age=/i.test(part));
    return {
      name: pair.slice(0, index),
      value: pair.slice(index + 1),
      maxAge: maxAge ? Number(maxAge.split('=')[1]) : null,
    };
  });
}

/** The platform's token of the cart a `cart=<value>` cookie (or its bare value) names. */
export function cartTokenOf(cookie: string): string {
  return decodeURIComponent(cookie.replace(/^cart=/, '')).split('?', 1)[0] ?? '';
}
