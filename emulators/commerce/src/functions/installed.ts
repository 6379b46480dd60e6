import {readFileSync} from 'node:fs';
import {parse, type DocumentNode, type GraphQLSchema} from 'graphql';
import {SECRET_SHOP_TAG_PREFIX, secretShopCollectionIds} from '@brush/rules/customer';
import type {DiscountClass} from '@brush/rules/function-api';
import {toGid} from '@brush/rules/gid';
import type {ProgrammePricesConfiguration} from '@brush/rules/programme-decisions';
import {CONCEPT_STORE_COLLECTION_HANDLE} from '@brush/rules/promos';
import type {CartChecksConfiguration} from '../../../../extensions/cart-checks/src/cart_validations_generate_run';
import type {SurveyDiscountConfiguration} from '../../../../extensions/survey-discount/src/cart_lines_discounts_generate_run';
import type {WelcomeOfferConfiguration} from '../../../../extensions/welcome-offer/src/cart_lines_discounts_generate_run';
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
  /**
   * The same run in the pool's threads (functions/pool.ts); optional, so that a stand-in (a
   * test's) need not say it, and then runs as `run`.
   */
  runInPool?(inputJson: string): Promise<FunctionRunOutcome>;
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
 * The function's bundle, read once per process: every install (and every run) shares it, each
 * run in a fresh context of a warm runtime, in the pool or on this thread. A missing bundle
 * stops the platform with the command that builds it rather than pricing carts some other way.
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
  return {
    run: (inputJson: string) => module.run(inputJson),
    runInPool: (inputJson: string) => module.runInPool(inputJson),
  };
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

function configured<T extends object>(handle: string, configuration: T | null) {
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
  return {
    discounts: [
      {
        handle: 'programme-prices',
        discountClasses: ['PRODUCT'],
        ...QUERIES.programmePrices,
        ...configured('programme-prices', programme),
        ...bundled('programme-prices', DISCOUNT_EXPORT),
      },
      {
        handle: SURVEY_DISCOUNT_FUNCTION,
        discountClasses: ['PRODUCT'],
        ...QUERIES.surveyDiscount,
        ...configured(SURVEY_DISCOUNT_FUNCTION, survey),
        ...bundled(SURVEY_DISCOUNT_FUNCTION, DISCOUNT_EXPORT),
      },
      {
        handle: WELCOME_OFFER_FUNCTION,
        discountClasses: ['PRODUCT'],
        ...QUERIES.welcomeOffer,
        ...configured(WELCOME_OFFER_FUNCTION, welcome),
        ...bundled(WELCOME_OFFER_FUNCTION, DISCOUNT_EXPORT),
      },
      // Before store credit: the credit pays what is left once the 10% is off.
      {
        handle: 'canada-discount',
        discountClasses: ['ORDER'],
        ...QUERIES.canadaDiscount,
        ...configured('canada-discount', null),
        ...bundled('canada-discount', DISCOUNT_EXPORT),
      },
      {
        handle: STORE_CREDIT_FUNCTION,
        discountClasses: ['ORDER'],
        ...QUERIES.storeCredit,
        ...configured(STORE_CREDIT_FUNCTION, null),
        ...bundled(STORE_CREDIT_FUNCTION, DISCOUNT_EXPORT),
      },
    ],
    validations: [
      {
        handle: 'cart-checks',
        ...QUERIES.cartChecks,
        ...configured('cart-checks', checks),
        ...bundled('cart-checks', VALIDATION_EXPORT),
      },
    ],
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
 * platform says it is ready (decision 0131).
 */
export async function warmShopFunctions(sources: {
  store: DocumentStore;
  config: SigningKeys;
}): Promise<void> {
  shopFunctions(sources);
  await preparePool([...modules.values()].map((module) => module.bundle));
}
