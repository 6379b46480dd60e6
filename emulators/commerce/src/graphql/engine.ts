import {
  execute,
  getDirectiveValues,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {getVariableValues} from 'graphql/execution/values';
import {currencyForCountry} from '@brush/rules/countries';
import {PLATFORM_WRITE_TIMEOUT_MS} from '../config';
import {displayCurrency} from '../markets';
import type {RequestContext, Resolvers} from '../types';
import {
  createFieldResolver,
  MAX_COMPLEXITY_CODE,
  resolveAbstractType,
} from './default-resolver';
import {queryCost} from './query-cost';
import {
  deadlineRule,
  fragmentsOf,
  inputSizeErrorOf,
  longestLiteralList,
  queryShape,
  shapeError,
  validationDeadline,
  validationTimeoutError,
  ValidationTimeout,
} from './query-limits';

export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_LANGUAGE = 'EN';
const UNKNOWN_REGION = 'ZZ';

/** How many distinct query texts keep their parsed and validated document. */
const DOCUMENT_CACHE_SIZE = 500;

export type MarketContext = Pick<RequestContext, 'country' | 'language' | 'currency'>;

/** What the HTTP layer needs to answer and to log one GraphQL request. */
export interface GraphQLOutcome {
  /**
   * 200 for anything GraphQL-shaped (even errors, as Shopify does); 400 for a malformed request;
   * 503 for a mutation that waited past the platform's request timeout.
   */
  status: number;
  body: {data?: unknown; errors?: GraphQLFormattedError[]};
  operationName: string | null;
  operationType: 'query' | 'mutation' | 'subscription' | null;
  rootFields: string[];
  market: MarketContext | null;
  /** The operation's requested cost (query-cost.ts), once its variables are known. */
  cost: number | null;
}

interface CachedDocument {
  document?: DocumentNode;
  /** The longest list written in the document's text, for Shopify's input limit. */
  longestList?: number;
  errors?: GraphQLFormattedError[];
}

interface RequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * Shopify's codes for the validation failures a client meets most, with the names Shopify
 * puts beside them: each pattern's named groups become extensions of the same name, and
 * `fixed` adds the constant ones (Shopify says which kind of node an argument belongs to).
 * Any other failure is reported with a generic code.
 */
const VALIDATION_CODES: {
  pattern: RegExp;
  code: string;
  fixed?: Record<string, string>;
}[] = [
  {
    pattern: /^Cannot query field "(?<fieldName>[^"]+)" on type "(?<typeName>[^"]+)"/,
    code: 'undefinedField',
  },
  {
    pattern:
      /^Unknown argument "(?<argumentName>[^"]+)" on field "(?:[^".]+\.)?(?<name>[^"]+)"/,
    code: 'argumentNotAccepted',
    fixed: {typeName: 'Field'},
  },
  {
    pattern: /^Unknown argument "(?<argumentName>[^"]+)" on directive "@?(?<name>[^"]+)"/,
    code: 'argumentNotAccepted',
    fixed: {typeName: 'Directive'},
  },
  {
    pattern:
      /^Field "(?<name>[^"]+)" argument "(?<arguments>[^"]+)" of type ".*" is required/,
    code: 'missingRequiredArguments',
    fixed: {className: 'Field'},
  },
  {
    pattern:
      /^Directive "@?(?<name>[^"]+)" argument "(?<arguments>[^"]+)" of type ".*" is required/,
    code: 'missingRequiredArguments',
    fixed: {className: 'Directive'},
  },
  {pattern: /^Unknown type "(?<typeName>[^"]+)"/, code: 'undefinedType'},
  {pattern: /^Unknown directive "@?(?<directiveName>[^"]+)"/, code: 'undefinedDirective'},
  {pattern: /^Unknown fragment "(?<fragmentName>[^"]+)"/, code: 'undefinedFragment'},
  {
    pattern: /^Fragment "(?<fragmentName>[^"]+)" is never used/,
    code: 'useAndDefineFragment',
  },
  {
    pattern: /^Variable "\$(?<variableName>[^"]+)" is not defined/,
    code: 'variableNotDefined',
  },
  {
    pattern: /^Variable "\$(?<variableName>[^"]+)" is never used/,
    code: 'variableNotUsed',
  },
  {
    pattern: /must have a selection of subfields|must not have a selection/,
    code: 'selectionMismatch',
  },
  {
    pattern:
      /cannot represent|^Expected value of type|^Value ".*" does not exist in ".*" enum/,
    code: 'argumentLiteralsIncompatible',
  },
  {
    pattern: /^Variable "\$(?<variableName>[^"]+)" of type ".*" used in position/,
    code: 'variableMismatch',
  },
];

function validationExtensions(message: string): Record<string, string> {
  for (const {pattern, code, fixed} of VALIDATION_CODES) {
    const match = pattern.exec(message);
    if (match) return {code, ...fixed, ...match.groups};
  }
  return {code: 'validationFailed'};
}

function withExtensions(
  error: GraphQLError,
  extensions: Record<string, string>,
): GraphQLFormattedError {
  const formatted = error.toJSON();
  return {...formatted, extensions: {...formatted.extensions, ...extensions}};
}

function requestError(message: string, code: string): GraphQLFormattedError {
  return {message, extensions: {code}};
}

const LATE_WRITE_MESSAGE =
  'The request timed out before the change could be made. Nothing was changed.';

function lateWriteError(): GraphQLFormattedError {
  return requestError(LATE_WRITE_MESSAGE, 'TIMEOUT');
}

/**
 * A write that has waited more than PLATFORM_WRITE_TIMEOUT_MS since the platform received it
 * is not made (decision 0124). The engine checks before a mutation runs; a cart write that
 * yields before it writes (its pricing runs off the thread) checks again in the turn that
 * writes, and throws `LateWrite`, so a write is made within the limit or not at all.
 */
export function writeIsLate(context: Pick<RequestContext, 'receivedAt'>): boolean {
  return (
    context.receivedAt !== undefined &&
    performance.now() - context.receivedAt > PLATFORM_WRITE_TIMEOUT_MS
  );
}

export class LateWrite extends GraphQLError {
  constructor() {
    super(LATE_WRITE_MESSAGE, {extensions: {code: 'TIMEOUT'}});
  }
}

/**
 * Parses, validates and executes Storefront API requests against the official schema. Parsed
 * and validated documents are cached by their text, since a storefront sends the same few
 * queries over and over.
 */
export class StorefrontEngine {
  private readonly documents = new Map<string, CachedDocument>();
  /** Each operation's refusal for its shape (or null), worked out once per parsed document. */
  private readonly shapes = new WeakMap<
    OperationDefinitionNode,
    GraphQLFormattedError | null
  >();
  private readonly fieldResolver;

  constructor(
    private readonly schema: GraphQLSchema,
    resolvers: Resolvers,
  ) {
    this.fieldResolver = createFieldResolver(resolvers);
  }

  async run(
    rawBody: unknown,
    baseContext: Omit<RequestContext, keyof MarketContext>,
  ): Promise<GraphQLOutcome> {
    const outcome: GraphQLOutcome = {
      status: 200,
      body: {},
      operationName: null,
      operationType: null,
      rootFields: [],
      market: null,
      cost: null,
    };
    const fail = (status: number, errors: GraphQLFormattedError[]): GraphQLOutcome => ({
      ...outcome,
      status,
      body: {errors},
    });

    if (!rawBody || typeof rawBody !== 'object' || Array.isArray(rawBody)) {
      return fail(400, [
        requestError('The request body must be a JSON object.', 'BAD_REQUEST'),
      ]);
    }
    const body = rawBody as RequestBody;
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      return fail(400, [requestError('No query string was present.', 'BAD_REQUEST')]);
    }
    const variables = parseVariables(body.variables);
    if (variables === undefined) {
      return fail(400, [requestError('Variables must be a JSON object.', 'BAD_REQUEST')]);
    }
    if (body.operationName != null && typeof body.operationName !== 'string') {
      return fail(400, [requestError('operationName must be a string.', 'BAD_REQUEST')]);
    }

    const cached = this.document(body.query);
    if (!cached.document) return fail(200, cached.errors ?? []);
    const document = cached.document;

    const operation = getOperationAST(document, body.operationName ?? undefined);
    if (!operation) {
      return fail(200, [
        requestError(
          body.operationName
            ? `No operation named '${body.operationName}'.`
            : 'An operation name is required when the document holds several operations.',
          'OPERATION_NOT_FOUND',
        ),
      ]);
    }
    outcome.operationName = operation.name?.value ?? body.operationName ?? null;
    outcome.operationType = operation.operation;
    outcome.rootFields = operation.selectionSet.selections.flatMap((selection) =>
      selection.kind === 'Field' ? [selection.name.value] : [],
    );
    if (operation.operation === 'subscription') {
      return fail(200, [
        requestError(
          'Subscriptions are not supported by the Storefront API.',
          'BAD_REQUEST',
        ),
      ]);
    }

    const fragments = fragmentsOf(document);
    let refused: GraphQLFormattedError | null;
    try {
      refused = this.shapeOf(operation, fragments);
    } catch (error) {
      if (error instanceof ValidationTimeout)
        return fail(200, [validationTimeoutError()]);
      throw error;
    }
    if (refused) return fail(200, [refused]);

    const coerced = getVariableValues(
      this.schema,
      operation.variableDefinitions ?? [],
      variables,
    );
    if (coerced.errors) {
      return fail(
        200,
        coerced.errors.map((error) => withExtensions(error, {code: 'INVALID_VARIABLE'})),
      );
    }
    const tooLong = inputSizeErrorOf(
      this.schema,
      operation,
      cached.longestList ?? 0,
      coerced.coerced,
    );
    if (tooLong) return fail(200, [tooLong]);

    try {
      outcome.cost = queryCost(
        this.schema,
        operation,
        fragments,
        coerced.coerced,
        validationDeadline(),
      );
    } catch (error) {
      if (error instanceof ValidationTimeout)
        return fail(200, [validationTimeoutError()]);
      throw error;
    }

    const market = this.market(operation, coerced.coerced);
    outcome.market = market;
    if (operation.operation === 'mutation' && writeIsLate(baseContext)) {
      return fail(503, [lateWriteError()]);
    }
    const result: ExecutionResult = await execute({
      schema: this.schema,
      document,
      rootValue: {},
      contextValue: {...baseContext, ...market},
      variableValues: variables,
      operationName: body.operationName ?? undefined,
      fieldResolver: this.fieldResolver,
      typeResolver: resolveAbstractType,
    });
    // A cart write that priced the cart off the thread checks the time again where it writes:
    // when that refused every field of the mutation, nothing was changed (decision 0134).
    if (
      operation.operation === 'mutation' &&
      result.errors?.some((error) => error.originalError instanceof LateWrite) &&
      Object.values(result.data ?? {}).every((value) => value === null)
    ) {
      return fail(503, [lateWriteError()]);
    }
    const tooComplex = result.errors?.find(
      (error) => error.extensions.code === MAX_COMPLEXITY_CODE,
    );
    if (tooComplex) {
      // Every field after the limit failed the same way: one error says it, without the data.
      outcome.body = {errors: [formatExecutionError(tooComplex)]};
      return outcome;
    }
    outcome.body = {data: result.data};
    if (result.errors?.length)
      outcome.body.errors = result.errors.map(formatExecutionError);
    return outcome;
  }

  /** The market of @inContext(country:, language:) on the operation; US / EN without it. */
  private market(
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
  ): MarketContext {
    const directive = this.schema.getDirective('inContext');
    const values = directive
      ? getDirectiveValues(directive, operation, variables)
      : undefined;
    // ZZ ("unknown region", Hydrogen's default) means the shop's own market.
    const country =
      typeof values?.country === 'string' && values.country !== UNKNOWN_REGION
        ? values.country
        : DEFAULT_COUNTRY;
    const language =
      typeof values?.language === 'string' ? values.language : DEFAULT_LANGUAGE;
    return {
      country,
      language,
      currency: displayCurrency(country, currencyForCountry(country)),
    };
  }

  /** Refusal of an operation for its depth, aliases or spread fields (query-limits.ts). */
  private shapeOf(
    operation: OperationDefinitionNode,
    fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  ): GraphQLFormattedError | null {
    const known = this.shapes.get(operation);
    if (known !== undefined) return known;
    const refused = shapeError(queryShape(operation, fragments, validationDeadline()));
    this.shapes.set(operation, refused);
    return refused;
  }

  private document(query: string): CachedDocument {
    const hit = this.documents.get(query);
    if (hit) {
      // Re-inserting keeps the map in least-recently-used order for eviction.
      this.documents.delete(query);
      this.documents.set(query, hit);
      return hit;
    }
    let entry: CachedDocument;
    try {
      const document = parse(query);
      const errors = validate(this.schema, document, [
        ...specifiedRules,
        deadlineRule(validationDeadline()),
      ]);
      entry = errors.length
        ? {
            errors: errors.map((error) =>
              withExtensions(error, validationExtensions(error.message)),
            ),
          }
        : {document, longestList: longestLiteralList(document)};
    } catch (error) {
      // Not kept: the same text may be checked in time once the machine is less busy.
      if (error instanceof ValidationTimeout) return {errors: [validationTimeoutError()]};
      entry = {
        errors: [
          error instanceof GraphQLError
            ? withExtensions(error, {code: 'GRAPHQL_PARSE_FAILED'})
            : requestError(String(error), 'GRAPHQL_PARSE_FAILED'),
        ],
      };
    }
    this.documents.set(query, entry);
    if (this.documents.size > DOCUMENT_CACHE_SIZE) {
      const oldest = this.documents.keys().next().value;
      if (oldest !== undefined) this.documents.delete(oldest);
    }
    return entry;
  }
}

/** Accepts variables as an object or (as some GET clients send them) a JSON string. */
function parseVariables(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return {};
  if (typeof value === 'string') {
    try {
      return parseVariables(JSON.parse(value) as unknown);
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Errors a resolver raised on purpose keep their code. Anything else is a fault of the
 * platform: logged for its operator and answered with Shopify's internal error code, keeping
 * the message, since the reader is a developer on the same machine.
 */
function formatExecutionError(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  if (formatted.extensions?.code) return formatted;
  if (error.originalError && !(error.originalError instanceof GraphQLError)) {
    console.error('[commerce] resolver failed:', error.originalError);
  }
  return {
    ...formatted,
    extensions: {...formatted.extensions, code: 'INTERNAL_SERVER_ERROR'},
  };
}
