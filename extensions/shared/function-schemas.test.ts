import {readFileSync} from 'node:fs';
import {parse, validate} from 'graphql';
import {describe, expect, it} from 'vitest';
import {functionTargets} from '../../dev/functions-build';
import {
  functionSchema,
  inputQueryErrors,
} from '../../emulators/commerce/src/functions/input-schema';

/** The type Shopify's schema names for a target's output: CartLinesDiscountsGenerateRunResult. */
function resultType(target: string): string {
  const words = target
    .split(/[.-]/)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return `${words.join('')}Result`;
}

function inputQuery(dir: string, target: string) {
  return parse(
    readFileSync(`${dir}/src/${target.replace(/[.-]/g, '_')}.graphql`, 'utf8'),
  );
}

/**
 * Shopify validates each input query against its function's API when the app is deployed; a
 * query asking for a field the API lacks does not deploy. The platform checks the same when
 * it starts (installed.ts); these hold every function to it without starting the platform.
 */
describe.each(functionTargets())('extensions/$handle', ({handle, target, dir}) => {
  const schema = functionSchema(handle);

  it('holds the schema of its target’s Function API', () => {
    expect(schema.getType(resultType(target))).toBeDefined();
  });

  it('has an input query valid against its schema.graphql', () => {
    expect(validate(schema, inputQuery(dir, target)).map(String)).toEqual([]);
  });

  it('asks only for fields its target may read and the platform answers', () => {
    expect(inputQueryErrors(schema, inputQuery(dir, target), target)).toEqual([]);
  });
});

describe('an input query the platform refuses at start-up', () => {
  const TARGET = 'cart.lines.discounts.generate.run';
  const schema = functionSchema('programme-prices');
  const errors = (query: string) => inputQueryErrors(schema, parse(query), TARGET);

  it('a field Shopify’s Function API lacks: a product’s list of tags (decision 0104)', () => {
    expect(
      errors(
        '{ cart { lines { merchandise { ... on ProductVariant { product { tags } } } } } }',
      ),
    ).toEqual([expect.stringContaining('Cannot query field "tags" on type "Product".')]);
  });

  it('a field kept for another target', () => {
    expect(errors('{ enteredDiscountCodes }')).toContainEqual(
      expect.stringContaining(
        'Input.enteredDiscountCodes is only for cart.lines.discounts.generate.fetch',
      ),
    );
  });

  it('a field of Shopify’s schema the platform does not answer, named', () => {
    expect(errors('{ cart { deliveryGroups { id } } }')).toEqual([
      "Cart.deliveryGroups is in Shopify's schema, but the local platform does not answer it (emulators/commerce/src/functions/input.ts)",
      "CartDeliveryGroup.id is in Shopify's schema, but the local platform does not answer it (emulators/commerce/src/functions/input.ts)",
    ]);
  });
});
