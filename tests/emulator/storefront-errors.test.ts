import {describe, expect, it} from 'vitest';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {startCommercePlatform} from '../../emulators/commerce/src/server';
import {sharedStorefront, GRAPHQL_PATH} from './storefront-platform';

const client = sharedStorefront();

describe('refused documents and variables: HTTP 200 with Shopify-shaped errors', () => {
  it.each([
    ['a syntax error', '{ product(handle: "x") { id }', 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', '{ shop { name colour } }', 'undefinedField'],
    ['an unknown argument', '{ shop(id: "1") { name } }', 'argumentNotAccepted'],
    ['a missing required argument', '{ menu { id } }', 'missingRequiredArguments'],
    [
      'a literal of the wrong type',
      '{ products(first: "ten") { nodes { id } } }',
      'argumentLiteralsIncompatible',
    ],
    [
      'an unknown enum value',
      '{ products(first: 1, sortKey: COLOUR) { nodes { id } } }',
      'argumentLiteralsIncompatible',
    ],
    ['a leaf without selection', '{ shop }', 'selectionMismatch'],
    [
      'an undefined variable',
      '{ product(handle: $handle) { id } }',
      'variableNotDefined',
    ],
    ['an unknown fragment', '{ shop { ...Missing } }', 'undefinedFragment'],
  ])('%s', async (_name, query, code) => {
    const {data, errors} = await client.query(query);
    expect(data).toBeUndefined();
    expect(errors?.[0]).toMatchObject({
      message: expect.any(String),
      locations: expect.arrayContaining([
        expect.objectContaining({line: 1, column: expect.any(Number)}),
      ]),
      extensions: {code},
    });
  });

  it.each([
    ['of the wrong type', {handle: 7}],
    ['missing while required', {}],
    ['null while required', {handle: null}],
  ])('refuses a variable %s', async (_name, variables) => {
    const {data, errors} = await client.query(
      'query P($handle: String!) { product(handle: $handle) { id } }',
      variables,
    );
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_VARIABLE');
    expect(errors?.[0]?.locations).toEqual([{line: 1, column: 9}]);
  });

  it('refuses an input object variable with an unknown field', async () => {
    const {errors} = await client.query(
      'query P($o: [SelectedOptionInput!]!) { product(handle: "kumo-blending-brush") { variantBySelectedOptions(selectedOptions: $o) { id } } }',
      {o: [{name: 'Region', value: 'US', colour: 'red'}]},
    );
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_VARIABLE');
  });

  it('needs an operation name when the document holds several', async () => {
    const document = 'query A { shop { name } } query B { shop { id } }';
    expect((await client.query(document)).errors?.[0]?.extensions?.code).toBe(
      'OPERATION_NOT_FOUND',
    );
    const response = await client.post(
      JSON.stringify({query: document, operationName: 'B'}),
    );
    expect(await response.json()).toEqual({
      data: {shop: {id: 'gid://shopify/Shop/1000000001'}},
    });
  });

  it('refuses pages above 250 and cursors it did not issue, with a path', async () => {
    const tooMany = await client.query('{ products(first: 251) { nodes { id } } }');
    expect(tooMany.errors?.[0]).toMatchObject({
      path: ['products'],
      extensions: {code: 'BAD_REQUEST'},
    });
    const badCursor = await client.query(
      '{ products(first: 2, after: "not-a-cursor") { nodes { id } } }',
    );
    expect(badCursor.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('stops a query of deeply nested pages at the fields it may resolve, with one error', async () => {
    const products = (inner: string) =>
      `products(first: 250) { nodes { id title handle vendor tags ${inner} } }`;
    const collections = (inner: string) =>
      `collections(first: 250) { nodes { id title handle ${inner} } }`;
    const query = `{ ${products(collections(products(collections(products(collections(''))))))} }`;
    const {data, errors} = await client.query(query);
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({code: 'MAX_COMPLEXITY_EXCEEDED'}),
      }),
    ]);
  });

  it('says so when a mutation is not implemented on the platform', async () => {
    const {errors} = await client.query(
      'mutation { customerAddressDelete(customerAccessToken: "x", id: "gid://shopify/MailingAddress/1") { deletedCustomerAddressId } }',
    );
    expect(errors?.[0]?.extensions?.code).toBe('NOT_IMPLEMENTED');
  });
});

describe('malformed requests', () => {
  it.each([
    ['a body that is not JSON', '{"query": '],
    ['a JSON array', '[1, 2]'],
    ['no query', '{"variables": {}}'],
    [
      'variables that are not an object',
      '{"query": "{ shop { id } }", "variables": [1]}',
    ],
  ])('answers 400 for %s', async (_name, body) => {
    const response = await client.post(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as {errors: {message: string}[]};
    expect(json.errors[0]?.message).toEqual(expect.any(String));
  });

  it('answers 413 to a body over 1 MB', async () => {
    const query = `{ shop { name } } # ${'x'.repeat(2 * 1024 * 1024)}`;
    const response = await client.post(JSON.stringify({query}));
    expect(response.status).toBe(413);
  });

  it('accepts an application/graphql body on another supported API version', async () => {
    const response = await fetch(`${client.url}/api/2024-10/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/graphql',
        'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
      },
      body: '{ shop { name } }',
    });
    expect(await response.json()).toEqual({data: {shop: {name: 'Fude Atelier'}}});
  });

  it('answers 405 to a GET and 404 elsewhere', async () => {
    expect((await fetch(`${client.url}${GRAPHQL_PATH}`)).status).toBe(405);
    expect((await fetch(`${client.url}/nothing-here`)).status).toBe(404);
  });
});

describe('access', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', {'X-Shopify-Storefront-Access-Token': 'x'.repeat(32)}],
    [
      'a private token when none is configured',
      {'Shopify-Storefront-Private-Token': LOCAL_STOREFRONT_TOKEN},
    ],
  ])('answers 401 with %s', async (_name, headers) => {
    const response = await fetch(`${client.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...headers},
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      errors: [{extensions: {code: 'UNAUTHORIZED'}}],
    });
  });

  it('accepts the private token header when the platform has one', async () => {
    const platform = await startCommercePlatform({
      port: 0,
      dbPath: ':memory:',
      warm: false,
      config: {privateStorefrontToken: 'shpat_private-token-for-the-test'},
    });
    try {
      const response = await fetch(`${platform.url}${GRAPHQL_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Shopify-Storefront-Private-Token': 'shpat_private-token-for-the-test',
        },
        body: JSON.stringify({query: '{ shop { name } }'}),
      });
      expect(response.status).toBe(200);
    } finally {
      await platform.close();
    }
  });

  it('answers CORS preflights for any storefront origin and says it is healthy', async () => {
    const preflight = await fetch(`${client.url}${GRAPHQL_PATH}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'content-type,x-shopify-storefront-access-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(
      'http://localhost:3000',
    );
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-shopify-storefront-access-token',
    );
    const health = await fetch(`${client.url}/healthz`);
    expect(await health.json()).toEqual({ok: true});
  });
});
