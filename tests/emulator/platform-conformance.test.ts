import {describe, expect, it} from 'vitest';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {sharedStorefront} from './storefront-platform';

const client = sharedStorefront();

function postAt(version: string): Promise<Response> {
  return fetch(`${client.url}/api/${version}/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN,
    },
    body: JSON.stringify({query: '{ shop { name } }'}),
  });
}

describe('Storefront API versions', () => {
  it.each(['2023-01', '2099-13', 'latest'])(
    'answers 404 for the unsupported version %s',
    async (version) => {
      const response = await postAt(version);
      expect(response.status).toBe(404);
    },
  );

  it.each(['2024-10', '2025-01', 'unstable'])(
    'answers the supported version %s',
    async (version) => {
      const response = await postAt(version);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-shopify-api-version')).toBe(version);
      const body = (await response.json()) as {data?: {shop?: {name?: string}}};
      expect(body.data?.shop?.name).toEqual(expect.any(String));
    },
  );

  it('gives every answer its own request id, errors included', async () => {
    const answers = await Promise.all([
      postAt('2025-01'),
      postAt('2025-01'),
      client.post('{not json'),
    ]);
    const ids = answers.map((response) => response.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[\w-]{16,}$/);
    expect(new Set(ids).size).toBe(answers.length);
    expect(answers[2]?.status).toBe(400);
  });
});

describe('validation errors name what they refuse, as Shopify does', () => {
  it.each([
    [
      'an unknown field',
      '{ shop { name colour } }',
      {code: 'undefinedField', typeName: 'Shop', fieldName: 'colour'},
    ],
    [
      'an unknown argument',
      '{ shop(id: "1") { name } }',
      {code: 'argumentNotAccepted', name: 'shop', typeName: 'Field', argumentName: 'id'},
    ],
    [
      'a missing required argument',
      '{ menu { id } }',
      {
        code: 'missingRequiredArguments',
        className: 'Field',
        name: 'menu',
        arguments: 'handle',
      },
    ],
    [
      'an undefined variable',
      '{ product(handle: $handle) { id } }',
      {code: 'variableNotDefined', variableName: 'handle'},
    ],
    [
      'an unknown fragment',
      '{ shop { ...Missing } }',
      {code: 'undefinedFragment', fragmentName: 'Missing'},
    ],
    [
      'an unknown type',
      '{ shop { ... on Colour { id } } }',
      {code: 'undefinedType', typeName: 'Colour'},
    ],
  ])('%s', async (_name, query, extensions) => {
    const {errors} = await client.query(query);
    expect(errors?.[0]?.extensions).toEqual(extensions);
  });
});
