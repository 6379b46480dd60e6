import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {parse, type DocumentNode, type GraphQLSchema} from 'graphql';
import type Database from 'better-sqlite3';
import type {DiscountClass} from '@brush/functions-shared/function-api';
import {
  discountNodeGid,
  validationGid,
  type AppDiscountData,
} from '../admin-api/functions';
import {functionSchema, inputQueryErrors} from './input-schema';
import {metafieldKey} from './input';
import {preparePool} from './pool';
import {FunctionModule, type FunctionRunOutcome} from './quickjs';

/** The store-credit function's handle: its order discount is credit the order spends. */
export const STORE_CREDIT_FUNCTION = 'store-credit';
/** Handles whose discounts spend a signed marker, which the order then records. */
export const SURVEY_DISCOUNT_FUNCTION = 'survey-discount';
export const WELCOME_OFFER_FUNCTION = 'welcome-offer';

/** Where every function keeps its configuration, as the extension's TOML names it. */
const CONFIGURATION_KEY = 'function-configuration';

interface Installed {
  handle: string;
  /**
   * The input query, parsed and checked when the platform starts against the function's
   * schema.graphql (Shopify's), over which it is executed, and against what the platform answers.
   */
  query: DocumentNode;
  schema: GraphQLSchema;
  /** The function's metafields (its configuration), which are also its query's variables. */
  metafields: ReadonlyMap<string, unknown>;
  variables: Record<string, unknown>;
  /** Runs the function's bundle in QuickJS on its input JSON, as Shopify runs it. */
  run(inputJson: string): FunctionRunOutcome;
}

export interface InstalledDiscount extends Installed {
  /** The classes the discount was created with in the admin. */
  discountClasses: DiscountClass[];
}

export interface InstalledValidation extends Installed {
  /** Created with blockOnFailure: checkout waits when it cannot run. */
  blockOnFailure: boolean;
}

/**
 * One function as the shop switched it on, in plain data: what a thread of the pool needs to
 * install the same function (its query, schema and runtime of its own).
 */
export interface FunctionSpec {
  handle: string;
  kind: 'discount' | 'validation';
  /** The classes a discount was created with in the admin; none for a validation. */
  discountClasses: DiscountClass[];
  /** Its configuration (the metafield $app:<handle>/function-configuration), if it has one. */
  configuration: object | null;
  /** A validation's blockOnFailure; false for a discount. */
  blockOnFailure: boolean;
}

/** The shop's functions as the pool's threads install them, under a key of their own. */
export interface PooledFunctions {
  key: string;
  /** The discounts in the shop's order, then the validations. */
  specs: readonly FunctionSpec[];
}

/** What the shop has switched on: automatic discounts in this order, then the cart checks. */
export interface ShopFunctions {
  discounts: readonly InstalledDiscount[];
  validations: readonly InstalledValidation[];
  /**
   * The same functions for the pool's threads (functions/pool.ts); absent for a test's
   * stand-ins, which then run on this thread.
   */
  pooled?: PooledFunctions;
}

const EXTENSIONS = new URL('../../../../extensions/', import.meta.url);

const DISCOUNT = {
  target: 'cart.lines.discounts.generate.run',
  exportName: 'cartLinesDiscountsGenerateRun',
};
const VALIDATION = {
  target: 'cart.validations.generate.run',
  exportName: 'cartValidationsGenerateRun',
};

const queries = new Map<string, {query: DocumentNode; schema: GraphQLSchema}>();

/**
 * The function's input query, parsed and checked against its schema and what the platform
 * answers, once per process: a query that fails stops the platform naming the field.
 */
function inputQuery(
  handle: string,
  target: string,
): {query: DocumentNode; schema: GraphQLSchema} {
  const checked = queries.get(handle);
  if (checked) return checked;
  // The CLI's file name for a target's query: cart.lines.discounts.generate.run's is
  // src/cart_lines_discounts_generate_run.graphql.
  const file = `${target.replace(/[.-]/g, '_')}.graphql`;
  const text = readFileSync(new URL(`${handle}/src/${file}`, EXTENSIONS), 'utf8');
  const query = parse(text);
  const schema = functionSchema(handle);
  const errors = inputQueryErrors(schema, query, target);
  if (errors.length > 0) {
    throw new Error(`extensions/${handle}: input query: ${errors.join('; ')}`);
  }
  queries.set(handle, {query, schema});
  return {query, schema};
}

/** Where `npm run functions:build` (dev/functions-build.ts) writes each function's bundle. */
function bundlePath(handle: string): URL {
  return new URL(`${handle}/dist/function.js`, EXTENSIONS);
}

const modules = new Map<string, FunctionModule>();

/**
 * The function's bundle, read once per thread: every install (and every run) shares it, each
 * run in a fresh context of its warm runtime. A missing bundle stops the platform with the
 * command that builds it rather than pricing carts some other way.
 */
function functionModule(handle: string, exportName: string): FunctionModule {
  const loaded = modules.get(handle);
  if (loaded) return loaded;
  let code: string;
  try {
    code = readFileSync(bundlePath(handle), 'utf8');
  } catch {
    throw new Error(
      `extensions/${handle}/dist/function.js is missing: run \`npm run functions:build\``,
    );
  }
  const created = new FunctionModule(handle, code, exportName);
  modules.set(handle, created);
  return created;
}

/** Evaluates the function's bundle ahead of its first run (decision 0134). */
export function warmFunction(spec: FunctionSpec): void {
  moduleOf(spec).warm();
}

function configured(handle: string, configuration: object | null) {
  if (!configuration) return {metafields: new Map<string, unknown>(), variables: {}};
  return {
    metafields: new Map([
      [
        metafieldKey({namespace: `$app:${handle}`, key: CONFIGURATION_KEY}),
        configuration,
      ],
    ]),
    variables: {...configuration},
  };
}

/** The functions this repository builds, by kind: a handle the admin names otherwise is skipped. */
const KNOWN_HANDLES: Readonly<Record<FunctionSpec['kind'], ReadonlySet<string>>> = {
  discount: new Set([
    'programme-prices',
    SURVEY_DISCOUNT_FUNCTION,
    WELCOME_OFFER_FUNCTION,
    'canada-discount',
    STORE_CREDIT_FUNCTION,
  ]),
  validation: new Set(['cart-checks']),
};

/** The bundle of the function a spec names, on this thread. */
function moduleOf(spec: FunctionSpec): FunctionModule {
  return functionModule(
    spec.handle,
    (spec.kind === 'discount' ? DISCOUNT : VALIDATION).exportName,
  );
}

/** The function a spec names, installed on this thread (the platform's, or a pool thread's). */
export function installedFunction(
  spec: FunctionSpec,
): InstalledDiscount & InstalledValidation {
  const {target} = spec.kind === 'discount' ? DISCOUNT : VALIDATION;
  const module = moduleOf(spec);
  return {
    handle: spec.handle,
    discountClasses: spec.discountClasses,
    ...inputQuery(spec.handle, target),
    ...configured(spec.handle, spec.configuration),
    run: (inputJson: string) => module.run(inputJson),
    blockOnFailure: spec.blockOnFailure,
  };
}

/** What the Admin API switched on (src/admin-api/functions.ts), each with its configuration. */
function switchedOn(db: Database.Database, now: Date): FunctionSpec[] {
  const configuration = (owner: string, handle: string): object | null => {
    const row = db
      .prepare(
        'SELECT value FROM metafields WHERE owner = ? AND namespace = ? AND key = ?',
      )
      .get(owner, `$app:${handle}`, CONFIGURATION_KEY) as {value: string} | undefined;
    try {
      const value = row ? (JSON.parse(row.value) as unknown) : null;
      return typeof value === 'object' ? value : null;
    } catch {
      return null;
    }
  };
  const at = now.toISOString();
  const discounts = (
    db.prepare('SELECT id, data FROM discounts ORDER BY id').all() as {
      id: number;
      data: string;
    }[]
  ).flatMap(({id, data}): FunctionSpec[] => {
    const discount = JSON.parse(data) as AppDiscountData;
    if (discount.__typename !== 'DiscountAutomaticApp') return [];
    if (discount.startsAt > at || (discount.endsAt !== null && discount.endsAt <= at))
      return [];
    return [
      {
        kind: 'discount',
        handle: discount.functionHandle,
        discountClasses: discount.discountClasses as DiscountClass[],
        configuration: configuration(discountNodeGid(id), discount.functionHandle),
        blockOnFailure: false,
      },
    ];
  });
  // Product discounts apply before order discounts; within a class, in the order created.
  discounts.sort(
    (a, b) =>
      Number(a.discountClasses.includes('ORDER')) -
      Number(b.discountClasses.includes('ORDER')),
  );
  const validations = (
    db
      .prepare(
        'SELECT id, function_handle, block_on_failure FROM validations WHERE enabled = 1 ORDER BY id',
      )
      .all() as {id: number; function_handle: string; block_on_failure: number}[]
  ).map(
    ({id, function_handle: handle, block_on_failure}): FunctionSpec => ({
      kind: 'validation',
      handle,
      discountClasses: [],
      configuration: configuration(validationGid(id), handle),
      blockOnFailure: block_on_failure === 1,
    }),
  );
  return [...discounts, ...validations].filter((spec) =>
    KNOWN_HANDLES[spec.kind].has(spec.handle),
  );
}

function install(specs: readonly FunctionSpec[]): ShopFunctions {
  return {
    discounts: specs.filter((spec) => spec.kind === 'discount').map(installedFunction),
    validations: specs
      .filter((spec) => spec.kind === 'validation')
      .map(installedFunction),
    pooled: {
      key: createHash('sha256').update(JSON.stringify(specs)).digest('hex'),
      specs,
    },
  };
}

const installedByDb = new WeakMap<Database.Database, Map<string, ShopFunctions>>();

/**
 * The functions switched on at this platform, each with its configuration, set up once for
 * each state of the discounts and validations.
 */
export function shopFunctions({
  db,
  now,
}: {
  db: Database.Database;
  now: () => Date;
}): ShopFunctions {
  const specs = switchedOn(db, now());
  const key = JSON.stringify(specs);
  const byKey = installedByDb.get(db) ?? new Map<string, ShopFunctions>();
  installedByDb.set(db, byKey);
  const cached = byKey.get(key);
  if (cached) return cached;
  const installed = install(specs);
  if (byKey.size > 20) byKey.clear();
  byKey.set(key, installed);
  return installed;
}

/**
 * Starts the pool's threads with every function this repository builds evaluated, before the
 * platform says it is ready (decision 0134): the functions are switched on later, through the
 * Admin API, and their first pricing must not wait for a thread to start.
 */
export async function warmShopFunctions(): Promise<void> {
  const specs = (['discount', 'validation'] as const).flatMap((kind) =>
    [...KNOWN_HANDLES[kind]].map(
      (handle): FunctionSpec => ({
        handle,
        kind,
        discountClasses: [],
        configuration: null,
        blockOnFailure: false,
      }),
    ),
  );
  await preparePool({key: 'every function', specs});
}
