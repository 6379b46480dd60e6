/**
 * The platform's checkout as a buyer's browser uses it: the page, the form token it carries and
 * the form posted back, redirects not followed. No Vitest imports: the storefront's money
 * tests pay through it too.
 */

/** A buyer's details as the checkout form asks for them (Ava, a seed customer). */
export const CHECKOUT_ADDRESS: Readonly<Record<string, string>> = {
  email: 'ava@example.com',
  firstName: 'Ava',
  lastName: 'Tanaka',
  address1: '1200 Sunset Blvd',
  city: 'Los Angeles',
  zip: '90026',
};

/** A payment that went through redirects to the thank-you page. */
const SEE_OTHER = 303;

export interface CheckoutAnswer {
  status: number;
  html: string;
  headers: Headers;
  location: string | null;
}

async function answerOf(response: Response): Promise<CheckoutAnswer> {
  return {
    status: response.status,
    html: await response.text(),
    headers: response.headers,
    location: response.headers.get('location'),
  };
}

export async function getPage(
  url: string,
  headers: Record<string, string> = {},
): Promise<CheckoutAnswer> {
  return answerOf(await fetch(url, {headers, redirect: 'manual'}));
}

/** The form token a checkout page carries; null when it offers no payment. */
export function formTokenIn(html: string): string | null {
  return /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? null;
}

export function formTokenOf(html: string): string {
  const token = formTokenIn(html);
  if (!token) throw new Error('no form token on the page');
  return token;
}

/** What the page showed, as its hidden field carries it back with the payment. */
export function shownIn(html: string): string {
  const {shown} = hiddenFieldsIn(html);
  if (!shown) throw new Error('no summary fingerprint on the page');
  return shown;
}

/** The page's hidden fields, which a browser posts with the buyer's details. */
function hiddenFieldsOf(html: string): Record<string, string> {
  return {formToken: formTokenOf(html), shown: shownIn(html)};
}

/** The hidden fields a page carries, empty where it offers no payment. */
export function hiddenFieldsIn(html: string): Record<string, string> {
  return {
    formToken: formTokenIn(html) ?? '',
    shown: /name="shown" value="([^"]+)"/.exec(html)?.[1] ?? '',
  };
}

/** The checkout form posted as a browser posts it. */
export async function pay(
  checkoutUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<CheckoutAnswer> {
  return answerOf(
    await fetch(checkoutUrl, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', ...headers},
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  );
}

/** Opens the checkout page and pays with the token it carries (failing when it has none). */
export async function payFromPage(
  checkoutUrl: string,
  fields: Record<string, string> = CHECKOUT_ADDRESS,
): Promise<CheckoutAnswer> {
  const page = await getPage(checkoutUrl);
  return pay(checkoutUrl, {...fields, ...hiddenFieldsOf(page.html)});
}

/**
 * Pays a cart's checkout as `email`, as a buyer does: whether the payment went through to the
 * thank-you page (false when the page offered no payment or turned it down).
 */
export async function checkOutAs(checkoutUrl: string, email: string): Promise<boolean> {
  const {html} = await getPage(checkoutUrl);
  if (!formTokenIn(html)) return false;
  const paid = await pay(checkoutUrl, {
    ...CHECKOUT_ADDRESS,
    email,
    ...hiddenFieldsOf(html),
  });
  return paid.status === SEE_OTHER;
}
