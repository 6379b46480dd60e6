/**
 * npm run smoke -- <storefront URL> [--checkout-domain host]: checks a deployed shop from
 * outside, as a shopper's browser would, in about a minute; exits 1 naming the step that
 * failed (docs/operations.md, "Going live").
 */
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';

const STEP_TIMEOUT_MS = 15_000;

export interface SmokeStep {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

class Failed extends Error {}

function check(condition: unknown, detail: string): asserts condition {
  if (!condition) throw new Failed(detail);
}

/** The first `href` on the page whose path starts with `prefix`. */
function link(html: string, prefix: string): string | null {
  const match = new RegExp(`href="(${prefix.replace(/\//g, '\\/')}[^"#?]+)"`).exec(html);
  return match?.[1] ?? null;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export async function smoke(
  url: string,
  options: {checkoutDomain?: string} = {},
): Promise<SmokeStep[]> {
  const origin = new URL(url).origin;
  const local = ['localhost', '127.0.0.1'].includes(new URL(origin).hostname);
  const cookies = new Map<string, string>();
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, origin), {
      redirect: 'manual',
      ...init,
      headers: {
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...init.headers,
      },
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return {response, html: await response.text()};
  };
  const page = async (path: string) => {
    const answer = await get(path);
    check(
      answer.response.status === 200,
      `GET ${path} answered ${answer.response.status}`,
    );
    return answer;
  };
  const steps: SmokeStep[] = [];
  let failed = false;
  const step = async (name: string, run: () => Promise<string>) => {
    if (failed) return;
    const started = performance.now();
    try {
      const detail = await run();
      steps.push({name, ok: true, detail, ms: Math.round(performance.now() - started)});
    } catch (error) {
      failed = true;
      const detail = error instanceof Error ? error.message : String(error);
      steps.push({name, ok: false, detail, ms: Math.round(performance.now() - started)});
    }
  };
  const securityHeaders = (response: Response) => {
    const missing = [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
    ]
      .concat(local ? [] : ['strict-transport-security'])
      .filter((name) => !response.headers.has(name));
    check(missing.length === 0, `missing ${missing.join(', ')}`);
    check(response.headers.has('page-cache'), 'no Page-Cache header');
    return `Page-Cache ${response.headers.get('page-cache')}`;
  };

  let home = '';
  let collection = '';
  let product = '';
  let productTitle = '';
  let addForm = '';
  await step('/healthz', async () => {
    const {html} = await page('/healthz');
    return html.trim();
  });
  await step('home page', async () => {
    const answer = await page('/');
    home = answer.html;
    return securityHeaders(answer.response);
  });
  await step('a collection', async () => {
    const path = link(home, '/collections/');
    check(path, 'the home page links no collection');
    const answer = await page(path);
    collection = answer.html;
    return `${path}, ${securityHeaders(answer.response)}`;
  });
  await step('a product', async () => {
    const path = link(collection, '/products/');
    check(path, 'the collection lists no product');
    const answer = await page(path);
    product = answer.html;
    productTitle = decode(/<h1[^>]*>([^<]+)<\/h1>/.exec(product)?.[1] ?? '');
    addForm = decode(/name="cartFormInput" value="([^"]+)"/.exec(product)?.[1] ?? '');
    check(productTitle, 'the product page has no title');
    return `${path}, ${securityHeaders(answer.response)}`;
  });
  await step('search', async () => {
    const {html} = await page('/search?q=brush');
    check(link(html, '/products/'), 'searching "brush" finds no product');
    return '/search?q=brush';
  });
  await step('add to cart', async () => {
    check(addForm, 'the product page offers no add to cart');
    const {response} = await get('/cart', {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin},
      body: new URLSearchParams({cartFormInput: addForm}),
    });
    check(response.status < 400, `the cart's action answered ${response.status}`);
    return `${productTitle} added`;
  });
  let checkoutUrl = '';
  await step('the cart', async () => {
    const {html} = await page('/cart');
    check(html.includes(productTitle), `the cart does not list ${productTitle}`);
    checkoutUrl = decode(/href="([^"]*\/checkouts\/[^"]+)"/.exec(html)?.[1] ?? '');
    return `lists ${productTitle}`;
  });
  await step('a checkout link on the checkout domain', async () => {
    check(checkoutUrl, 'the cart offers no checkout link');
    const target = new URL(checkoutUrl, origin);
    if (options.checkoutDomain) {
      check(target.host === options.checkoutDomain, `it leads to ${target.host}`);
    }
    check(target.protocol === 'https:' || local, `it is not https: ${target.origin}`);
    const response = await fetch(target, {signal: AbortSignal.timeout(STEP_TIMEOUT_MS)});
    check(response.status === 200, `the checkout answered ${response.status}`);
    return target.host;
  });
  await step('account page, signed out', async () => {
    cookies.clear();
    const {response} = await get('/account/orders');
    const location = response.headers.get('location') ?? '';
    check(
      response.status >= 300 &&
        response.status < 400 &&
        location.includes('/account/login'),
      `answered ${response.status} ${location}`,
    );
    return `redirects to ${location}`;
  });
  return steps;
}

export function smokeReport(steps: readonly SmokeStep[]): string {
  return steps
    .map(
      (step) =>
        `${step.ok ? 'ok    ' : 'FAILED'} ${step.name} (${step.ms} ms): ${step.detail}`,
    )
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {'checkout-domain': {type: 'string'}},
  });
  const url = positionals[0];
  if (!url) {
    console.error('usage: npm run smoke -- <storefront URL> [--checkout-domain host]');
    process.exit(2);
  }
  const steps = await smoke(url, {checkoutDomain: values['checkout-domain']});
  console.log(smokeReport(steps));
  const failure = steps.find((step) => !step.ok);
  if (failure) {
    console.error(`smoke failed at: ${failure.name}`);
    process.exit(1);
  }
  console.log(`smoke passed: ${steps.length} steps`);
}
