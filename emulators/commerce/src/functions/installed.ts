import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {parse, type DocumentNode, type GraphQLSchema} from 'graphql';
import {SECRET_SHOP_TAG_PREFIX, secretShopCollectionIds} from '@brush/rules/customer';
import type {DiscountClass} from '@brush/functions-shared/function-api';
import {toGid} from '@brush/rules/gid';
import type {ProgrammePricesConfiguration} from '@brush/functions-shared/programme-decisions';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import type {CartChecksConfiguration} from 'cart-checks';
import type {SurveyDiscountConfiguration} from 'survey-discount';
import type {WelcomeOfferConfiguration} from 'welcome-offer';
import {SEED_CUSTOMERS} from '../../../seed-customers';
import type {DocumentStore, PlatformConfig} from '../types';
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

export type InstalledValidation = Installed;

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

/** The bundle of the function a spec names, on this thread. */
function moduleOf(spec: FunctionSpec): FunctionModule {
  return functionModule(
    spec.handle,
    (spec.kind === 'discount' ? DISCOUNT : VALIDATION).exportName,
  );
}

/** The function a spec names, installed on this thread (the platform's, or a pool thread's). */
export function installedFunction(spec: FunctionSpec): InstalledDiscount {
  const {target} = spec.kind === 'discount' ? DISCOUNT : VALIDATION;
  const module = moduleOf(spec);
  return {
    handle: spec.handle,
    discountClasses: spec.discountClasses,
    ...inputQuery(spec.handle, target),
    ...configured(spec.handle, spec.configuration),
    run: (inputJson: string) => module.run(inputJson),
  };
}

/**
 * The programme prices' configuration as an operator writes it for this shop: the
 * concept-store collection, and the secret-shop tags the seed customers carry with the
 * collections they name. The free-item rules and BOGO offers are the shop's metafields,
 * which the functions read as the storefront does.
 */
export function programmePricesConfiguration(
  store: DocumentStore,
): ProgrammePricesConfiguration {
  const conceptStore = store.byHandle('Collection', CONCEPT_STORE_COLLECTION_HANDLE);
  const secretShopTags = [
    ...new Set(
      SEED_CUSTOMERS.flatMap((customer) =>
        customer.tags.filter((tag) => tag.startsWith(SECRET_SHOP_TAG_PREFIX)),
      ),
    ),
  ];
  return {
    conceptStoreCollectionIds: conceptStore ? [conceptStore.id] : [],
    secretShopTags,
    secretShopCollectionIds: secretShopCollectionIds(secretShopTags).map((id) =>
      toGid('Collection', id),
    ),
  };
}

type SigningKeys = Pick<PlatformConfig, 'surveyProofKey' | 'sharedShopKey'>;

function install(store: DocumentStore, config: SigningKeys): ShopFunctions {
  const programme = {
    ...programmePricesConfiguration(store),
    sharedShopSigningKey: config.sharedShopKey,
  };
  const survey: SurveyDiscountConfiguration = {signingKey: config.surveyProofKey};
  // One key signs both markers, each under a purpose of its own (docs/operations.md).
  const welcome: WelcomeOfferConfiguration = {signingKey: config.surveyProofKey};
  const checks: CartChecksConfiguration = {
    ...programme,
    surveySigningKey: config.surveyProofKey,
  };
  const discount = (
    handle: string,
    discountClass: DiscountClass,
    configuration: object | null,
  ): FunctionSpec => ({
    handle,
    kind: 'discount',
    discountClasses: [discountClass],
    configuration,
  });
  const discounts = [
    discount('programme-prices', 'PRODUCT', programme),
    discount(SURVEY_DISCOUNT_FUNCTION, 'PRODUCT', survey),
    discount(WELCOME_OFFER_FUNCTION, 'PRODUCT', welcome),
    // Before store credit: the credit pays what is left once the 10% is off.
    discount('canada-discount', 'ORDER', null),
    discount(STORE_CREDIT_FUNCTION, 'ORDER', null),
  ];
  const validations: FunctionSpec[] = [
    {
      handle: 'cart-checks',
      kind: 'validation',
      discountClasses: [],
      configuration: checks,
    },
  ];
  const specs = [...discounts, ...validations];
  return {
    discounts: discounts.map(installedFunction),
    validations: validations.map(installedFunction),
    pooled: {
      key: createHash('sha256').update(JSON.stringify(specs)).digest('hex'),
      specs,
    },
  };
}

const installedByStore = new WeakMap<DocumentStore, Map<string, ShopFunctions>>();

/** The functions installed on this platform, set up once per catalog and signing keys. */
export function shopFunctions({
  store,
  config,
}: {
  store: DocumentStore;
  config: SigningKeys;
}): ShopFunctions {
  const byKey = installedByStore.get(store) ?? new Map<string, ShopFunctions>();
  installedByStore.set(store, byKey);
  const keys = `${config.surveyProofKey}\n${config.sharedShopKey}`;
  const cached = byKey.get(keys);
  if (cached) return cached;
  const installed = install(store, config);
  byKey.set(keys, installed);
  return installed;
}

/**
 * Installs the shop's functions and starts the pool's threads with their bundles, before the
 * platform says it is ready (decision 0134).
 */
export async function warmShopFunctions(sources: {
  store: DocumentStore;
  config: SigningKeys;
}): Promise<void> {
  const {pooled} = shopFunctions(sources);
  if (pooled) await preparePool(pooled);
}
