import {
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import {typeFromAST} from 'graphql';

/**
 * What the platform refuses about a document's shape before running it. The Storefront API has
 * no calculated-cost ceiling: Shopify protects it with input and page limits (250) and by
 * throttling bots. Beyond those, the platform refuses only what no storefront's query can be:
 * a fragment bomb, thousands of aliases, nesting deeper than any real query, or a document
 * still being checked when its time is up. Every bound is far above what Hydrogen's starter
 * and this shop send (tests/emulator/storefront-query-cost.test.ts shows both).
 */

/** Shopify's input limit: an argument's list holds at most 250 items, at any depth. */
export const MAX_INPUT_ARRAY_SIZE = 250;
export const MAX_INPUT_SIZE_CODE = 'MAX_INPUT_SIZE_EXCEEDED';

/**
 * Nested fields, counted as graphql-ruby (Shopify's engine) counts depth: `{ shop { name } }`
 * is 2. The starter's and the shop's deepest operations are 7 and 8, graphql-js's
 * introspection query 15.
 */
export const MAX_QUERY_DEPTH = 30;
export const MAX_DEPTH_CODE = 'MAX_DEPTH_EXCEEDED';

/**
 * Aliased fields once fragments are spread: a storefront renames a field a few times (three
 * image sizes, two lookups); thousands of aliased searches are a flood in one request.
 */
export const MAX_ALIASES = 250;
export const MAX_ALIASES_CODE = 'MAX_ALIASES_EXCEEDED';

/**
 * Fields once every fragment spread is written out: the starter's and the shop's largest
 * operations select 123 and 100; fragments that each spread the next twice select millions
 * from a kilobyte of text.
 */
export const MAX_SPREAD_FIELDS = 5000;
export const MAX_FIELDS_CODE = 'MAX_FIELDS_EXCEEDED';

/**
 * How long validating one document, and checking its shape and cost, may each take. The
 * storefront's queries take a few milliseconds and the largest document the tests send
 * (11,000 aliased fields, 600 KB) about 300 on a quiet machine and over a second on a busy
 * one; the platform answers requests one at a time, so a document still being checked after
 * this long holds every other request behind it and is refused instead.
 */
export const VALIDATION_TIME_LIMIT_MS = 3000;
export const VALIDATION_TIMEOUT_CODE = 'VALIDATION_TIME_EXCEEDED';

/** Thrown when checking a document outlasts its deadline. */
export class ValidationTimeout extends Error {
  constructor() {
    super('query validation ran out of time');
    this.name = 'ValidationTimeout';
  }
}

export function validationTimeoutError(): GraphQLFormattedError {
  return {
    message: `Checking this query took longer than ${VALIDATION_TIME_LIMIT_MS} ms, so it was refused. Use fewer fragments and fields.`,
    extensions: {
      code: VALIDATION_TIMEOUT_CODE,
      maxMilliseconds: VALIDATION_TIME_LIMIT_MS,
    },
  };
}

export interface Deadline {
  /** When checking must be over, on the `now` clock. */
  at: number;
  now: () => number;
}

export function validationDeadline(now: () => number = Date.now): Deadline {
  return {at: now() + VALIDATION_TIME_LIMIT_MS, now};
}

export function checkDeadline(deadline: Deadline | undefined): void {
  if (deadline && deadline.now() > deadline.at) throw new ValidationTimeout();
}

/** A validation rule that stops graphql's validation once the deadline has passed. */
export function deadlineRule(deadline: Deadline): ValidationRule {
  return () => ({enter: () => checkDeadline(deadline)});
}

export type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION
        ? [[definition.name.value, definition] as const]
        : [],
    ),
  );
}

/** How an operation looks once its fragments are spread. */
export interface QueryShape {
  depth: number;
  fields: number;
  aliases: number;
}

const FLAT: QueryShape = {depth: 0, fields: 0, aliases: 0};

/** Sums that would pass exact integers stop there: a bomb's count only has to be too big. */
function capped(value: number): number {
  return Math.min(value, Number.MAX_SAFE_INTEGER);
}

function beside(a: QueryShape, b: QueryShape): QueryShape {
  return {
    depth: Math.max(a.depth, b.depth),
    fields: capped(a.fields + b.fields),
    aliases: capped(a.aliases + b.aliases),
  };
}

/**
 * The operation's depth, fields and aliases with every spread written out, in time linear in
 * the document: each fragment's shape is worked out once and reused at every spread.
 */
export function queryShape(
  operation: OperationDefinitionNode,
  fragments: Fragments,
  deadline?: Deadline,
): QueryShape {
  const known = new Map<string, QueryShape>();
  const shapeOf = (selectionSet: SelectionSetNode): QueryShape => {
    checkDeadline(deadline);
    let shape = FLAT;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const inner = selection.selectionSet ? shapeOf(selection.selectionSet) : FLAT;
        shape = beside(shape, {
          depth: 1 + inner.depth,
          fields: capped(1 + inner.fields),
          aliases: capped((selection.alias ? 1 : 0) + inner.aliases),
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        shape = beside(shape, shapeOf(selection.selectionSet));
      } else {
        const name = selection.name.value;
        let fragmentShape = known.get(name);
        if (!fragmentShape) {
          // Marked first, so a fragment spreading itself (which validation refuses) ends here.
          known.set(name, FLAT);
          const fragment = fragments.get(name);
          fragmentShape = fragment ? shapeOf(fragment.selectionSet) : FLAT;
          known.set(name, fragmentShape);
        }
        shape = beside(shape, fragmentShape);
      }
    }
    return shape;
  };
  return shapeOf(operation.selectionSet);
}

/** The first bound the shape passes, in Shopify's words (graphql-ruby's, for depth). */
export function shapeError(shape: QueryShape): GraphQLFormattedError | null {
  if (shape.depth > MAX_QUERY_DEPTH) {
    return {
      message: `Query has depth of ${shape.depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`,
      extensions: {code: MAX_DEPTH_CODE, depth: shape.depth, maxDepth: MAX_QUERY_DEPTH},
    };
  }
  if (shape.aliases > MAX_ALIASES) {
    return {
      message: `Query has ${shape.aliases} aliases, which exceeds max aliases of ${MAX_ALIASES}`,
      extensions: {
        code: MAX_ALIASES_CODE,
        aliases: shape.aliases,
        maxAliases: MAX_ALIASES,
      },
    };
  }
  if (shape.fields > MAX_SPREAD_FIELDS) {
    return {
      message: `Query has ${shape.fields} fields once its fragments are spread, which exceeds max fields of ${MAX_SPREAD_FIELDS}`,
      extensions: {
        code: MAX_FIELDS_CODE,
        fields: shape.fields,
        maxFields: MAX_SPREAD_FIELDS,
      },
    };
  }
  return null;
}

function inputSizeError(size: number): GraphQLFormattedError {
  return {
    message: `The input array size of ${size} is greater than the maximum allowed of ${MAX_INPUT_ARRAY_SIZE}.`,
    extensions: {code: MAX_INPUT_SIZE_CODE, size, maxSize: MAX_INPUT_ARRAY_SIZE},
  };
}

/** The longest list written in the document's own text (arguments and variable defaults). */
export function longestLiteralList(document: DocumentNode): number {
  let longest = 0;
  visit(document, {
    ListValue(node) {
      longest = Math.max(longest, node.values.length);
    },
  });
  return longest;
}

/** The longest list in a variable's value, following the schema's list types only. */
function longestList(value: unknown, type: GraphQLInputType): number {
  const nullable = getNullableType(type);
  if (value === null || value === undefined) return 0;
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return longestList(value, nullable.ofType);
    return value.reduce<number>(
      (longest, item) => Math.max(longest, longestList(item, nullable.ofType)),
      value.length,
    );
  }
  if (isInputObjectType(nullable) && typeof value === 'object') {
    const fields = nullable.getFields();
    return Object.entries(value as Record<string, unknown>).reduce<number>(
      (longest, [name, item]) => {
        const field = fields[name];
        return field ? Math.max(longest, longestList(item, field.type)) : longest;
      },
      0,
    );
  }
  return 0;
}

/** Shopify's error for a list above 250 items in the text or in the variables, else null. */
export function inputSizeErrorOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  literalLongest: number,
  variables: Record<string, unknown>,
): GraphQLFormattedError | null {
  let longest = literalLongest;
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type) {
      longest = Math.max(
        longest,
        longestList(variables[definition.variable.name.value], type),
      );
    }
  }
  return longest > MAX_INPUT_ARRAY_SIZE ? inputSizeError(longest) : null;
}
