import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import type Database from 'better-sqlite3';
import type {AdminApiPart, AdminContext} from '../types';
import {
  metafieldFields,
  storeMetafield,
  tableOwner,
  validMetafieldValue,
} from './metafields';

/**
 * The app's Shopify Functions and what switches them on: automatic app discounts
 * (discountAutomaticAppCreate/Update, listed by discountNodes) and checkout validations
 * (validationCreate/Update), each with the metafields its function reads as configuration. The
 * functions are the app's extensions as deployed (the folders beside extensions/shopify.app.toml);
 * a function runs on carts only once something switches it on.
 */

export function migrateFunctionInstalls(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS discounts (
      id INTEGER PRIMARY KEY,
      data TEXT NOT NULL CHECK (json_valid(data)),
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS validations (
      id INTEGER PRIMARY KEY,
      function_handle TEXT NOT NULL,
      title TEXT NOT NULL,
      enabled INTEGER NOT NULL,
      block_on_failure INTEGER NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
}

export type FunctionApiType = 'discount' | 'cart_checkout_validation';

export interface AppFunction {
  id: string;
  handle: string;
  title: string;
  apiType: FunctionApiType;
}

const EXTENSIONS = new URL('../../../../extensions/', import.meta.url);

let deployed: AppFunction[] | undefined;

/** The app's functions, read from their extension TOML files as `shopify app deploy` reads them. */
export function appFunctions(): readonly AppFunction[] {
  deployed ??= readdirSync(EXTENSIONS, {withFileTypes: true}).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    let toml: string;
    try {
      toml = readFileSync(
        new URL(`${entry.name}/shopify.extension.toml`, EXTENSIONS),
        'utf8',
      );
    } catch {
      return [];
    }
    const field = (name: string) =>
      new RegExp(`^\\s*${name} = "([^"]+)"`, 'm').exec(toml)?.[1];
    const handle = field('handle');
    const target = field('target');
    if (!handle || !target) return [];
    const hex = createHash('sha256').update(`function:${handle}`).digest('hex');
    return [
      {
        id: [
          hex.slice(0, 8),
          hex.slice(8, 12),
          hex.slice(12, 16),
          hex.slice(16, 20),
          hex.slice(20, 32),
        ].join('-'),
        handle,
        title: field('name') ?? handle,
        apiType: target.startsWith('cart.validations')
          ? 'cart_checkout_validation'
          : 'discount',
      },
    ];
  });
  return deployed;
}

function functionOf(input: {functionId?: string | null; functionHandle?: string | null}) {
  return appFunctions().find(
    (fn) => fn.id === input.functionId || fn.handle === input.functionHandle,
  );
}

function functionObject(fn: AppFunction) {
  return {
    ...fn,
    apiType: fn.apiType.toUpperCase(),
    app: {title: 'brush storefront pricing'},
  };
}

export interface AppDiscountData {
  __typename: 'DiscountAutomaticApp';
  title: string;
  functionHandle: string;
  discountClasses: string[];
  combinesWith: {
    orderDiscounts: boolean;
    productDiscounts: boolean;
    shippingDiscounts: boolean;
  };
  startsAt: string;
  endsAt: string | null;
}

export const discountNodeGid = (id: number) =>
  `gid://shopify/DiscountAutomaticNode/${id}`;
export const validationGid = (id: number) => `gid://shopify/Validation/${id}`;

interface DiscountRow {
  id: number;
  data: string;
}

function discountObject(ctx: AdminContext, row: DiscountRow) {
  const data = JSON.parse(row.data) as AppDiscountData;
  if (data.__typename !== 'DiscountAutomaticApp')
    return {...data, discountId: discountNodeGid(row.id)};
  const fn = appFunctions().find((candidate) => candidate.handle === data.functionHandle);
  const now = ctx.now().toISOString();
  return {
    ...data,
    discountId: discountNodeGid(row.id),
    status:
      data.startsAt > now
        ? 'SCHEDULED'
        : data.endsAt && data.endsAt <= now
          ? 'EXPIRED'
          : 'ACTIVE',
    appDiscountType: {functionId: fn?.id ?? '', title: fn?.title ?? '', appKey: 'brush'},
  };
}

function discountNode(ctx: AdminContext, row: DiscountRow) {
  return {
    __typename: 'DiscountNode',
    id: discountNodeGid(row.id),
    discount: discountObject(ctx, row),
  };
}

interface MetafieldInput {
  namespace?: string | null;
  key?: string | null;
  type?: string | null;
  value?: string | null;
}

/** The metafields an input carries, or the error for the first that is not valid. */
function inputMetafields(list: MetafieldInput[] | null | undefined, field: string) {
  const metafields = (list ?? []).map((input) => ({
    namespace: input.namespace ?? '$app',
    key: input.key ?? '',
    type: input.type ?? '',
    value: input.value ?? '',
  }));
  const invalid = metafields.findIndex(
    (metafield) =>
      !metafield.key || !validMetafieldValue(metafield.type, metafield.value),
  );
  return invalid === -1
    ? {metafields, error: null}
    : {
        metafields,
        error: {
          field: [field, 'metafields', String(invalid)],
          message: 'Metafield is invalid',
          code: 'INVALID',
        },
      };
}

interface DiscountInput
  extends Partial<Omit<AppDiscountData, '__typename' | 'functionHandle'>> {
  functionId?: string | null;
  functionHandle?: string | null;
  metafields?: MetafieldInput[] | null;
}

function saveDiscount(ctx: AdminContext, id: number | null, input: DiscountInput) {
  const fail = (field: string[], message: string, code = 'INVALID') => ({
    automaticAppDiscount: null,
    userErrors: [
      {field: ['automaticAppDiscount', ...field], message, code, extraInfo: null},
    ],
  });
  const row =
    id === null
      ? null
      : (ctx.db.prepare('SELECT * FROM discounts WHERE id = ?').get(id) as
          | DiscountRow
          | undefined);
  if (id !== null && !row) return fail(['id'], 'Discount does not exist', 'NOT_FOUND');
  const current = row ? (JSON.parse(row.data) as AppDiscountData) : null;
  const fn = current
    ? appFunctions().find((candidate) => candidate.handle === current.functionHandle)
    : functionOf(input);
  if (!fn || fn.apiType !== 'discount')
    return fail(['functionId'], 'Function not found.', 'INVALID');
  const data: AppDiscountData = {
    __typename: 'DiscountAutomaticApp',
    functionHandle: fn.handle,
    title: input.title ?? current?.title ?? '',
    discountClasses: input.discountClasses ?? current?.discountClasses ?? [],
    combinesWith: {
      orderDiscounts: false,
      productDiscounts: false,
      shippingDiscounts: false,
      ...current?.combinesWith,
      ...input.combinesWith,
    },
    startsAt: input.startsAt ?? current?.startsAt ?? ctx.now().toISOString(),
    endsAt: input.endsAt !== undefined ? input.endsAt : (current?.endsAt ?? null),
  };
  if (!data.title) return fail(['title'], "Title can't be blank", 'BLANK');
  if (data.discountClasses.length === 0) {
    return fail(['discountClasses'], 'A discount needs at least one class', 'BLANK');
  }
  const {metafields, error} = inputMetafields(input.metafields, 'automaticAppDiscount');
  if (error)
    return {automaticAppDiscount: null, userErrors: [{...error, extraInfo: null}]};
  const saved = ctx.db.transaction(() => {
    let savedId = id;
    if (savedId === null) {
      savedId = Number(
        ctx.db
          .prepare('INSERT INTO discounts (data, created_at) VALUES (?, ?)')
          .run(JSON.stringify(data), ctx.now().toISOString()).lastInsertRowid,
      );
    } else {
      ctx.db
        .prepare('UPDATE discounts SET data = ? WHERE id = ?')
        .run(JSON.stringify(data), savedId);
    }
    for (const metafield of metafields)
      storeMetafield(ctx.db, discountNodeGid(savedId), metafield);
    return ctx.db
      .prepare('SELECT * FROM discounts WHERE id = ?')
      .get(savedId) as DiscountRow;
  })();
  return {automaticAppDiscount: discountObject(ctx, saved), userErrors: []};
}

interface ValidationRow {
  id: number;
  function_handle: string;
  title: string;
  enabled: number;
  block_on_failure: number;
}

function validationObject(row: ValidationRow) {
  const fn = appFunctions().find((candidate) => candidate.handle === row.function_handle);
  return {
    __typename: 'Validation',
    id: validationGid(row.id),
    title: row.title,
    enabled: row.enabled === 1,
    blockOnFailure: row.block_on_failure === 1,
    shopifyFunction: fn ? functionObject(fn) : null,
  };
}

function saveValidation(
  ctx: AdminContext,
  id: number | null,
  input: {
    functionId?: string | null;
    functionHandle?: string | null;
    enable?: boolean | null;
    blockOnFailure?: boolean | null;
    title?: string | null;
    metafields?: MetafieldInput[] | null;
  },
) {
  const fail = (field: string, message: string, code = 'INVALID') => ({
    validation: null,
    userErrors: [{field: ['validation', field], message, code}],
  });
  const row =
    id === null
      ? null
      : (ctx.db.prepare('SELECT * FROM validations WHERE id = ?').get(id) as
          | ValidationRow
          | undefined);
  if (id !== null && !row) return fail('id', 'Validation not found.', 'NOT_FOUND');
  const fn = row
    ? appFunctions().find((candidate) => candidate.handle === row.function_handle)
    : functionOf(input);
  if (!fn || fn.apiType !== 'cart_checkout_validation') {
    return fail('functionHandle', 'Function not found.', 'NOT_FOUND');
  }
  const {metafields, error} = inputMetafields(input.metafields, 'validation');
  if (error) return {validation: null, userErrors: [error]};
  const saved = ctx.db.transaction(() => {
    const values = [
      input.title ?? row?.title ?? fn.title,
      (input.enable ?? false) ? 1 : 0,
      (input.blockOnFailure ?? false) ? 1 : 0,
    ];
    let savedId = id;
    if (savedId === null) {
      savedId = Number(
        ctx.db
          .prepare(
            'INSERT INTO validations (function_handle, title, enabled, block_on_failure, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(fn.handle, ...values, ctx.now().toISOString()).lastInsertRowid,
      );
    } else {
      ctx.db
        .prepare(
          'UPDATE validations SET title = ?, enabled = ?, block_on_failure = ? WHERE id = ?',
        )
        .run(...values, savedId);
    }
    for (const metafield of metafields)
      storeMetafield(ctx.db, validationGid(savedId), metafield);
    return ctx.db
      .prepare('SELECT * FROM validations WHERE id = ?')
      .get(savedId) as ValidationRow;
  })();
  return {validation: validationObject(saved), userErrors: []};
}

const idOf = (gid: unknown, type: string) =>
  Number(new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(String(gid))?.[1] ?? 0);

export const FUNCTIONS_ADMIN_API: AdminApiPart = {
  typeDefs: /* GraphQL */ `
    type App {
      title: String!
    }
    type ShopifyFunction {
      id: String!
      handle: String!
      title: String!
      apiType: String!
      app: App!
    }
    type ShopifyFunctionConnection {
      nodes: [ShopifyFunction!]!
    }
    enum DiscountClass {
      PRODUCT
      ORDER
      SHIPPING
    }
    enum DiscountStatus {
      ACTIVE
      EXPIRED
      SCHEDULED
    }
    type DiscountCombinesWith {
      orderDiscounts: Boolean!
      productDiscounts: Boolean!
      shippingDiscounts: Boolean!
    }
    input DiscountCombinesWithInput {
      orderDiscounts: Boolean
      productDiscounts: Boolean
      shippingDiscounts: Boolean
    }
    type AppDiscountType {
      appKey: String!
      functionId: String!
      title: String!
    }
    type DiscountAutomaticApp {
      discountId: ID!
      title: String!
      status: DiscountStatus!
      startsAt: DateTime!
      endsAt: DateTime
      discountClasses: [DiscountClass!]!
      combinesWith: DiscountCombinesWith!
      appDiscountType: AppDiscountType!
    }
    union Discount = DiscountAutomaticApp
    type DiscountNode implements Node & HasMetafields {
      id: ID!
      discount: Discount!
      metafield(namespace: String, key: String!): Metafield
      metafields(first: Int, namespace: String): MetafieldConnection!
    }
    type DiscountNodeConnection {
      nodes: [DiscountNode!]!
    }
    input DiscountAutomaticAppInput {
      title: String
      functionId: String
      functionHandle: String
      startsAt: DateTime
      endsAt: DateTime
      combinesWith: DiscountCombinesWithInput
      discountClasses: [DiscountClass!]
      metafields: [MetafieldInput!]
    }
    type DiscountUserError {
      code: String
      extraInfo: String
      field: [String!]
      message: String!
    }
    type DiscountAutomaticAppCreatePayload {
      automaticAppDiscount: DiscountAutomaticApp
      userErrors: [DiscountUserError!]!
    }
    type DiscountAutomaticAppUpdatePayload {
      automaticAppDiscount: DiscountAutomaticApp
      userErrors: [DiscountUserError!]!
    }
    type Validation implements Node & HasMetafields {
      id: ID!
      title: String!
      enabled: Boolean!
      blockOnFailure: Boolean!
      shopifyFunction: ShopifyFunction!
      metafield(namespace: String, key: String!): Metafield
      metafields(first: Int, namespace: String): MetafieldConnection!
    }
    type ValidationConnection {
      nodes: [Validation!]!
    }
    input ValidationCreateInput {
      functionId: String
      functionHandle: String
      enable: Boolean
      blockOnFailure: Boolean
      title: String
      metafields: [MetafieldInput!]
    }
    input ValidationUpdateInput {
      enable: Boolean
      blockOnFailure: Boolean
      title: String
      metafields: [MetafieldInput!]
    }
    type ValidationUserError {
      code: String
      field: [String!]
      message: String!
    }
    type ValidationCreatePayload {
      validation: Validation
      userErrors: [ValidationUserError!]!
    }
    type ValidationUpdatePayload {
      validation: Validation
      userErrors: [ValidationUserError!]!
    }
    extend type QueryRoot {
      shopifyFunctions(first: Int, apiType: String): ShopifyFunctionConnection!
      discountNodes(first: Int): DiscountNodeConnection!
      discountNode(id: ID!): DiscountNode
      validations(first: Int): ValidationConnection!
    }
    extend type Mutation {
      discountAutomaticAppCreate(
        automaticAppDiscount: DiscountAutomaticAppInput!
      ): DiscountAutomaticAppCreatePayload
      discountAutomaticAppUpdate(
        id: ID!
        automaticAppDiscount: DiscountAutomaticAppInput!
      ): DiscountAutomaticAppUpdatePayload
      validationCreate(validation: ValidationCreateInput!): ValidationCreatePayload
      validationUpdate(
        id: ID!
        validation: ValidationUpdateInput!
      ): ValidationUpdatePayload
    }
  `,
  resolvers: {
    QueryRoot: {
      shopifyFunctions: (_root, args) => ({
        nodes: appFunctions()
          .filter(
            (fn) =>
              args.apiType == null || fn.apiType === String(args.apiType).toLowerCase(),
          )
          .map(functionObject),
      }),
      discountNodes: (_root, args, ctx) => ({
        nodes: (
          ctx.db
            .prepare('SELECT * FROM discounts ORDER BY id LIMIT ?')
            .all((args.first as number | null) ?? 250) as DiscountRow[]
        ).map((row) => discountNode(ctx, row)),
      }),
      discountNode: (_root, args, ctx) => {
        const row = ctx.db
          .prepare('SELECT * FROM discounts WHERE id = ?')
          .get(idOf(args.id, 'DiscountAutomaticNode')) as DiscountRow | undefined;
        return row ? discountNode(ctx, row) : null;
      },
      validations: (_root, args, ctx) => ({
        nodes: (
          ctx.db
            .prepare('SELECT * FROM validations ORDER BY id LIMIT ?')
            .all((args.first as number | null) ?? 250) as ValidationRow[]
        ).map(validationObject),
      }),
    },
    Mutation: {
      discountAutomaticAppCreate: (_root, args, ctx) =>
        saveDiscount(ctx, null, args.automaticAppDiscount as DiscountInput),
      discountAutomaticAppUpdate: (_root, args, ctx) =>
        saveDiscount(
          ctx,
          idOf(args.id, 'DiscountAutomaticNode'),
          args.automaticAppDiscount as DiscountInput,
        ),
      validationCreate: (_root, args, ctx) =>
        saveValidation(ctx, null, args.validation as object),
      validationUpdate: (_root, args, ctx) =>
        saveValidation(ctx, idOf(args.id, 'Validation'), args.validation as object),
    },
    DiscountNode: metafieldFields,
    Validation: metafieldFields,
  },
  scopes: {
    'QueryRoot.shopifyFunctions': 'read_discounts',
    'QueryRoot.discountNodes': 'read_discounts',
    'QueryRoot.discountNode': 'read_discounts',
    'QueryRoot.validations': 'read_validations',
    'Mutation.discountAutomaticAppCreate': 'write_discounts',
    'Mutation.discountAutomaticAppUpdate': 'write_discounts',
    'Mutation.validationCreate': 'write_validations',
    'Mutation.validationUpdate': 'write_validations',
  },
  metafieldOwners: {
    DiscountAutomaticNode: tableOwner('write_discounts', (ctx, id) =>
      Boolean(
        ctx.db
          .prepare('SELECT 1 FROM discounts WHERE id = ?')
          .get(idOf(id, 'DiscountAutomaticNode')),
      ),
    ),
    Validation: tableOwner('write_validations', (ctx, id) =>
      Boolean(
        ctx.db
          .prepare('SELECT 1 FROM validations WHERE id = ?')
          .get(idOf(id, 'Validation')),
      ),
    ),
  },
};
