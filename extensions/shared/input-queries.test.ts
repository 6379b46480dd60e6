import {readFileSync, readdirSync} from 'node:fs';
import {Kind, parse, visit, type ValueNode} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  CART_ATTRIBUTES,
  LINE_ATTRIBUTES,
  SHOP_LINE_ATTRIBUTES,
} from '@brush/rules/cart-attributes';
import {WHITE_CHEEK_BRUSH_TAG} from '@brush/rules/add-to-cart-dialog';
import {PWYW_TAG} from '@brush/rules/pwyw';

const EXTENSIONS = new URL('../', import.meta.url);
const functions = readdirSync(EXTENSIONS, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

function inputQuery(handle: string) {
  const folder = new URL(`${handle}/src/`, EXTENSIONS);
  const file = readdirSync(folder).find((name) => name.endsWith('.graphql'));
  if (!file) throw new Error(`${handle} has no input query`);
  return parse(readFileSync(new URL(file, folder), 'utf8'));
}

function literal(value: ValueNode): unknown {
  if (value.kind === Kind.STRING) return value.value;
  if (value.kind === Kind.LIST) return value.values.map(literal);
  return undefined;
}

/** Input queries cannot import constants, so this holds them to the spec's names. */
describe.each(functions)('extensions/%s input query', (handle) => {
  const query = inputQuery(handle);
  const argumentsOf = (field: string, name: string) => {
    const found: unknown[] = [];
    visit(query, {
      Field(node) {
        if (node.name.value !== field) return;
        const argument = node.arguments?.find(
          (candidate) => candidate.name.value === name,
        );
        if (argument) found.push(literal(argument.value));
      },
    });
    return found;
  };

  it('asks only for the spec’s attribute keys and the shop’s own', () => {
    const known = new Set<unknown>([
      ...Object.values(LINE_ATTRIBUTES),
      ...Object.values(SHOP_LINE_ATTRIBUTES),
      ...Object.values(CART_ATTRIBUTES),
    ]);
    expect(argumentsOf('attribute', 'key').filter((key) => !known.has(key))).toEqual([]);
  });

  it('names pay what you want and the white cheek brush by the shop’s tags', () => {
    for (const tags of argumentsOf('hasAnyTag', 'tags').filter(Array.isArray)) {
      expect([[PWYW_TAG], [WHITE_CHEEK_BRUSH_TAG]]).toContainEqual(tags);
    }
  });

  it('keeps its configuration under its own app namespace, as its TOML declares', () => {
    const toml = readFileSync(
      new URL(`${handle}/shopify.extension.toml`, EXTENSIONS),
      'utf8',
    );
    const namespaces = argumentsOf('metafield', 'namespace').filter((namespace) =>
      String(namespace).startsWith('$app:'),
    );
    expect(namespaces.every((namespace) => namespace === `$app:${handle}`)).toBe(true);
    expect(toml).toContain(`handle = "${handle}"`);
    if (toml.includes('[extensions.input.variables]')) {
      expect(toml).toContain(`namespace = "$app:${handle}"`);
      expect(namespaces).toContain(`$app:${handle}`);
    }
  });
});
