/** The `name=value` pair of a response's Set-Cookie header, ready to send back as a Cookie. */
export function cookiePair(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';', 1)[0];
}
