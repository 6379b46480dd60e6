import {createCookieSessionStorage} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {
  createFakeStorefront,
  type FakeCollection,
  type FakeProduct,
} from './support/fake-storefront';
import {CART_FLOW_ACTION} from '~/lib/promos';
import {workerAgainst, TEST_SESSION_SECRET} from './support/worker';

function pair(id: number, sku: string, priceUsd: number) {
  return (['US', 'EU'] as const).map((region, offset) => ({
    id: `gid://shopify/ProductVariant/${id + offset}`,
    title: region,
    sku: `${sku}-${region}`,
    priceUsd,
    options: {Region: region},
  }));
}

const CONCEPT_BRUSH: FakeProduct = {
  id: 'gid://shopify/Product/7100000000301',
  handle: 'concept-blender',
  title: 'Concept Blender',
  tags: ['concept-store', 'conceptStorePrice:18'],
  variants: pair(43000000003001, 'CB01', 24),
};

/** Tagged with a price, but the concept-store collection does not hold it. */
const PRICED_OUTSIDE: FakeProduct = {
  id: 'gid://shopify/Product/7100000000302',
  handle: 'priced-outside',
  title: 'Priced Outside',
  tags: ['conceptStorePrice:1'],
  variants: pair(43000000003011, 'CB02', 24),
};

const PLAIN_BRUSH: FakeProduct = {
  id: 'gid://shopify/Product/7100000000303',
  handle: 'plain-brush',
  title: 'Plain Brush',
  variants: pair(43000000003021, 'CB03', 22),
};

const PWYW_BRUSH: FakeProduct = {
  id: 'gid://shopify/Product/7100000000304',
  handle: 'pwyw-blender',
  title: 'Pay What You Want Blender',
  tags: ['pwyw'],
  variants: pair(43000000003031, 'PW01', 24),
};

const OTHER_PWYW_BRUSH: FakeProduct = {
  id: 'gid://shopify/Product/7100000000305',
  handle: 'pwyw-stippler',
  title: 'Pay What You Want Stippler',
  tags: ['pwyw'],
  variants: pair(43000000003041, 'PW02', 34),
};

/** A secret-shop product: the platform answers for it by id, the public shop does not. */
const SECRET_PWYW_BRUSH: FakeProduct = {
  id: 'gid://shopify/Product/7100000000306',
  handle: 'secret-liner',
  title: 'Secret Liner',
  tags: ['secret-shop', 'pwyw'],
  metafields: {'seo.hidden': '1'},
  variants: pair(43000000003051, 'SS01', 20),
};

const COLLECTIONS: FakeCollection[] = [
  {
    handle: 'concept-store',
    title: 'concept store',
    productHandles: [CONCEPT_BRUSH.handle],
  },
];

const storefront = createFakeStorefront(
  [
    CONCEPT_BRUSH,
    PRICED_OUTSIDE,
    PLAIN_BRUSH,
    PWYW_BRUSH,
    OTHER_PWYW_BRUSH,
    SECRET_PWYW_BRUSH,
  ],
  COLLECTIONS,
);
const worker = workerAgainst(storefront);

const usVariant = (product: FakeProduct) => product.variants[0]!.id;
const euVariant = (product: FakeProduct) => product.variants[1]!.id;

async function signedSession(country: string): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: {name: 'session', secrets: [TEST_SESSION_SECRET]},
  });
  const session = await storage.getSession();
  session.set('country', country);
  return (await storage.commitSession(session)).split(';', 1)[0] ?? '';
}

async function flowPost(
  inputs: Record<string, unknown>,
  {
    cookie,
    fields = {},
    action = CART_FLOW_ACTION,
  }: {cookie?: string; fields?: Record<string, string>; action?: string} = {},
) {
  const form = new FormData();
  form.set('cartFormInput', JSON.stringify({action, inputs}));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await worker.fetch('/cart', {
    method: 'POST',
    body: form,
    headers: cookie ? {Cookie: cookie} : {},
    redirect: 'manual',
  });
  const body = await response.text();
  await worker.settle();
  return {response, body};
}

function cartCookie(response: Response): string {
  return (
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('cart='))
      ?.split(';', 1)[0] ?? ''
  );
}

const mutations = () => storefront.requests.filter((request) => request.isMutation);

/**
 * Storefront calls the action itself made: a refused form post still renders the cart page,
 * whose loaders ask for the shell and the cart.
 */
const actionCalls = () =>
  storefront
    .operations()
    .filter((name) => name === 'CartFlowVariant' || name.startsWith('cart'));

/** The line attributes the storefront sent to the platform in its one mutation. */
function sentAttributes() {
  const [mutation] = mutations();
  const input = mutation?.variables as
    | {input?: {lines?: Array<{attributes?: unknown; quantity?: number}>}}
    | undefined;
  return input?.input?.lines;
}

describe('the concept-store flow', () => {
  it('marks a concept-store line on the server after checking the collection', async () => {
    const {response} = await flowPost({
      flow: 'conceptStore',
      merchandiseId: usVariant(CONCEPT_BRUSH),
    });
    expect(response.status).toBe(200);
    expect(actionCalls()).toEqual(['CartFlowVariant', 'cartCreate']);
    expect(sentAttributes()).toEqual([
      {
        merchandiseId: usVariant(CONCEPT_BRUSH),
        quantity: 1,
        attributes: [{key: '_conceptStore', value: 'true'}],
      },
    ]);
  });

  it('takes the flow named in a plain LinesAdd the same way', async () => {
    const {response} = await flowPost(
      {flow: 'conceptStore', merchandiseId: usVariant(CONCEPT_BRUSH)},
      {action: 'LinesAdd'},
    );
    expect(response.status).toBe(200);
    expect(sentAttributes()?.[0]?.attributes).toEqual([
      {key: '_conceptStore', value: 'true'},
    ]);
  });

  it('takes the variant from a form field (the card picker works without JavaScript)', async () => {
    const {response} = await flowPost(
      {flow: 'conceptStore'},
      {fields: {merchandiseId: usVariant(CONCEPT_BRUSH), redirectTo: '/cart'}},
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/cart');
    expect(mutations()).toHaveLength(1);
  });

  it.each([
    {
      case: 'a product outside the concept store',
      merchandiseId: usVariant(PLAIN_BRUSH),
      message: 'this item is not in the concept store.',
    },
    {
      case: 'a price tag on a product the collection does not hold',
      merchandiseId: usVariant(PRICED_OUTSIDE),
      message: 'this item is not in the concept store.',
    },
    {
      case: "a variant of another region than the shopper's",
      merchandiseId: euVariant(CONCEPT_BRUSH),
      message: 'this item cannot be added to the cart.',
    },
    {
      case: 'a variant the platform does not know',
      merchandiseId: 'gid://shopify/ProductVariant/1',
      message: 'this item cannot be added to the cart.',
    },
  ])('refuses $case with a 400 and sends nothing to the cart', async (row) => {
    const {response, body} = await flowPost({
      flow: 'conceptStore',
      merchandiseId: row.merchandiseId,
    });
    expect(response.status).toBe(400);
    expect(body).toContain(row.message);
    expect(mutations()).toHaveLength(0);
  });

  it.each([
    {
      case: 'a forged _conceptStore attribute on a plain add',
      action: 'LinesAdd',
      inputs: {
        lines: [
          {
            merchandiseId: usVariant(PLAIN_BRUSH),
            quantity: 1,
            attributes: [{key: '_conceptStore', value: 'true'}],
          },
        ],
      },
      message: 'this item cannot be added with these options.',
    },
    {
      case: 'lines riding along with the flow',
      inputs: {
        flow: 'conceptStore',
        merchandiseId: usVariant(CONCEPT_BRUSH),
        lines: [{merchandiseId: usVariant(PLAIN_BRUSH), quantity: 1}],
      },
      message: 'this offer is not available for this item.',
    },
    {
      case: 'an unknown flow',
      inputs: {flow: 'complimentary', merchandiseId: usVariant(PLAIN_BRUSH)},
      message: 'this offer is not available for this item.',
    },
    {
      case: 'a huge quantity',
      inputs: {
        flow: 'conceptStore',
        merchandiseId: usVariant(CONCEPT_BRUSH),
        quantity: 1e6,
      },
      message: 'please choose a quantity from 0 to 99.',
    },
  ])('refuses $case before asking the platform anything', async (row) => {
    const {inputs, message} = row;
    const {response, body} = await flowPost(inputs, {
      action: 'action' in row ? row.action : CART_FLOW_ACTION,
    });
    expect(response.status).toBe(400);
    expect(body).toContain(message);
    expect(actionCalls()).toEqual([]);
  });

  it('answers 502 with the generic message when the check cannot be made', async () => {
    storefront.failing.add('CartFlowVariant');
    const {response, body} = await flowPost({
      flow: 'conceptStore',
      merchandiseId: usVariant(CONCEPT_BRUSH),
    });
    expect(response.status).toBe(502);
    expect(body).toContain('something went wrong');
    expect(mutations()).toHaveLength(0);
  });
});

describe('the pay-what-you-want flow', () => {
  it.each([
    {case: 'the 85% preset', inputs: {discount: '0.85'}, price: '3.60'},
    {case: 'the 75% preset', inputs: {discount: '0.75'}, price: '6.00'},
    {case: 'the 50% preset', inputs: {discount: '0.5'}, price: '12.00'},
    {case: 'a custom amount', inputs: {customPrice: '7.5'}, price: '7.50'},
    {case: 'a custom amount of 0 (free)', inputs: {customPrice: '0'}, price: '0.00'},
    {
      case: 'a custom amount above the price (clamped)',
      inputs: {customPrice: '500'},
      price: '24.00',
    },
    {
      case: 'a huge custom amount (clamped)',
      inputs: {customPrice: '99999999999999999999'},
      price: '24.00',
    },
  ])('adds one unit at $case', async ({inputs, price}) => {
    const {response} = await flowPost({
      flow: 'pwyw',
      merchandiseId: usVariant(PWYW_BRUSH),
      ...inputs,
    });
    expect(response.status).toBe(200);
    expect(sentAttributes()).toEqual([
      {
        merchandiseId: usVariant(PWYW_BRUSH),
        quantity: 1,
        attributes: [{key: '_customPrice', value: price}],
      },
    ]);
  });

  it('takes the amount typed in the form field', async () => {
    const {response} = await flowPost(
      {flow: 'pwyw', merchandiseId: usVariant(PWYW_BRUSH)},
      {fields: {customPrice: '2.25'}},
    );
    expect(response.status).toBe(200);
    expect(sentAttributes()?.[0]?.attributes).toEqual([
      {key: '_customPrice', value: '2.25'},
    ]);
  });

  it("prices the presets in the shopper's currency (UK: £21, 75% off)", async () => {
    const {response} = await flowPost(
      {flow: 'pwyw', merchandiseId: usVariant(PWYW_BRUSH), discount: '0.75'},
      {cookie: await signedSession('GB')},
    );
    expect(response.status).toBe(200);
    expect(sentAttributes()?.[0]?.attributes).toEqual([
      {key: '_customPrice', value: '5.25'},
    ]);
  });

  it.each([
    {case: 'a negative amount', customPrice: '-5'},
    {case: 'NaN', customPrice: 'NaN'},
    {case: 'words', customPrice: 'twelve'},
    {case: 'an empty amount', customPrice: ''},
    {case: 'an exponent', customPrice: '2e1'},
    {case: 'fractions of a cent', customPrice: '0.001'},
  ])('refuses $case with a message, before asking the platform', async (row) => {
    const {response, body} = await flowPost({
      flow: 'pwyw',
      merchandiseId: usVariant(PWYW_BRUSH),
      customPrice: row.customPrice,
    });
    expect(response.status).toBe(400);
    expect(body).toContain(
      'please choose a price or enter an amount of 0 or more, in whole cents.',
    );
    expect(actionCalls()).toEqual([]);
  });

  it('refuses a product without pay what you want', async () => {
    const {response, body} = await flowPost({
      flow: 'pwyw',
      merchandiseId: usVariant(PLAIN_BRUSH),
      customPrice: '0',
    });
    expect(response.status).toBe(400);
    expect(body).toContain('this item does not offer pay what you want.');
    expect(mutations()).toHaveLength(0);
  });

  it('refuses a secret-shop product, whatever its tags', async () => {
    const {response, body} = await flowPost({
      flow: 'pwyw',
      merchandiseId: usVariant(SECRET_PWYW_BRUSH),
      customPrice: '0',
    });
    expect(response.status).toBe(400);
    expect(body).toContain('this item cannot be added to the cart.');
    expect(mutations()).toHaveLength(0);
  });

  it('refuses a second pay-what-you-want item with the limit notice', async () => {
    const first = await flowPost({
      flow: 'pwyw',
      merchandiseId: usVariant(PWYW_BRUSH),
      discount: '0.5',
    });
    expect(first.response.status).toBe(200);
    const cookie = cartCookie(first.response);
    storefront.reset();

    const second = await flowPost(
      {flow: 'pwyw', merchandiseId: usVariant(OTHER_PWYW_BRUSH), customPrice: '1'},
      {cookie},
    );
    expect(second.response.status).toBe(409);
    expect(second.body).toContain(
      'you already have a free or pay-what-you-want item in your cart: one per customer.',
    );
    expect(mutations()).toHaveLength(0);

    const regular = await flowPost(
      {flow: 'conceptStore', merchandiseId: usVariant(CONCEPT_BRUSH)},
      {cookie},
    );
    expect(regular.response.status).toBe(200);
  });
});

describe('the promo pages', () => {
  async function get(path: string) {
    const response = await worker.fetch(path);
    const body = await response.text();
    await worker.settle();
    return {response, body};
  }

  it('shows the concept store at concept-store prices, its critical data in one request', async () => {
    const {response, body} = await get('/concept-store');
    expect(response.status).toBe(200);
    expect(body).toContain('Concept Blender');
    expect(body).toContain('$18.00');
    expect(body).toMatch(/<s class="price-compare">.*\$24\.00<\/s>/);
    expect(body).not.toContain('Plain Brush');
    expect(
      storefront.operations().filter((name) => name === 'ConceptStore'),
    ).toHaveLength(1);
  });

  it('lists only public products tagged pwyw, from their lowest preset price', async () => {
    const {response, body} = await get('/pwyw-products');
    expect(response.status).toBe(200);
    expect(body).toContain('Pay What You Want Blender');
    expect(body).toContain('from $3.60');
    expect(body).not.toContain('Plain Brush');
    expect(body).not.toContain('Secret Liner');
  });

  it.each([
    {case: 'a pwyw product', path: '/pwyw-products/pwyw-blender', status: 200},
    {case: 'a product without pwyw', path: '/pwyw-products/plain-brush', status: 404},
    {case: 'a secret-shop product', path: '/pwyw-products/secret-liner', status: 404},
    {case: 'an unknown handle', path: '/pwyw-products/nothing-here', status: 404},
    {case: 'an implausible handle', path: '/pwyw-products/%3Cscript%3E', status: 404},
  ])('answers $status for $case', async ({path, status}) => {
    const {response, body} = await get(path);
    expect(response.status).toBe(status);
    if (status === 200) expect(body).toContain('choose your price');
  });

  it('renders the chooser in the page for a shopper without JavaScript', async () => {
    const {body} = await get('/pwyw-products/pwyw-blender?choose=1');
    expect(body).toContain('name="discount"');
    expect(body).toContain('name="customPrice"');
    expect(body).toContain('name="redirectTo" value="/cart"');
  });

  it.each([
    {path: '/discounts', text: '35% off any 3 brushes via the eye makeup survey'},
    {path: '/yosegi-signup', text: 'Available 10.27'},
  ])('renders $path with no catalog request', async ({path, text}) => {
    const {response, body} = await get(path);
    expect(response.status).toBe(200);
    expect(body).toContain(text);
    expect(storefront.operations()).not.toContain('ConceptStore');
    expect(storefront.operations()).not.toContain('PwywProducts');
  });
});
