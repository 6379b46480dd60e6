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

export type InstalledValidation = Installed;

/** What the shop has switched on: automatic discounts in this order, then the cart checks. */
export interface ShopFunctions {
  discounts: readonly InstalledDiscount[];
  validations: readonly InstalledValidation[];
}

const EXTENSIONS = new URL('../../../../extensions/', import.meta.url);

function inputQuery(
  handle: string,
  target: string,
): {query: DocumentNode; schema: GraphQLSchema} {
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
  return {query, schema};
}

/** Where `npm run functions:build` (dev/functions-build.ts) writes each function's bundle. */
function bundlePath(handle: string): URL {
  return new URL(`${handle}/dist/function.js`, EXTENSIONS);
}

const modules = new Map<string, FunctionModule>();

/**
 * The function's bundle on its QuickJS runtime, loaded once per process: every install (and
 * every run) shares it, each run in a fresh context. A missing bundle stops the platform with
 * the command that builds it rather than pricing carts some other way.
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

const DISCOUNT_EXPORT = 'cartLinesDiscountsGenerateRun';
const VALIDATION_EXPORT = 'cartValidationsGenerateRun';

function bundled(handle: string, exportName: string) {
  const module = functionModule(handle, exportName);
  return {run: (inputJson: string) => module.run(inputJson)};
}

const DISCOUNT_TARGET = 'cart.lines.discounts.generate.run';
const VALIDATION_TARGET = 'cart.validations.generate.run';

const QUERIES = {
  programmePrices: inputQuery('programme-prices', DISCOUNT_TARGET),
  surveyDiscount: inputQuery('survey-discount', DISCOUNT_TARGET),
  welcomeOffer: inputQuery('welcome-offer', DISCOUNT_TARGET),
  canadaDiscount: inputQuery('canada-discount', DISCOUNT_TARGET),
  storeCredit: inputQuery('store-credit', DISCOUNT_TARGET),
  cartChecks: inputQuery('cart-checks', VALIDATION_TARGET),
};

function configured(handle: string, configuration: unknown) {
  if (typeof configuration !== 'object' || configuration === null) {
    return {metafields: new Map<string, unknown>(), variables: {}};
  }
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

const DISCOUNT_QUERIES: Readonly<
  Record<string, {query: DocumentNode; schema: GraphQLSchema}>
> = {
  'programme-prices': QUERIES.programmePrices,
  [SURVEY_DISCOUNT_FUNCTION]: QUERIES.surveyDiscount,
  [WELCOME_OFFER_FUNCTION]: QUERIES.welcomeOffer,
  'canada-discount': QUERIES.canadaDiscount,
  [STORE_CREDIT_FUNCTION]: QUERIES.storeCredit,
};
const VALIDATION_QUERIES: Readonly<
  Record<string, {query: DocumentNode; schema: GraphQLSchema}>
> = {
  'cart-checks': QUERIES.cartChecks,
};

/** What the Admin API switched on: one row per discount or validation, with its configuration. */
interface SwitchedOn {
  kind: 'discount' | 'validation';
  handle: string;
  discountClasses: DiscountClass[];
  configuration: unknown;
}

function switchedOn(db: Database.Database, now: Date): SwitchedOn[] {
  const configuration = (owner: string, handle: string) => {
    const row = db
      .prepare(
        'SELECT value FROM metafields WHERE owner = ? AND namespace = ? AND key = ?',
      )
      .get(owner, `$app:${handle}`, CONFIGURATION_KEY) as {value: string} | undefined;
    try {
      return row ? (JSON.parse(row.value) as unknown) : null;
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
  ).flatMap(({id, data}) => {
    const discount = JSON.parse(data) as AppDiscountData;
    if (discount.__typename !== 'DiscountAutomaticApp') return [];
    if (discount.startsAt > at || (discount.endsAt !== null && discount.endsAt <= at))
      return [];
    return [
      {
        kind: 'discount' as const,
        handle: discount.functionHandle,
        discountClasses: discount.discountClasses as DiscountClass[],
        configuration: configuration(discountNodeGid(id), discount.functionHandle),
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
        'SELECT id, function_handle FROM validations WHERE enabled = 1 ORDER BY id',
      )
      .all() as {id: number; function_handle: string}[]
  ).map(({id, function_handle: handle}) => ({
    kind: 'validation' as const,
    handle,
    discountClasses: [],
    configuration: configuration(validationGid(id), handle),
  }));
  return [...discounts, ...validations];
}

function install(rows: readonly SwitchedOn[]): ShopFunctions {
  const discounts: InstalledDiscount[] = [];
  const validations: InstalledValidation[] = [];
  for (const row of rows) {
    const queries = row.kind === 'discount' ? DISCOUNT_QUERIES : VALIDATION_QUERIES;
    const query = queries[row.handle];
    if (!query) continue;
    const installed = {
      handle: row.handle,
      ...query,
      ...configured(row.handle, row.configuration),
      ...bundled(
        row.handle,
        row.kind === 'discount' ? DISCOUNT_EXPORT : VALIDATION_EXPORT,
      ),
    };
    if (row.kind === 'discount')
      discounts.push({...installed, discountClasses: row.discountClasses});
    else validations.push(installed);
  }
  return {discounts, validations};
}

const installedByDb = new WeakMap<Database.Database, Map<string, ShopFunctions>>();

/**
 * The functions switched on at this platform (src/admin-api/functions.ts), each with its
 * configuration, set up once for each state of the discounts and validations.
 */
export function shopFunctions({
  db,
  now,
}: {
  db: Database.Database;
  now: () => Date;
}): ShopFunctions {
  const rows = switchedOn(db, now());
  const key = JSON.stringify(rows);
  const byKey = installedByDb.get(db) ?? new Map<string, ShopFunctions>();
  installedByDb.set(db, byKey);
  const cached = byKey.get(key);
  if (cached) return cached;
  const installed = install(rows);
  if (byKey.size > 20) byKey.clear();
  byKey.set(key, installed);
  return installed;
}
