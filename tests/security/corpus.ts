/**
 * The hostile-input corpus (docs/product/operations.md#refused-requests): one entry per request
 * a hostile client may send, with what the shop must answer. hostile.spec.ts sends each one to
 * the started stack and also checks, for every entry, that nothing answers 5xx, no payload
 * comes back unescaped, no redirect leaves the shop and (unless the entry says otherwise) the
 * platform's stored state is untouched.
 *
 * Paths are written as they go on the wire (percent-encoded where a browser would encode).
 */
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {BUYABLE_VARIANT_ID} from './platform';

/** Payloads whose raw form must never come back in a page. */
export const PAYLOADS = {
  script: '<script>alert(1337)</script>',
  img: '"><img src=x onerror=alert(1337)>',
  svg: "'><svg onload=alert(1337)>",
  jsUrl: 'javascript:alert(1337)',
  sql: "' OR 1=1; DROP TABLE carts; --",
  template: "{{constructor.constructor('alert(1337)')()}}",
  traversal: '../../../../etc/passwd',
  headerInjection: '\r\nSet-Cookie: pwned=1',
} as const;

const enc = encodeURIComponent;

/**
 * Every request that must change nothing is sent from a market no other test uses (and no
 * request that may change something is), so the platform's request log shows which Storefront
 * mutations it caused even while other tests run beside it.
 */
export const HOSTILE_MARKET = 'IS';
const HOSTILE_MARKET_JSON = `"country":"${HOSTILE_MARKET}"`;

/** The other site every cross-site and redirect case names. */
export const EVIL_ORIGIN = 'https://evil.example';

/** Replaced at run time by the id of the test's own cart line, or of a line in another cart. */
export const OWN_LINE = '$OWN_LINE';
export const OTHER_CART_LINE = '$OTHER_CART_LINE';

/** A variant with the COMPLIMENTARY SKU part (mini-kabuki-gift): never offered to shoppers. */
export const COMPLIMENTARY_VARIANT_ID = 'gid://shopify/ProductVariant/43000000003603';
/** A product's id (kumo-blending-brush) where a variant's belongs. */
const PRODUCT_ID = 'gid://shopify/Product/7100000000101';
/** kumo-mini-blender, US: pay what you want, listed at $24. */
const PWYW_VARIANT_ID = 'gid://shopify/ProductVariant/43000000001501';
const PWYW_LIST_PRICE = 24;
/**
 * The EU twins an Iceland shopper (HOSTILE_MARKET, served from the EU range) can see: a flow
 * on a variant the market cannot see is refused as merchandise before the flow's own check.
 */
const KUMO_EU_VARIANT_ID = 'gid://shopify/ProductVariant/43000000000102';
const PWYW_EU_VARIANT_ID = 'gid://shopify/ProductVariant/43000000001502';
/** prototype-liner-no-7, US: tagged pwyw, but a secret-shop product. */
const SECRET_PWYW_VARIANT_ID = 'gid://shopify/ProductVariant/43000000003801';
/** kiri-flat-shader, Goat, US: in the concept store at conceptStorePrice:17. */
const CONCEPT_STORE_VARIANT_ID = 'gid://shopify/ProductVariant/43000000000801';
const CONCEPT_STORE_PRICE = 17;

export type Body =
  /** What the shop's CartForm posts: cartFormInput as JSON, plus extra fields. */
  | {cartForm: {action?: unknown; inputs?: unknown}; fields?: Record<string, string>}
  /** Form fields exactly as given (urlencoded). */
  | {form: Record<string, string>}
  | {raw: string; contentType: string}
  /** A generated body of this many bytes. */
  | {bytes: number; contentType: string};

export type CartCookie =
  /** The test's own cart, as the shop set the cookie. */
  | 'own'
  /** The own cart's token with another key. */
  | 'ownWrongKey'
  /** The own cart's token and no key. */
  | 'ownWithoutKey'
  /** A cart that went through checkout. */
  | 'completed'
  | {raw: string};

export type SessionCookie =
  | {raw: string}
  /** A well-formed session ({country: 'DE'}) signed with a secret the stack does not use. */
  | 'signedWithOtherSecret'
  /** A valid session's payload replaced ({country: 'DE'}), its signature kept. */
  | 'tamperedPayload';

/**
 * untouched: no Storefront mutation from the hostile request and the own cart identical;
 * linesUntouched: a well-formed request the platform itself refuses, the cart's lines stay;
 * changes: a legitimate change (the redirect cases), only the answer is judged.
 */
export type PlatformState = 'untouched' | 'linesUntouched' | 'changes';

export interface Expectation {
  status: number | readonly number[];
  /** Text the answer must contain (the clear message). */
  message?: string;
  /** The exact Location of a redirect. */
  location?: string;
  /** The own cart then has exactly one line of this variant, at this unit price. */
  unitPrice?: {merchandiseId: string; amount: number};
}

export interface HostileRequest {
  name: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  path: string;
  headers?: Record<string, string>;
  cart?: CartCookie;
  session?: SessionCookie;
  body?: Body;
  state?: PlatformState;
  expect: Expectation;
}

const QUANTITY_MESSAGE = 'please choose a quantity from 0 to 99.';
const MERCHANDISE_MESSAGE = 'this item cannot be added to the cart.';
const LINE_MESSAGE = 'this cart line does not exist.';
const ATTRIBUTE_MESSAGE = 'this item cannot be added with these options.';
const DISCOUNT_MESSAGE = 'please enter a valid discount code.';
const UNSUPPORTED_MESSAGE = 'this cart action is not supported.';
const CROSS_SITE_MESSAGE = 'this request came from another site and was refused.';
const TOO_LARGE_MESSAGE = 'this request is too large and was refused.';
const FLOW_MESSAGE = 'this offer is not available for this item.';
const NOT_IN_CONCEPT_STORE_MESSAGE = 'this item is not in the concept store.';
const NOT_PWYW_MESSAGE = 'this item does not offer pay what you want.';
const CUSTOM_PRICE_MESSAGE =
  'please choose a price or enter an amount of 0 or more, in whole cents.';

const LONG = 'a'.repeat(10_000);

function linesAdd(line: Record<string, unknown>): Body {
  return {
    cartForm: {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: BUYABLE_VARIANT_ID, quantity: 1, ...line}]},
    },
  };
}

function linesUpdate(line: Record<string, unknown>): Body {
  return {cartForm: {action: 'LinesUpdate', inputs: {lines: [{id: OWN_LINE, ...line}]}}};
}

/** The pay-what-you-want flow: the server decides the line's _customPrice. */
function pwyw(fields: Record<string, unknown>): Body {
  return {
    cartForm: {
      action: CART_FLOW_ACTION,
      inputs: {flow: 'pwyw', merchandiseId: PWYW_VARIANT_ID, ...fields},
    },
  };
}

function conceptStore(fields: Record<string, unknown>): Body {
  return {
    cartForm: {
      action: CART_FLOW_ACTION,
      inputs: {flow: 'conceptStore', merchandiseId: CONCEPT_STORE_VARIANT_ID, ...fields},
    },
  };
}

function acceptedFlow(
  name: string,
  body: Body,
  unitPrice: number,
  merchandiseId = PWYW_VARIANT_ID,
): HostileRequest {
  return {
    name,
    method: 'POST',
    path: '/cart',
    cart: 'own',
    body,
    state: 'changes',
    expect: {status: 200, unitPrice: {merchandiseId, amount: unitPrice}},
  };
}

function refusedCartPost(
  name: string,
  body: Body,
  message: string,
  cart: CartCookie = 'own',
): HostileRequest {
  return {
    name,
    method: 'POST',
    path: '/cart',
    cart,
    body,
    expect: {status: 400, message},
  };
}

/** GET pages with hostile query strings: the normal page, whatever the query says. */
// prettier-ignore
const hostileQueries: HostileRequest[] = [
  {name: 'home: script in an unknown parameter', path: `/?q=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'home: attribute breakout in a tracking parameter', path: `/?utm_source=${enc(PAYLOADS.img)}`, expect: {status: 200}},
  {name: 'home: markup as a parameter name', path: `/?${enc(PAYLOADS.svg)}=1`, expect: {status: 200}},
  {name: 'home: 10 KB query string', path: `/?q=${LONG}`, expect: {status: 200}},
  {name: 'home: template injection', path: `/?name=${enc(PAYLOADS.template)}`, expect: {status: 200}},
  {name: 'home: NUL and CRLF in a parameter', path: '/?q=%00%0d%0aSet-Cookie:%20pwned=1', expect: {status: 200}},
  {name: 'collection: script as sort key', path: `/collections/best-sellers?sort=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'collection: SQL as sort key', path: `/collections/best-sellers?sort=${enc(PAYLOADS.sql)}`, expect: {status: 200}},
  {name: 'collection: script as cursor', path: `/collections/best-sellers?direction=next&cursor=${enc(PAYLOADS.script)}`, expect: {status: [200, 302, 400, 404]}},
  {name: 'collection: 10 KB cursor', path: `/collections/best-sellers?direction=previous&cursor=${LONG}`, expect: {status: [200, 302, 400, 404]}},
  {name: 'collection: unknown direction', path: `/collections/best-sellers?direction=${enc(PAYLOADS.img)}`, expect: {status: 200}},
  {name: 'collection: repeated parameters', path: '/collections/best-sellers?sort=price-asc&sort=title&direction=next&direction=previous', expect: {status: [200, 302, 400, 404]}},
  {name: 'product: script as option value', path: `/products/kumo-blending-brush?Edition=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'product: attribute breakout as option value', path: `/products/kumo-blending-brush?Edition=${enc(PAYLOADS.img)}`, expect: {status: 200}},
  {name: 'product: markup as option name', path: `/products/kumo-blending-brush?${enc(PAYLOADS.script)}=PRO`, expect: {status: 200}},
  {name: 'product: repeated option', path: '/products/kumo-blending-brush?Edition=PRO&Edition=Standard', expect: {status: 200}},
  {name: 'product: 10 KB option value', path: `/products/kumo-blending-brush?Edition=${LONG}`, expect: {status: 200}},
  {name: 'product: the other region forced in the URL', path: '/products/kumo-blending-brush?Region=EU&Edition=PRO', expect: {status: 200}},
  {name: 'product: an excluded PRO variant asked for', path: '/products/sumi-liner-brush?Edition=PRO', expect: {status: 200}},
  {name: 'product: javascript: URL as option value', path: `/products/kumo-blending-brush?Edition=${enc(PAYLOADS.jsUrl)}`, expect: {status: 200}},
  {name: 'product data request with script option', path: `/products/kumo-blending-brush.data?Edition=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'cart page: redirect-looking parameter', path: `/cart?redirectTo=${enc('//evil.example')}`, expect: {status: 200}},
  {name: 'api/country: script in the query', path: `/api/country?country=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'healthz: script in the query', path: `/healthz?${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'home: hostile geo header', path: '/', headers: {'oxygen-buyer-country': PAYLOADS.script}, expect: {status: 200}},
  {name: 'api/country: geo header of 10 KB', path: '/api/country', headers: {'oxygen-buyer-country': LONG}, expect: {status: 200}},
];

/** Search, content pages and feeds with hostile input: the normal page, or a 404 for what does not exist. */
// prettier-ignore
const contentAndSearch: HostileRequest[] = [
  {name: 'search: script query', path: `/search?q=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'search: attribute breakout query', path: `/search?q=${enc(PAYLOADS.img)}`, expect: {status: 200}},
  {name: 'search: 10 KB query is cut, not an error', path: `/search?q=${LONG}`, expect: {status: 200}},
  {name: 'search: unbalanced parentheses', path: `/search?q=${enc('((((brush')}`, expect: {status: 200}},
  {name: 'search: unbalanced quote', path: `/search?q=${enc('"brush')}`, expect: {status: 200}},
  {name: 'search: only operators', path: `/search?q=${enc('AND OR NOT -')}`, expect: {status: 200}},
  {name: 'search: wildcard and field syntax', path: `/search?q=${enc('title:* OR tag:secret-shop')}`, expect: {status: 200}},
  {name: 'search: NUL and control characters', path: '/search?q=%00%01%1b%7f', expect: {status: 200}},
  {name: 'search: right-to-left override and emoji', path: `/search?q=${enc('‮brush 🖌️')}`, expect: {status: 200}},
  {name: 'search: repeated query parameter', path: `/search?q=brush&q=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'search: forged cursor', path: `/search?q=brush&direction=next&cursor=${enc(PAYLOADS.script)}`, expect: {status: [200, 302]}},
  {name: 'search: 10 KB cursor', path: `/search?q=brush&direction=previous&cursor=${LONG}`, expect: {status: [200, 302]}},
  {name: 'search data request: script query', path: `/search.data?q=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'predictive search: script query', path: `/api/predictive-search?q=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'predictive search: 10 KB query', path: `/api/predictive-search?q=${LONG}`, expect: {status: 200}},
  {name: 'predictive search: search syntax', path: `/api/predictive-search?q=${enc('((( tag:* "')}`, expect: {status: 200}},
  {name: 'collections index: forged cursor', path: `/collections?direction=next&cursor=${enc(PAYLOADS.script)}`, expect: {status: [200, 302, 400, 404]}},
  {name: 'collections index: script parameter', path: `/collections?x=${enc(PAYLOADS.img)}`, expect: {status: 200}},
  {name: 'content page handle: script', path: `/pages/${enc(PAYLOADS.script)}`, expect: {status: 404}},
  {name: 'content page handle: encoded traversal', path: '/pages/..%2F..%2Fetc%2Fpasswd', expect: {status: 404}},
  {name: 'content page handle: 10 KB', path: `/pages/${LONG}`, expect: {status: 404}},
  {name: 'content page: script parameter', path: `/pages/faq?x=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'pro section: script sub-path', path: `/pro/${enc(PAYLOADS.script)}`, expect: {status: [200, 404]}},
  {name: 'pro section: encoded traversal', path: '/pro/..%2F..%2Fadmin', expect: {status: [200, 404]}},
  {name: 'pro section: 10 KB sub-path', path: `/pro/${LONG}`, expect: {status: [200, 404]}},
  {name: 'vote: script parameter', path: `/vote?${enc(PAYLOADS.script)}=1`, expect: {status: 200}},
  {name: 'reviews: attribute breakout parameter', path: `/reviews?x=${enc(PAYLOADS.img)}`, expect: {status: 200}},
  {name: 'concept store: script parameter', path: `/concept-store?sort=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'promos: attribute breakout parameter', path: `/discounts?code=${enc(PAYLOADS.img)}`, expect: {status: 200}},
  {name: 'pwyw list: script parameter', path: `/pwyw-products?${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'pwyw product: script handle', path: `/pwyw-products/${enc(PAYLOADS.script)}`, expect: {status: 404}},
  {name: 'pwyw product: a product without pay what you want', path: '/pwyw-products/kumo-blending-brush', expect: {status: 404}},
  {name: 'pwyw product: a secret-shop product tagged pwyw', path: '/pwyw-products/prototype-liner-no-7', expect: {status: 404}},
  {name: 'pwyw product: 10 KB handle', path: `/pwyw-products/${LONG}`, expect: {status: 404}},
  {name: 'pwyw product: script option value', path: `/pwyw-products/kumo-mini-blender?Region=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'pwyw product: script as a price in the URL', path: `/pwyw-products/kumo-mini-blender?customPrice=${enc(PAYLOADS.img)}&discount=-1`, expect: {status: 200}},
  {name: 'yosegi: script parameter', path: `/yosegi-signup?email=${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'sitemap: script type', path: `/sitemap/${enc(PAYLOADS.script)}/1.xml`, expect: {status: 404}},
  {name: 'sitemap: page 0', path: '/sitemap/products/0.xml', expect: {status: 404}},
  {name: 'sitemap: page in exponent form', path: '/sitemap/products/1e3.xml', expect: {status: 404}},
  {name: 'sitemap: huge page number', path: '/sitemap/products/99999999999.xml', expect: {status: 404}},
  {name: 'sitemap index: script parameter', path: `/sitemap.xml?${enc(PAYLOADS.script)}`, expect: {status: 200}},
  {name: 'robots.txt: script parameter', path: `/robots.txt?x=${enc(PAYLOADS.script)}`, expect: {status: 200}},
];

/** Handles and paths that name nothing: a 404 page in the shell, the input never reflected raw. */
// prettier-ignore
const hostileHandles: HostileRequest[] = [
  {name: 'product handle: script', path: `/products/${enc(PAYLOADS.script)}`, expect: {status: 404}},
  {name: 'product handle: attribute breakout', path: `/products/${enc(PAYLOADS.img)}`, expect: {status: 404}},
  {name: 'product handle: svg onload', path: `/products/${enc(PAYLOADS.svg)}`, expect: {status: 404}},
  {name: 'product handle: encoded traversal', path: `/products/..%2F..%2F..%2Fetc%2Fpasswd`, expect: {status: 404}},
  {name: 'product handle: NUL', path: '/products/%00', expect: {status: 404}},
  {name: 'product handle: real handle with NUL', path: '/products/kumo-blending-brush%00', expect: {status: 404}},
  {name: 'product handle: 10 KB', path: `/products/${LONG}`, expect: {status: 404}},
  {name: 'product handle: right-to-left override', path: `/products/${enc('\u202Ekumo-blending-brush')}`, expect: {status: 404}},
  {name: 'product handle: emoji', path: `/products/${enc('🖌️-brush')}`, expect: {status: 404}},
  {name: 'product handle: overlong UTF-8', path: '/products/%C0%AE%C0%AE%2F', expect: {status: 400}},
  {name: 'product handle: javascript: URL', path: `/products/${enc(PAYLOADS.jsUrl)}`, expect: {status: 404}},
  {name: 'product handle: SQL', path: `/products/${enc(PAYLOADS.sql)}`, expect: {status: 404}},
  {name: 'product handle: a GraphQL fragment', path: `/products/${enc('x") {id} shop {name} #')}`, expect: {status: 404}},
  {name: 'collection handle: script', path: `/collections/${enc(PAYLOADS.script)}`, expect: {status: 404}},
  {name: 'collection handle: encoded traversal', path: '/collections/..%2F..%2Fadmin', expect: {status: 404}},
  {name: 'collection handle: 10 KB', path: `/collections/${LONG}`, expect: {status: 404}},
  {name: 'collection handle: NUL', path: '/collections/%00', expect: {status: 404}},
  {name: 'unknown path: script', path: `/${enc(PAYLOADS.script)}`, expect: {status: 404}},
  {name: 'unknown path: attribute breakout', path: `/${enc(PAYLOADS.img)}`, expect: {status: 404}},
  {name: 'unknown path: CRLF header injection', path: '/%0d%0aSet-Cookie:%20pwned=1', expect: {status: 404}},
  {name: 'unknown path: deep traversal', path: '/a/b/c/..%2F..%2F..%2Fetc/passwd', expect: {status: 404}},
  {name: 'unknown path: encoded backslash host', path: '/%5Cevil.example', expect: {status: 404}},
  {name: 'unknown path: 10 KB', path: `/${LONG}`, expect: {status: 404}},
  {name: 'double-slash path is folded onto this site', path: '//evil.example', expect: {status: [301, 404], location: '/evil.example'}},
];

/** Hydrogen's 404 handler follows ?redirect= and ?return_to= (301): only ever to a local path. */
const openRedirects: HostileRequest[] = [
  ['redirect', '//evil.example'],
  ['redirect', 'https://evil.example/'],
  ['redirect', '/\\evil.example'],
  ['redirect', '/%2F%2Fevil.example'],
  ['redirect', PAYLOADS.jsUrl],
  ['return_to', 'https://evil.example/login'],
  ['return_to', '/\t/evil.example'],
  ['return_to', 'http:evil.example'],
  // Local-looking values that resolve to '//evil.example' once their dot segments are removed.
  ['redirect', '/.//evil.example'],
  ['return_to', '/.//evil.example'],
  ['redirect', '/..//evil.example'],
  ['redirect', '/a/..//evil.example'],
  ['redirect', '/%2e//evil.example'],
  ['return_to', '/%2E%2E//evil.example'],
  ['redirect', '/./\\evil.example'],
  ['redirect', '/.%5Cevil.example'],
  ['redirect', '/..%2F%5Cevil.example'],
  ['redirect', '/.\t//evil.example'],
  ['return_to', '/.\n//evil.example'],
].map(([parameter = '', target = '']) => ({
  name: `404 ?${parameter}=${target} does not leave the shop`,
  path: `/no-such-page?${parameter}=${enc(target)}`,
  expect: {status: [301, 302, 404]},
}));

/** The same through a single-fetch data request, and a local value that still redirects. */
// prettier-ignore
const followedRedirects: HostileRequest[] = [
  {name: '404 data request ?redirect=/.//evil.example does not leave the shop', path: `/no-such-page.data?redirect=${enc('/.//evil.example')}`, expect: {status: [200, 301, 302, 404]}},
  {name: '404 ?redirect=/a/../collections goes to /collections', path: `/no-such-page?redirect=${enc('/a/../collections')}`, expect: {status: 301, location: '/collections'}},
];

/** Tampered and forged cookies: the shopper simply has no session and no cart. */
// prettier-ignore
const hostileCookies: HostileRequest[] = [
  {name: 'session: garbage', path: '/api/country', session: {raw: 'garbage'}, expect: {status: 200, message: HOSTILE_MARKET_JSON}},
  {name: 'session: valid base64, no signature', path: '/api/country', session: {raw: enc(btoa('{"country":"DE"}'))}, expect: {status: 200, message: HOSTILE_MARKET_JSON}},
  {name: 'session: payload tampered, signature kept', path: '/api/country', session: 'tamperedPayload', expect: {status: 200, message: HOSTILE_MARKET_JSON}},
  {name: 'session: signed with another secret (the local default)', path: '/api/country', session: 'signedWithOtherSecret', expect: {status: 200, message: HOSTILE_MARKET_JSON}},
  {name: 'session: broken base64 and a dot', path: '/', session: {raw: '%%%.%%%'}, expect: {status: 200}},
  {name: 'session: 10 KB', path: '/', session: {raw: 'A'.repeat(10_000)}, expect: {status: 200}},
  {name: 'session: script payload', path: '/cart', session: {raw: enc(PAYLOADS.script)}, expect: {status: 200}},
  {name: 'cart cookie: malformed', path: '/cart', cart: {raw: '%25%25not-a-cart'}, expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: script payload', path: '/cart', cart: {raw: enc(PAYLOADS.script)}, expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: SQL payload', path: '/cart', cart: {raw: enc(PAYLOADS.sql)}, expect: {status: 200, message: 'your cart is empty.'}},
  {name: "cart cookie: another shop's cart id", path: '/cart', cart: {raw: enc('Z2NwLXVzLWVhc3QxOjAxSjhBQkNERUZHSEpLTE1OUFFSU1RWV1g?key=5a3c0f1e2d4b6a8c')}, expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: a full gid with another type', path: '/cart', cart: {raw: enc('gid://shopify/Customer/1')}, expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: own cart with the wrong key', path: '/cart', cart: 'ownWrongKey', expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: own cart without its key', path: '/cart', cart: 'ownWithoutKey', expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: a completed cart', path: '/cart', cart: 'completed', expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: truncated UTF-8', path: '/cart', cart: {raw: '%E0%A4%A'}, expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: 4 KB', path: '/cart', cart: {raw: 'c'.repeat(4_000)}, expect: {status: 200, message: 'your cart is empty.'}},
  {name: 'cart cookie: on the home page too', path: '/', cart: {raw: enc(PAYLOADS.img)}, expect: {status: 200}},
];

/** The /cart action with values no form of the shop sends: 400, a message, nothing upstream. */
// prettier-ignore
const refusedCartActions: HostileRequest[] = [
  refusedCartPost('LinesAdd: negative quantity', linesAdd({quantity: -1}), QUANTITY_MESSAGE),
  refusedCartPost('LinesAdd: zero quantity', linesAdd({quantity: 0}), QUANTITY_MESSAGE),
  refusedCartPost('LinesAdd: quantity above the limit', linesAdd({quantity: 100}), QUANTITY_MESSAGE),
  refusedCartPost('LinesAdd: huge quantity', linesAdd({quantity: 1e9}), QUANTITY_MESSAGE),
  refusedCartPost('LinesAdd: quantity NaN', linesAdd({quantity: 'NaN'}), QUANTITY_MESSAGE),
  refusedCartPost("LinesAdd: quantity '1e309'", linesAdd({quantity: '1e309'}), QUANTITY_MESSAGE),
  refusedCartPost('LinesAdd: fractional quantity', linesAdd({quantity: 1.5}), QUANTITY_MESSAGE),
  refusedCartPost("LinesAdd: quantity '5abc'", linesAdd({quantity: '5abc'}), QUANTITY_MESSAGE),
  refusedCartPost('LinesAdd: quantity null', linesAdd({quantity: null}), QUANTITY_MESSAGE),
  refusedCartPost('LinesAdd: quantity as an array', linesAdd({quantity: [1]}), QUANTITY_MESSAGE),
  refusedCartPost("LinesAdd: quantity '-0'", linesAdd({quantity: '-0'}), QUANTITY_MESSAGE),
  refusedCartPost('LinesAdd: a product id as merchandise', linesAdd({merchandiseId: PRODUCT_ID}), MERCHANDISE_MESSAGE),
  refusedCartPost('LinesAdd: script as merchandise id', linesAdd({merchandiseId: PAYLOADS.script}), MERCHANDISE_MESSAGE),
  refusedCartPost('LinesAdd: merchandise id with a query', linesAdd({merchandiseId: `${BUYABLE_VARIANT_ID}?x=${PAYLOADS.script}`}), MERCHANDISE_MESSAGE),
  refusedCartPost("LinesAdd: another shop's variant id", linesAdd({merchandiseId: 'gid://other-shop/ProductVariant/43000000000101'}), MERCHANDISE_MESSAGE),
  refusedCartPost('LinesAdd: 10 KB merchandise id', linesAdd({merchandiseId: `gid://shopify/ProductVariant/${'9'.repeat(10_000)}a`}), MERCHANDISE_MESSAGE),
  refusedCartPost('LinesAdd: forged _complimentary attribute', linesAdd({attributes: [{key: '_complimentary', value: 'US'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: forged _customPrice attribute', linesAdd({attributes: [{key: '_customPrice', value: '0.01'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: negative _customPrice attribute', linesAdd({attributes: [{key: '_customPrice', value: '-5'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: forged _conceptStore attribute', linesAdd({attributes: [{key: '_conceptStore', value: 'true'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: forged _secretShopFree attribute', linesAdd({attributes: [{key: '_secretShopFree', value: 'true'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: forged _secretShop attribute', linesAdd({attributes: [{key: '_secretShop', value: 'true'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: forged _surveyDiscount attribute', linesAdd({attributes: [{key: '_surveyDiscount', value: 'true'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: forged _welcomeBonus attribute', linesAdd({attributes: [{key: '_welcomeBonus', value: 'a@example.com'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: forged _sharedShop attribute', linesAdd({attributes: [{key: '_sharedShop', value: 'token'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: attribute key with a control character', linesAdd({attributes: [{key: 'gift\u0000note', value: 'x'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: attribute value over the limit', linesAdd({attributes: [{key: 'note', value: 'x'.repeat(2001)}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: 21 attributes', linesAdd({attributes: Array.from({length: 21}, (_, i) => ({key: `k${i}`, value: 'v'}))}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesAdd: no lines', {cartForm: {action: 'LinesAdd', inputs: {lines: []}}}, MERCHANDISE_MESSAGE),
  refusedCartPost('LinesAdd: lines as a string', {cartForm: {action: 'LinesAdd', inputs: {lines: PAYLOADS.script}}}, MERCHANDISE_MESSAGE),
  refusedCartPost('LinesAdd: 251 lines', {cartForm: {action: 'LinesAdd', inputs: {lines: Array.from({length: 251}, () => ({merchandiseId: BUYABLE_VARIANT_ID, quantity: 1}))}}}, MERCHANDISE_MESSAGE),
  refusedCartPost('LinesAdd: __proto__ in the inputs', {cartForm: {action: 'LinesAdd', inputs: JSON.parse('{"__proto__":{"polluted":true},"lines":[{"merchandiseId":"x","quantity":1}]}')}}, MERCHANDISE_MESSAGE),
  refusedCartPost('LinesAdd: forged attribute, no cart yet', linesAdd({attributes: [{key: '_complimentary', value: 'US'}]}), ATTRIBUTE_MESSAGE, {raw: ''}),
  refusedCartPost('LinesUpdate: negative quantity', linesUpdate({quantity: -1}), QUANTITY_MESSAGE),
  refusedCartPost('LinesUpdate: quantity above the limit', linesUpdate({quantity: 100}), QUANTITY_MESSAGE),
  refusedCartPost("LinesUpdate: quantity 'abc'", linesUpdate({quantity: 'abc'}), QUANTITY_MESSAGE),
  refusedCartPost('LinesUpdate: quantity Infinity', linesUpdate({quantity: '1e309'}), QUANTITY_MESSAGE),
  refusedCartPost('LinesUpdate: script as line id', {cartForm: {action: 'LinesUpdate', inputs: {lines: [{id: PAYLOADS.script, quantity: 1}]}}}, LINE_MESSAGE),
  refusedCartPost('LinesUpdate: forged _customPrice on a real line', linesUpdate({quantity: 1, attributes: [{key: '_customPrice', value: '0.00'}]}), ATTRIBUTE_MESSAGE),
  refusedCartPost('LinesUpdate: product id as new merchandise', linesUpdate({quantity: 1, merchandiseId: PRODUCT_ID}), MERCHANDISE_MESSAGE),
  refusedCartPost('LinesRemove: script as line id', {cartForm: {action: 'LinesRemove', inputs: {lineIds: [PAYLOADS.script]}}}, LINE_MESSAGE),
  refusedCartPost('LinesRemove: no line ids', {cartForm: {action: 'LinesRemove', inputs: {lineIds: []}}}, LINE_MESSAGE),
  refusedCartPost('LinesRemove: line ids as an object', {cartForm: {action: 'LinesRemove', inputs: {lineIds: {0: OWN_LINE}}}}, LINE_MESSAGE),
  refusedCartPost('DiscountCodesUpdate: code over 255 characters', {cartForm: {action: 'DiscountCodesUpdate', inputs: {discountCode: 'A'.repeat(256)}}}, DISCOUNT_MESSAGE),
  refusedCartPost('DiscountCodesUpdate: code with a NUL', {cartForm: {action: 'DiscountCodesUpdate', inputs: {discountCode: 'WELCOME\u0000'}}}, DISCOUNT_MESSAGE),
  refusedCartPost('DiscountCodesUpdate: 21 codes', {cartForm: {action: 'DiscountCodesUpdate', inputs: {discountCodes: Array.from({length: 21}, (_, i) => `CODE${i}`)}}}, DISCOUNT_MESSAGE),
  refusedCartPost('DiscountCodesUpdate: codes as an object', {cartForm: {action: 'DiscountCodesUpdate', inputs: {discountCodes: {a: 'X'}}}}, DISCOUNT_MESSAGE),
  refusedCartPost('BuyerIdentityUpdate: another country', {cartForm: {action: 'BuyerIdentityUpdate', inputs: {buyerIdentity: {countryCode: 'DE'}}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('BuyerIdentityUpdate: a forged customer token', {cartForm: {action: 'BuyerIdentityUpdate', inputs: {buyerIdentity: {customerAccessToken: 'forged'}}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('NoteUpdate: script note', {cartForm: {action: 'NoteUpdate', inputs: {note: PAYLOADS.script}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('AttributesUpdateInput: forged cart attribute', {cartForm: {action: 'AttributesUpdateInput', inputs: {attributes: [{key: '_welcomeBonus', value: 'true'}]}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('AttributesUpdateInput: forged discountSurvey', {cartForm: {action: 'AttributesUpdateInput', inputs: {attributes: [{key: 'discountSurvey', value: 'true'}]}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('AttributesUpdateInput: forged creditRedeemed', {cartForm: {action: 'AttributesUpdateInput', inputs: {attributes: [{key: 'creditRedeemed', value: '999.00'}]}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('CustomRedeemCredit: signed out', {cartForm: {action: 'CustomRedeemCredit', inputs: {amount: '10'}}}, 'sign in to use your store credit.'),
  refusedCartPost('CustomRedeemCredit: a negative amount', {cartForm: {action: 'CustomRedeemCredit', inputs: {amount: '-5'}}}, 'please enter a valid amount.'),
  refusedCartPost('CustomRedeemCredit: a huge amount', {cartForm: {action: 'CustomRedeemCredit', inputs: {amount: '1e308'}}}, 'please enter a valid amount.'),
  refusedCartPost('CustomRedeemCredit: script as the amount', {cartForm: {action: 'CustomRedeemCredit', inputs: {amount: PAYLOADS.script}}}, 'please enter a valid amount.'),
  refusedCartPost('CustomRedeemCredit: the amount as a list', {cartForm: {action: 'CustomRedeemCredit', inputs: {amount: ['10', '20']}}}, 'please enter a valid amount.'),
  {name: 'secret shop add: signed out', method: 'POST', path: '/cart', cart: 'own', body: {cartForm: {action: 'CustomPromoLinesAdd', inputs: {flow: 'secretShop', merchandiseId: 'gid://shopify/ProductVariant/43000000003901'}}}, expect: {status: 401, message: 'sign in to shop the secret shop.'}},
  refusedCartPost('secret shop add: a custom price and a preset at once', {cartForm: {action: 'CustomPromoLinesAdd', inputs: {flow: 'secretShop', merchandiseId: 'gid://shopify/ProductVariant/43000000003801', discount: '0.5', customPrice: '1'}}}, 'please choose a price or enter an amount of 0 or more, in whole cents.'),
  refusedCartPost('Create: a cart of its own making', {cartForm: {action: 'Create', inputs: {lines: [{merchandiseId: BUYABLE_VARIANT_ID, quantity: 1}]}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('GiftCardCodesUpdate', {cartForm: {action: 'GiftCardCodesUpdate', inputs: {giftCardCodes: ['FREE']}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('MetafieldsSet', {cartForm: {action: 'MetafieldsSet', inputs: {metafields: [{key: 'x', type: 'single_line_text_field', value: 'y'}]}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('SelectedDeliveryOptionsUpdate', {cartForm: {action: 'SelectedDeliveryOptionsUpdate', inputs: {selectedDeliveryOptions: []}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('unknown action: script', {cartForm: {action: PAYLOADS.script, inputs: {}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('unknown action: __proto__', {cartForm: {action: '__proto__', inputs: {}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('action as a number', {cartForm: {action: 7, inputs: {}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('no action at all', {cartForm: {inputs: {lines: []}}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('cartFormInput is not JSON', {form: {cartFormInput: '{"action":"LinesAdd",'}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('cartFormInput is JSON null', {form: {cartFormInput: 'null'}}, UNSUPPORTED_MESSAGE),
  refusedCartPost('a JSON body', {raw: JSON.stringify({action: 'LinesAdd'}), contentType: 'application/json'}, UNSUPPORTED_MESSAGE),
  refusedCartPost('a plain-text body', {raw: PAYLOADS.script, contentType: 'text/plain'}, UNSUPPORTED_MESSAGE),
  refusedCartPost('a broken multipart body', {raw: '--x\r\nContent-Disposition: form-data; name="cartFormInput"\r\n\r\n{', contentType: 'multipart/form-data; boundary=y'}, UNSUPPORTED_MESSAGE),
  refusedCartPost('a refused action with an off-site redirectTo', {cartForm: {action: 'LinesAdd', inputs: {lines: []}}, fields: {redirectTo: '//evil.example'}}, MERCHANDISE_MESSAGE),
];

/**
 * The promo flows (pay what you want, concept store): amounts that are not a price are
 * refused; the rest is clamped or priced by the server, whatever else the post claims.
 */
// prettier-ignore
const promoFlows: HostileRequest[] = [
  refusedCartPost("pwyw: custom price '-1'", pwyw({customPrice: '-1'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost('pwyw: custom price -0.01 as a number', pwyw({customPrice: -0.01}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: custom price 'NaN'", pwyw({customPrice: 'NaN'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: custom price '1e309'", pwyw({customPrice: '1e309'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: custom price 'Infinity'", pwyw({customPrice: 'Infinity'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: custom price '12.345'", pwyw({customPrice: '12.345'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: custom price '5abc'", pwyw({customPrice: '5abc'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: custom price '0x10'", pwyw({customPrice: '0x10'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: custom price '1,50'", pwyw({customPrice: '1,50'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost('pwyw: custom price as an array', pwyw({customPrice: ['5']}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost('pwyw: custom price as an object', pwyw({customPrice: {amount: '0'}}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost('pwyw: custom price of 40 characters', pwyw({customPrice: '1'.repeat(40)}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost('pwyw: custom price script', pwyw({customPrice: PAYLOADS.script}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost('pwyw: neither a preset nor an amount', pwyw({customPrice: '', discount: ''}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost('pwyw: both a preset and an amount', pwyw({customPrice: '1', discount: '0.5'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: preset '0.99' that the shop does not offer", pwyw({discount: '0.99'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: preset '1' (everything off)", pwyw({discount: '1'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost("pwyw: preset '-0.5'", pwyw({discount: '-0.5'}), CUSTOM_PRICE_MESSAGE),
  refusedCartPost('pwyw: with lines of its own', pwyw({customPrice: '0', lines: [{merchandiseId: PWYW_VARIANT_ID, quantity: 1}]}), FLOW_MESSAGE),
  refusedCartPost('pwyw: on a product without pay what you want', pwyw({customPrice: '0', merchandiseId: KUMO_EU_VARIANT_ID}), NOT_PWYW_MESSAGE),
  refusedCartPost('pwyw: on a secret-shop product', pwyw({customPrice: '0', merchandiseId: SECRET_PWYW_VARIANT_ID}), MERCHANDISE_MESSAGE),
  refusedCartPost('pwyw: on a product id', pwyw({customPrice: '0', merchandiseId: PRODUCT_ID}), MERCHANDISE_MESSAGE),
  refusedCartPost('pwyw: on a complimentary variant', pwyw({customPrice: '0', merchandiseId: COMPLIMENTARY_VARIANT_ID}), MERCHANDISE_MESSAGE),
  refusedCartPost('an unknown flow', pwyw({flow: 'freeStuff', customPrice: '0'}), FLOW_MESSAGE),
  refusedCartPost('conceptStore: on a product outside the concept store', conceptStore({merchandiseId: PWYW_EU_VARIANT_ID}), NOT_IN_CONCEPT_STORE_MESSAGE),
  refusedCartPost('conceptStore: negative quantity', conceptStore({quantity: -1}), QUANTITY_MESSAGE),
  refusedCartPost('conceptStore: quantity above the limit', conceptStore({quantity: 100}), QUANTITY_MESSAGE),
  refusedCartPost('conceptStore: on a secret-shop product', conceptStore({merchandiseId: SECRET_PWYW_VARIANT_ID}), MERCHANDISE_MESSAGE),
  {name: "pwyw: custom price '99999999' is refused, not clamped", method: 'POST', path: '/cart', cart: 'own', body: pwyw({customPrice: '99999999'}), expect: {status: 400}},
  acceptedFlow("pwyw: custom price '-0' is 0, a free line as the spec allows", pwyw({customPrice: '-0'}), 0),
  acceptedFlow("pwyw: custom price ' 5' is 5", pwyw({customPrice: ' 5'}), 5),
  acceptedFlow('pwyw: a forged _customPrice beside the amount is ignored', pwyw({customPrice: '5', attributes: [{key: '_customPrice', value: '0.00'}]}), 5),
  acceptedFlow('pwyw: a forged price field beside the preset is ignored', pwyw({discount: '0.5', price: '0.01', amount: '0.01'}), PWYW_LIST_PRICE / 2),
  acceptedFlow('conceptStore: forged attributes and price are ignored', conceptStore({attributes: [{key: '_complimentary', value: 'US'}], price: '0'}), CONCEPT_STORE_PRICE, CONCEPT_STORE_VARIANT_ID),
];

/** Well-formed requests only the platform can judge: it refuses them, the cart's lines stay. */
const platformJudged: HostileRequest[] = [
  {
    name: 'LinesAdd: a variant id no product has',
    method: 'POST',
    path: '/cart',
    cart: 'own',
    body: linesAdd({merchandiseId: 'gid://shopify/ProductVariant/99999999999999'}),
    state: 'linesUntouched',
    expect: {status: [200, 400]},
  },
  {
    name: "LinesUpdate: a line of another shopper's cart",
    method: 'POST',
    path: '/cart',
    cart: 'own',
    body: {
      cartForm: {
        action: 'LinesUpdate',
        inputs: {lines: [{id: OTHER_CART_LINE, quantity: 0}]},
      },
    },
    state: 'linesUntouched',
    expect: {status: [200, 400]},
  },
  {
    name: "LinesRemove: a line of another shopper's cart",
    method: 'POST',
    path: '/cart',
    cart: 'own',
    body: {cartForm: {action: 'LinesRemove', inputs: {lineIds: [OTHER_CART_LINE]}}},
    state: 'linesUntouched',
    expect: {status: [200, 400]},
  },
  {
    name: 'LinesUpdate: a well-formed line id of no cart',
    method: 'POST',
    path: '/cart',
    cart: 'own',
    body: {
      cartForm: {
        action: 'LinesUpdate',
        inputs: {
          lines: [
            {
              id: 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=0',
              quantity: 5,
            },
          ],
        },
      },
    },
    state: 'linesUntouched',
    expect: {status: [200, 400]},
  },
  {
    name: 'DiscountCodesUpdate: script as a discount code',
    method: 'POST',
    path: '/cart',
    cart: 'own',
    body: {
      cartForm: {action: 'DiscountCodesUpdate', inputs: {discountCode: PAYLOADS.script}},
    },
    state: 'linesUntouched',
    expect: {status: [200, 400]},
  },
  refusedCartPost(
    'LinesAdd: the COMPLIMENTARY variant is not for shoppers',
    linesAdd({merchandiseId: COMPLIMENTARY_VARIANT_ID}),
    MERCHANDISE_MESSAGE,
  ),
  refusedCartPost(
    'LinesAdd: one of the 18 excluded variant ids',
    linesAdd({merchandiseId: 'gid://shopify/ProductVariant/43000000009001'}),
    MERCHANDISE_MESSAGE,
  ),
];

/** Every redirect the /cart action can make stays on the shop (legitimate adds, hostile targets). */
const cartRedirects: HostileRequest[] = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  PAYLOADS.jsUrl,
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '\t//evil.example',
  'http:evil.example',
  `/cart${PAYLOADS.headerInjection}`,
  '/%252F%252Fevil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
].map((redirectTo) => ({
  name: `cart redirectTo ${JSON.stringify(redirectTo)} stays on the shop`,
  method: 'POST' as const,
  path: '/cart',
  cart: 'own' as const,
  body: {
    cartForm: {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: BUYABLE_VARIANT_ID, quantity: 1}]},
    },
    fields: {redirectTo},
  },
  state: 'changes' as const,
  expect: {status: 303, location: '/cart'},
}));

/** A valid add, as the shop's form sends it: only where it comes from is wrong. */
const validAdd = linesAdd({});

/** Writes another site started: 403 with a message, whatever the route. */
interface CrossSiteCase {
  name: string;
  method?: HostileRequest['method'];
  path?: string;
  headers: Record<string, string>;
  body?: Body;
}

const storefrontApiMutation: Body = {
  raw: JSON.stringify({query: 'mutation { cartCreate(input: {}) { cart { id } } }'}),
  contentType: 'application/json',
};

// prettier-ignore
const crossSiteCases: CrossSiteCase[] = [
  {name: 'cross-site: form post to /cart', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: fetcher post to /cart.data', path: '/cart.data', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: Sec-Fetch-Site cross-site, no Origin', headers: {'Sec-Fetch-Site': 'cross-site'}},
  {name: 'cross-site: Sec-Fetch-Site same-site', headers: {'Sec-Fetch-Site': 'same-site'}},
  {name: "cross-site: Origin 'null'", headers: {Origin: 'null'}},
  {name: 'cross-site: look-alike Origin', headers: {Origin: 'http://localhost.evil.example'}},
  {name: 'cross-site: malformed Origin', headers: {Origin: 'http//'}},
  {name: 'cross-site: foreign Origin with a forged X-Forwarded-Host', headers: {Origin: EVIL_ORIGIN, 'X-Forwarded-Host': 'evil.example'}},
  {name: 'cross-site: post to the home page', path: '/', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: post to a product page', path: '/products/kumo-blending-brush', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: post to /api/country', path: '/api/country', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: error report beacon to /api/errors', path: '/api/errors', headers: {Origin: EVIL_ORIGIN}, body: {raw: JSON.stringify({path: '/', error: {name: 'Error', message: 'forged', stack: null}}), contentType: 'text/plain;charset=UTF-8'}},
  {name: 'cross-site: feedback post to /account/feedback', path: '/account/feedback', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: post to /secret', path: '/secret', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: post to the Storefront API proxy', path: '/api/2025-01/graphql.json', headers: {Origin: EVIL_ORIGIN}, body: storefrontApiMutation},
  {name: 'cross-site: PUT to /cart', method: 'PUT', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: DELETE to /cart', method: 'DELETE', headers: {Origin: EVIL_ORIGIN}},
  {name: 'cross-site: PATCH with Sec-Fetch-Site cross-site', method: 'PATCH', headers: {'Sec-Fetch-Site': 'cross-site'}},
];

const crossSite: HostileRequest[] = crossSiteCases.map(
  ({name, method = 'POST', path = '/cart', headers, body = validAdd}) => ({
    name,
    method,
    path,
    headers,
    cart: 'own',
    body,
    expect: {status: 403, message: CROSS_SITE_MESSAGE},
  }),
);

// prettier-ignore
const oversized: HostileRequest[] = [
  {name: 'oversized: 2 MB urlencoded body', method: 'POST', path: '/cart', cart: 'own', body: {bytes: 2 * 1024 * 1024, contentType: 'application/x-www-form-urlencoded'}, expect: {status: 413, message: TOO_LARGE_MESSAGE}},
  {name: 'oversized: 2 MB multipart body', method: 'POST', path: '/cart', cart: 'own', body: {bytes: 2 * 1024 * 1024, contentType: 'multipart/form-data; boundary=x'}, expect: {status: 413, message: TOO_LARGE_MESSAGE}},
  {name: 'oversized: 2 MB JSON to a page', method: 'POST', path: '/products/kumo-blending-brush', body: {bytes: 2 * 1024 * 1024, contentType: 'application/json'}, expect: {status: 413, message: TOO_LARGE_MESSAGE}},
  {name: 'oversized: 2 MB to the Storefront API proxy', method: 'POST', path: '/api/2025-01/graphql.json', body: {bytes: 2 * 1024 * 1024, contentType: 'application/json'}, expect: {status: 413, message: TOO_LARGE_MESSAGE}},
];

/** Methods and routes without a handler: a clear 4xx. */
// prettier-ignore
const unhandled: HostileRequest[] = [
  {name: 'POST to /healthz', method: 'POST', path: '/healthz', body: {form: {x: PAYLOADS.script}}, expect: {status: [404, 405]}},
  {name: 'POST to /api/country: a script as the country', method: 'POST', path: '/api/country', body: {form: {country: PAYLOADS.script}}, expect: {status: 400, message: 'Unknown country.'}},
  {name: 'POST to /api/country: no country', method: 'POST', path: '/api/country', body: {form: {x: PAYLOADS.script}}, expect: {status: 400, message: 'A country is required.'}},
  {name: 'POST to a product page', method: 'POST', path: '/products/kumo-blending-brush', body: validAdd, expect: {status: [404, 405]}},
  {name: 'POST to an unknown path', method: 'POST', path: `/${enc(PAYLOADS.script)}`, body: validAdd, expect: {status: [404, 405]}},
  {name: 'OPTIONS /cart', method: 'OPTIONS', path: '/cart', expect: {status: [200, 204, 404, 405]}},
  {name: 'HEAD /cart with a hostile cookie', method: 'HEAD', path: '/cart', cart: {raw: enc(PAYLOADS.script)}, expect: {status: 200}},
];

export const CORPUS: readonly HostileRequest[] = [
  ...hostileQueries,
  ...contentAndSearch,
  ...hostileHandles,
  ...openRedirects,
  ...followedRedirects,
  ...hostileCookies,
  ...refusedCartActions,
  ...promoFlows,
  ...platformJudged,
  ...cartRedirects,
  ...crossSite,
  ...oversized,
  ...unhandled,
];
