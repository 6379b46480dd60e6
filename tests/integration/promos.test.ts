import {describe, expect, it} from 'vitest';
import {CART_FLOW_ACTION} from '@brush/rules/promos';
import {PRODUCT} from '../emulator/seed-variants';
import {cookiePair} from './support/cookies';
import {localPlatformUpstream, type Json} from './support/upstream';
import {
  postCartPage,
  signedSessionCookie,
  workerAgainst,
  type CartPost,
} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

/** In the concept store: $24, there $18. */
const CONCEPT_BRUSH = PRODUCT.kumo;
/** $22, no promotion. */
const PLAIN_BRUSH = PRODUCT.hoshi;
const PWYW_BRUSH = PRODUCT.kumoMini;
const OTHER_PWYW_BRUSH = PRODUCT.tanpopo;
/** Secret shop and pay what you want: the platform answers for it by id, the public shop does not. */
const SECRET_PWYW_BRUSH = PRODUCT.prototypeLiner;

const flowPost = (
  inputs: Record<string, unknown>,
  {action = CART_FLOW_ACTION, ...post}: CartPost & {action?: string} = {},
) => postCartPage(worker, action, inputs, post);

/** The action's own calls: a refused post still renders the cart page (shell, cart). */
const actionCalls = () =>
  storefront
    .operations()
    .filter((name) => name === 'CartWrite' || name.startsWith('cart'));
/** The writes among them: the one read before a write may be made for a post then refused. */
const writes = () => actionCalls().filter((name) => name.startsWith('cart'));
/** The lines the storefront sent to the platform in its one mutation. */
const sentAttributes = () =>
  (storefront.mutations()[0]?.variables as {input?: {lines?: {attributes?: unknown}[]}})
    ?.input?.lines;

describe('the concept-store flow', () => {
  it('marks a concept-store line on the server after checking the collection', async () => {
    const {response} = await flowPost({
      flow: 'conceptStore',
      merchandiseId: CONCEPT_BRUSH.us,
    });
    expect(response.status).toBe(200);
    expect(actionCalls()).toEqual(['CartWrite', 'cartCreate']);
    expect(sentAttributes()).toEqual([
      {
        merchandiseId: CONCEPT_BRUSH.us,
        quantity: 1,
        attributes: [{key: '_conceptStore', value: 'true'}],
      },
    ]);
  });

  it('takes the flow named in a plain LinesAdd the same way', async () => {
    const {response} = await flowPost(
      {flow: 'conceptStore', merchandiseId: CONCEPT_BRUSH.us},
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
      {fields: {merchandiseId: CONCEPT_BRUSH.us, redirectTo: '/cart'}},
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/cart');
    expect(storefront.mutations()).toHaveLength(1);
  });

  it.each([
    {
      case: 'a product outside the concept store',
      merchandiseId: PLAIN_BRUSH.us,
      message: 'this item is not in the concept store.',
    },
    {
      case: "a variant of another region than the shopper's",
      merchandiseId: CONCEPT_BRUSH.eu,
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
    expect(storefront.mutations()).toHaveLength(0);
  });

  it('refuses a concept-store price tag on a product the collection does not hold', async () => {
    // No seed product carries the tag outside the collection: the platform's answer is given one.
    storefront.rewriting.set('CartWrite', (data: Json) => {
      data.variants[0].product.tags.push('conceptStorePrice:1');
    });
    const {response, body} = await flowPost({
      flow: 'conceptStore',
      merchandiseId: PLAIN_BRUSH.us,
    });
    expect(response.status).toBe(400);
    expect(body).toContain('this item is not in the concept store.');
    expect(storefront.mutations()).toHaveLength(0);
  });

  it.each([
    {
      case: 'a forged _conceptStore attribute on a plain add',
      action: 'LinesAdd',
      inputs: {
        lines: [
          {
            merchandiseId: PLAIN_BRUSH.us,
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
        merchandiseId: CONCEPT_BRUSH.us,
        lines: [{merchandiseId: PLAIN_BRUSH.us, quantity: 1}],
      },
      message: 'this offer is not available for this item.',
    },
    {
      case: 'an unknown flow',
      inputs: {flow: 'complimentary', merchandiseId: PLAIN_BRUSH.us},
      message: 'this offer is not available for this item.',
    },
    {
      case: 'a huge quantity',
      inputs: {
        flow: 'conceptStore',
        merchandiseId: CONCEPT_BRUSH.us,
        quantity: 1e6,
      },
      message: 'please choose a quantity from 0 to 99.',
    },
  ])('refuses $case before writing anything', async (row) => {
    const {inputs, message} = row;
    const {response, body} = await flowPost(inputs, {
      action: 'action' in row ? row.action : CART_FLOW_ACTION,
    });
    expect(response.status).toBe(400);
    expect(body).toContain(message);
    expect(writes()).toEqual([]);
  });

  it('answers 502 with the generic message when the check cannot be made', async () => {
    storefront.failing.add('CartWrite');
    const {response, body} = await flowPost({
      flow: 'conceptStore',
      merchandiseId: CONCEPT_BRUSH.us,
    });
    expect(response.status).toBe(502);
    expect(body).toContain('something went wrong');
    expect(storefront.mutations()).toHaveLength(0);
  });
});

describe('the pay-what-you-want flow', () => {
  it.each([
    {case: 'the 85% preset', inputs: {discount: '0.85'}, price: '3.60'},
    {case: 'the 75% preset', inputs: {discount: '0.75'}, price: '6.00'},
    {case: 'the 50% preset', inputs: {discount: '0.5'}, price: '12.00'},
    {case: 'a custom amount', inputs: {customPrice: '7.5'}, price: '7.50'},
    {case: 'a custom amount of 0 (free)', inputs: {customPrice: '0'}, price: '0.00'},
  ])('adds one unit at $case', async ({inputs, price}) => {
    const {response} = await flowPost({
      flow: 'pwyw',
      merchandiseId: PWYW_BRUSH.us,
      ...inputs,
    });
    expect(response.status).toBe(200);
    expect(sentAttributes()).toEqual([
      {
        merchandiseId: PWYW_BRUSH.us,
        quantity: 1,
        attributes: [{key: '_customPrice', value: price}],
      },
    ]);
  });

  it('takes the amount typed in the form field', async () => {
    const {response} = await flowPost(
      {flow: 'pwyw', merchandiseId: PWYW_BRUSH.us},
      {fields: {customPrice: '2.25'}},
    );
    expect(response.status).toBe(200);
    expect(sentAttributes()?.[0]?.attributes).toEqual([
      {key: '_customPrice', value: '2.25'},
    ]);
  });

  it("prices the presets in the shopper's currency (UK: £21, 75% off)", async () => {
    const {response} = await flowPost(
      {flow: 'pwyw', merchandiseId: PWYW_BRUSH.us, discount: '0.75'},
      {cookie: await signedSessionCookie({country: 'GB'})},
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
  ])('refuses $case with a message, before writing anything', async (row) => {
    const {response, body} = await flowPost({
      flow: 'pwyw',
      merchandiseId: PWYW_BRUSH.us,
      customPrice: row.customPrice,
    });
    expect(response.status).toBe(400);
    expect(body).toContain(
      'please choose a price or enter an amount of 0 or more, in whole cents.',
    );
    expect(writes()).toEqual([]);
  });

  it('refuses a product without pay what you want', async () => {
    const {response, body} = await flowPost({
      flow: 'pwyw',
      merchandiseId: PLAIN_BRUSH.us,
      customPrice: '0',
    });
    expect(response.status).toBe(400);
    expect(body).toContain('this item does not offer pay what you want.');
    expect(storefront.mutations()).toHaveLength(0);
  });

  it('refuses a secret-shop product, whatever its tags', async () => {
    const {response, body} = await flowPost({
      flow: 'pwyw',
      merchandiseId: SECRET_PWYW_BRUSH.us,
      customPrice: '0',
    });
    expect(response.status).toBe(400);
    expect(body).toContain('this item cannot be added to the cart.');
    expect(storefront.mutations()).toHaveLength(0);
  });

  it('refuses a second pay-what-you-want item with the limit notice', async () => {
    const first = await flowPost({
      flow: 'pwyw',
      merchandiseId: PWYW_BRUSH.us,
      discount: '0.5',
    });
    expect(first.response.status).toBe(200);
    const cookie = cookiePair(first.response, 'cart') ?? '';
    storefront.reset();

    const second = await flowPost(
      {flow: 'pwyw', merchandiseId: OTHER_PWYW_BRUSH.us, customPrice: '1'},
      {cookie},
    );
    expect(second.response.status).toBe(409);
    expect(second.body).toContain(
      'you already have a free or pay-what-you-want item in your cart: one per customer.',
    );
    expect(storefront.mutations()).toHaveLength(0);

    const regular = await flowPost(
      {flow: 'conceptStore', merchandiseId: CONCEPT_BRUSH.us},
      {cookie},
    );
    expect(regular.response.status).toBe(200);
  });
});

describe('the promo pages', () => {
  it('shows the concept store at concept-store prices, its critical data in one request', async () => {
    const {response, body} = await worker.get('/concept-store');
    expect(response.status).toBe(200);
    expect(body).toContain(CONCEPT_BRUSH.title);
    expect(body).toContain('$18.00');
    expect(body).toMatch(/<s class="price-compare">.*\$24\.00<\/s>/);
    expect(body).not.toContain(PLAIN_BRUSH.title);
    expect(
      storefront.operations().filter((name) => name === 'ConceptStore'),
    ).toHaveLength(1);
  });

  it('lists only public products tagged pwyw, from their lowest preset price', async () => {
    const {response, body} = await worker.get('/pwyw-products');
    expect(response.status).toBe(200);
    expect(body).toContain(PWYW_BRUSH.title);
    expect(body).toContain('from $3.60');
    expect(body).not.toContain(PLAIN_BRUSH.title);
    expect(body).not.toContain(SECRET_PWYW_BRUSH.title);
  });

  it.each([
    {case: 'a pwyw product', path: `/pwyw-products/${PWYW_BRUSH.handle}`, status: 200},
    {
      case: 'a product without pwyw',
      path: `/pwyw-products/${PLAIN_BRUSH.handle}`,
      status: 404,
    },
    {
      case: 'a secret-shop product',
      path: `/pwyw-products/${SECRET_PWYW_BRUSH.handle}`,
      status: 404,
    },
    {case: 'an unknown handle', path: '/pwyw-products/nothing-here', status: 404},
    {case: 'an implausible handle', path: '/pwyw-products/%3Cscript%3E', status: 404},
  ])('answers $status for $case', async ({path, status}) => {
    const {response, body} = await worker.get(path);
    expect(response.status).toBe(status);
    if (status === 200) expect(body).toContain('choose your price');
  });

  it('renders the chooser in the page for a shopper without JavaScript', async () => {
    const {body} = await worker.get(`/pwyw-products/${PWYW_BRUSH.handle}?choose=1`);
    expect(body).toContain('name="discount"');
    expect(body).toContain('name="customPrice"');
    expect(body).toContain('name="redirectTo" value="/cart"');
  });

  it.each([
    {path: '/discounts', text: '35% off any 3 brushes via the eye makeup survey'},
    {path: '/yosegi-signup', text: 'Available 10.27'},
  ])('renders $path with no catalog request', async ({path, text}) => {
    const {response, body} = await worker.get(path);
    expect(response.status).toBe(200);
    expect(body).toContain(text);
    expect(storefront.operations()).not.toContain('ConceptStore');
    expect(storefront.operations()).not.toContain('PwywProducts');
  });
});
