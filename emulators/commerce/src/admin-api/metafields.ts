import {createHash} from 'node:crypto';
import type Database from 'better-sqlite3';
import {metafieldsOf} from '../catalog/documents';
import {requireScope} from './scopes';
import {currencyForCountry, COUNTRIES} from '@brush/rules/countries';
import type {
  AdminApiPart,
  AdminContext,
  AdminFieldResolver,
  DocumentStore,
  MetafieldOwner,
  StoredMetafield,
} from '../types';

/**
 * The Admin API's common ground: scalars, Node, the shop, and metafields. metafieldsSet works
 * as Shopify documents it: at most 25 a call, all or nothing, compare-and-set by compareDigest
 * (null: the metafield must not exist yet), the namespace `$app` when none is given, and the
 * owner's write scope checked before anything is written.
 */

export const METAFIELDS_SET_LIMIT = 25;
const DEFAULT_NAMESPACE = '$app';

export function migrateMetafields(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS metafields (
      owner TEXT NOT NULL,
      namespace TEXT NOT NULL,
      key TEXT NOT NULL,
      type TEXT NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (owner, namespace, key)
    );
    CREATE TABLE IF NOT EXISTS metafield_definitions (
      id INTEGER PRIMARY KEY,
      owner_type TEXT NOT NULL,
      namespace TEXT NOT NULL,
      key TEXT NOT NULL,
      name TEXT NOT NULL,
      type TEXT NOT NULL,
      description TEXT,
      storefront_access TEXT NOT NULL,
      UNIQUE (owner_type, namespace, key)
    );
  `);
}

/** The metafields stored for an owner GID (those the Admin API wrote). */
export function storedMetafields(
  db: Database.Database,
  owner: string,
): StoredMetafield[] {
  return db
    .prepare(
      'SELECT namespace, key, type, value FROM metafields WHERE owner = ? ORDER BY namespace, key',
    )
    .all(owner) as StoredMetafield[];
}

export function storeMetafield(
  db: Database.Database,
  owner: string,
  {namespace, key, type, value}: StoredMetafield,
): void {
  db.prepare(
    `INSERT INTO metafields (owner, namespace, key, type, value) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (owner, namespace, key) DO UPDATE SET type = excluded.type, value = excluded.value`,
  ).run(owner, namespace, key, type, value);
}

function unstoreMetafield(
  db: Database.Database,
  owner: string,
  namespace: string,
  key: string,
): boolean {
  return (
    db
      .prepare('DELETE FROM metafields WHERE owner = ? AND namespace = ? AND key = ?')
      .run(owner, namespace, key).changes > 0
  );
}

/** Stored metafields over the ones a catalog document was seeded with. */
function withDocumentMetafields(
  store: DocumentStore,
  db: Database.Database,
  gid: string,
): StoredMetafield[] {
  const document = store.get(gid);
  const seeded = document
    ? metafieldsOf(store, document).map(({namespace, key, type, value}) => ({
        namespace: String(namespace),
        key: String(key),
        type: String(type),
        value: String(value),
      }))
    : [];
  const stored = storedMetafields(db, gid);
  const overridden = new Set(stored.map(identity));
  return [
    ...seeded.filter((metafield) => !overridden.has(identity(metafield))),
    ...stored,
  ];
}

function identity({namespace, key}: {namespace: string; key: string}): string {
  return `${namespace}\u0000${key}`;
}

/**
 * An owner whose metafields live in the metafields table (and, for catalog documents, in the
 * seed). `exists` says which GIDs are real owners of the kind.
 */
export function tableOwner(
  writeScope: string | null,
  exists: (ctx: AdminContext, id: string) => boolean,
  seeded = false,
): MetafieldOwner {
  return {
    writeScope,
    exists,
    list: (ctx, id) =>
      seeded
        ? withDocumentMetafields(ctx.store, ctx.db, id)
        : storedMetafields(ctx.db, id),
    write: (ctx, id, metafield) => storeMetafield(ctx.db, id, metafield),
    remove: (ctx, id, namespace, key) => unstoreMetafield(ctx.db, id, namespace, key),
  };
}

/** The shop's metafields: as seeded, and as the Admin API wrote them. */
export function shopMetafields(
  store: DocumentStore,
  db: Database.Database,
): StoredMetafield[] {
  return withDocumentMetafields(store, db, shopGid(store));
}

/** The GID's type: gid://shopify/Customer/1 → Customer. */
export function gidType(gid: string): string | null {
  return /^gid:\/\/shopify\/(?<type>\w+)\/[^/]+$/.exec(gid)?.groups?.type ?? null;
}

export function compareDigest({type, value}: StoredMetafield): string {
  return createHash('sha256')
    .update(JSON.stringify([type, value]))
    .digest('hex');
}

function metafieldId(owner: string, {namespace, key}: StoredMetafield): string {
  const digest = createHash('sha256').update(`${owner}/${namespace}/${key}`).digest();
  return `gid://shopify/Metafield/${digest.readUIntBE(0, 6)}`;
}

/** A stored metafield as the Metafield type answers it. */
export function metafieldObject(
  ctx: AdminContext,
  owner: string,
  stored: StoredMetafield,
) {
  let jsonValue: unknown = stored.value;
  try {
    jsonValue = JSON.parse(stored.value);
  } catch {
    // Text types answer their text.
  }
  const at = ctx.now().toISOString();
  return {
    ...stored,
    id: metafieldId(owner, stored),
    jsonValue,
    compareDigest: compareDigest(stored),
    createdAt: at,
    updatedAt: at,
  };
}

function ownerMetafields(ctx: AdminContext, id: string): StoredMetafield[] {
  const type = gidType(id);
  const owner = type ? ctx.owners.get(type) : undefined;
  return owner ? owner.list(ctx, id) : [];
}

/** HasMetafields' two fields, for every owner type's resolvers. */
export const metafieldFields: Record<string, AdminFieldResolver> = {
  metafield: (owner: {id: string}, args, ctx) => {
    const namespace = (args.namespace as string | null | undefined) ?? DEFAULT_NAMESPACE;
    const found = ownerMetafields(ctx, owner.id).find(
      (metafield) => metafield.namespace === namespace && metafield.key === args.key,
    );
    return found ? metafieldObject(ctx, owner.id, found) : null;
  },
  metafields: (owner: {id: string}, args, ctx) => ({
    nodes: ownerMetafields(ctx, owner.id)
      .filter(
        (metafield) => args.namespace == null || metafield.namespace === args.namespace,
      )
      .slice(0, (args.first as number | null) ?? 250)
      .map((metafield) => metafieldObject(ctx, owner.id, metafield)),
    pageInfo: {hasNextPage: false, hasPreviousPage: false},
  }),
};

const INTEGER = /^-?\d{1,18}$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,9})?$/;

/** Whether `value` is a valid value of `type`, as far as the shop's types go. */
export function validMetafieldValue(type: string, value: string): boolean {
  const json = () => {
    try {
      return {ok: true, parsed: JSON.parse(value) as unknown};
    } catch {
      return {ok: false, parsed: undefined};
    }
  };
  switch (type) {
    case 'single_line_text_field':
      return value !== '' && !/[\r\n]/.test(value);
    case 'number_integer':
      return INTEGER.test(value);
    case 'number_decimal':
      return DECIMAL.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'json':
      return json().ok;
    case 'list.single_line_text_field': {
      const {ok, parsed} = json();
      return (
        ok &&
        Array.isArray(parsed) &&
        parsed.length > 0 &&
        parsed.every((entry) => typeof entry === 'string' && !/[\r\n]/.test(entry))
      );
    }
    default:
      return value !== '';
  }
}

interface SetInput {
  ownerId: string;
  namespace?: string | null;
  key: string;
  type?: string | null;
  value: string;
  compareDigest?: string | null;
}

interface UserError {
  field: (string | number)[];
  message: string;
  code: string;
  elementIndex?: number;
}

function definitionType(
  db: Database.Database,
  ownerType: string,
  namespace: string,
  key: string,
): string | undefined {
  const row = db
    .prepare(
      'SELECT type FROM metafield_definitions WHERE owner_type = ? AND namespace = ? AND key = ?',
    )
    .get(ownerType.toUpperCase(), namespace, key) as {type: string} | undefined;
  return row?.type;
}

function metafieldsSet(
  _root: unknown,
  args: {metafields: SetInput[]},
  ctx: AdminContext,
) {
  const inputs = args.metafields;
  if (inputs.length > METAFIELDS_SET_LIMIT) {
    return {
      metafields: null,
      userErrors: [
        {
          field: ['metafields'],
          message: `Exceeded the maximum metafields input limit of ${METAFIELDS_SET_LIMIT}.`,
          code: 'LESS_THAN_OR_EQUAL_TO',
        },
      ],
    };
  }
  const errors: UserError[] = [];
  const writes: {owner: MetafieldOwner; ownerId: string; metafield: StoredMetafield}[] =
    [];
  inputs.forEach((input, index) => {
    const error = (field: string, message: string, code: string) =>
      errors.push({
        field: ['metafields', String(index), field],
        message,
        code,
        elementIndex: index,
      });
    const type = gidType(input.ownerId);
    const owner = type ? ctx.owners.get(type) : undefined;
    if (!type || !owner || !owner.exists(ctx, input.ownerId)) {
      error('ownerId', 'Owner does not exist.', 'INVALID');
      return;
    }
    requireScope(ctx, 'metafieldsSet', owner.writeScope);
    const namespace = input.namespace ?? DEFAULT_NAMESPACE;
    const current = owner
      .list(ctx, input.ownerId)
      .find(
        (metafield) => metafield.namespace === namespace && metafield.key === input.key,
      );
    const metafieldType =
      input.type ?? current?.type ?? definitionType(ctx.db, type, namespace, input.key);
    if (!metafieldType) {
      error('type', "Type can't be blank", 'BLANK');
      return;
    }
    if (!validMetafieldValue(metafieldType, input.value)) {
      error('value', `Value is invalid for type ${metafieldType}.`, 'INVALID_VALUE');
      return;
    }
    if ('compareDigest' in input && input.compareDigest !== undefined) {
      const stale =
        input.compareDigest === null
          ? current !== undefined
          : !current || compareDigest(current) !== input.compareDigest;
      if (stale) {
        error(
          'compareDigest',
          'The resource has been updated since it was loaded. Try again with an updated `compareDigest` value.',
          'STALE_OBJECT',
        );
        return;
      }
    }
    writes.push({
      owner,
      ownerId: input.ownerId,
      metafield: {namespace, key: input.key, type: metafieldType, value: input.value},
    });
  });
  if (errors.length > 0) return {metafields: null, userErrors: errors};
  ctx.db.transaction(() => {
    for (const {owner, ownerId, metafield} of writes)
      owner.write(ctx, ownerId, metafield);
  })();
  return {
    metafields: writes.map(({owner, ownerId, metafield}) =>
      metafieldObject(
        ctx,
        ownerId,
        owner
          .list(ctx, ownerId)
          .find((stored) => identity(stored) === identity(metafield)) ?? metafield,
      ),
    ),
    userErrors: [],
  };
}

function metafieldsDelete(
  _root: unknown,
  args: {metafields: {ownerId: string; namespace: string; key: string}[]},
  ctx: AdminContext,
) {
  const targets = args.metafields.map((input) => {
    const type = gidType(input.ownerId);
    return {input, owner: type ? ctx.owners.get(type) : undefined};
  });
  for (const {owner} of targets)
    requireScope(ctx, 'metafieldsDelete', owner?.writeScope ?? null);
  const deleted = ctx.db.transaction(() =>
    targets.map(({input, owner}) =>
      owner &&
      owner.exists(ctx, input.ownerId) &&
      owner.remove(ctx, input.ownerId, input.namespace, input.key)
        ? input
        : null,
    ),
  )();
  return {deletedMetafields: deleted, userErrors: []};
}

/** The shop's one document (the seed's Shop). */
export function shopGid(store: DocumentStore): string {
  const shop = store.list('Shop')[0];
  if (!shop) throw new Error('the catalog has no Shop');
  return shop.id;
}

const PRESENTMENT_CURRENCIES = [
  ...new Set(['USD', ...COUNTRIES.map((country) => currencyForCountry(country.code))]),
].sort();

interface DefinitionRow {
  id: number;
  owner_type: string;
  namespace: string;
  key: string;
  name: string;
  type: string;
  description: string | null;
  storefront_access: string;
}

function definitionObject(row: DefinitionRow) {
  return {
    id: `gid://shopify/MetafieldDefinition/${row.id}`,
    name: row.name,
    namespace: row.namespace,
    key: row.key,
    description: row.description,
    ownerType: row.owner_type,
    type: {name: row.type},
    access: {storefront: row.storefront_access},
  };
}

/** The scope creating a definition needs: the owner resource's write scope. */
const DEFINITION_SCOPES: Record<string, string | null> = {
  CUSTOMER: 'write_customers',
  PRODUCT: 'write_products',
  PRODUCTVARIANT: 'write_products',
  COLLECTION: 'write_products',
  ORDER: 'write_orders',
  SHOP: null,
};

function metafieldDefinitionCreate(
  _root: unknown,
  args: {
    definition: {
      name: string;
      namespace?: string | null;
      key: string;
      type: string;
      ownerType: string;
      description?: string | null;
      access?: {storefront?: string | null} | null;
    };
  },
  ctx: AdminContext,
) {
  const {definition} = args;
  requireScope(
    ctx,
    'metafieldDefinitionCreate',
    DEFINITION_SCOPES[definition.ownerType] ?? null,
  );
  const namespace = definition.namespace ?? DEFAULT_NAMESPACE;
  const taken = ctx.db
    .prepare(
      'SELECT id FROM metafield_definitions WHERE owner_type = ? AND namespace = ? AND key = ?',
    )
    .get(definition.ownerType, namespace, definition.key);
  if (taken) {
    return {
      createdDefinition: null,
      userErrors: [
        {
          field: ['definition', 'key'],
          message: 'Key is in use for this namespace and owner type.',
          code: 'TAKEN',
        },
      ],
    };
  }
  const {lastInsertRowid} = ctx.db
    .prepare(
      `INSERT INTO metafield_definitions (owner_type, namespace, key, name, type, description, storefront_access)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      definition.ownerType,
      namespace,
      definition.key,
      definition.name,
      definition.type,
      definition.description ?? null,
      definition.access?.storefront ?? 'NONE',
    );
  const row = ctx.db
    .prepare('SELECT * FROM metafield_definitions WHERE id = ?')
    .get(lastInsertRowid) as DefinitionRow;
  return {createdDefinition: definitionObject(row), userErrors: []};
}

const TYPE_DEFS = /* GraphQL */ `
  scalar DateTime
  scalar Decimal
  scalar JSON
  scalar URL

  schema {
    query: QueryRoot
    mutation: Mutation
  }

  interface Node {
    id: ID!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type UserError {
    field: [String!]
    message: String!
  }

  type QueryRoot {
    shop: Shop!
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    metafieldDefinitions(
      ownerType: MetafieldOwnerType!
      first: Int
      namespace: String
      key: String
    ): MetafieldDefinitionConnection!
  }

  type Mutation {
    metafieldsSet(metafields: [MetafieldsSetInput!]!): MetafieldsSetPayload
    metafieldsDelete(metafields: [MetafieldIdentifierInput!]!): MetafieldsDeletePayload
    metafieldDefinitionCreate(
      definition: MetafieldDefinitionInput!
    ): MetafieldDefinitionCreatePayload
  }

  interface HasMetafields {
    metafield(namespace: String, key: String!): Metafield
    metafields(first: Int, namespace: String): MetafieldConnection!
  }

  type Metafield implements Node {
    id: ID!
    namespace: String!
    key: String!
    type: String!
    value: String!
    jsonValue: JSON!
    compareDigest: String!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type MetafieldConnection {
    nodes: [Metafield!]!
    pageInfo: PageInfo!
  }

  input MetafieldsSetInput {
    ownerId: ID!
    namespace: String
    key: String!
    type: String
    value: String!
    compareDigest: String
  }

  input MetafieldInput {
    namespace: String
    key: String
    type: String
    value: String
  }

  input MetafieldIdentifierInput {
    ownerId: ID!
    namespace: String!
    key: String!
  }

  type MetafieldIdentifier {
    ownerId: ID!
    namespace: String!
    key: String!
  }

  type MetafieldsSetPayload {
    metafields: [Metafield!]
    userErrors: [MetafieldsSetUserError!]!
  }

  type MetafieldsSetUserError {
    code: MetafieldsSetUserErrorCode
    elementIndex: Int
    field: [String!]
    message: String!
  }

  enum MetafieldsSetUserErrorCode {
    BLANK
    INVALID
    INVALID_TYPE
    INVALID_VALUE
    LESS_THAN_OR_EQUAL_TO
    STALE_OBJECT
    TAKEN
  }

  type MetafieldsDeletePayload {
    deletedMetafields: [MetafieldIdentifier]
    userErrors: [UserError!]!
  }

  enum MetafieldOwnerType {
    CUSTOMER
    PRODUCT
    PRODUCTVARIANT
    COLLECTION
    ORDER
    SHOP
    DISCOUNT
    VALIDATION
  }

  enum MetafieldStorefrontAccess {
    PUBLIC_READ
    NONE
  }

  input MetafieldAccessInput {
    storefront: MetafieldStorefrontAccess
  }

  input MetafieldDefinitionInput {
    name: String!
    namespace: String
    key: String!
    type: String!
    ownerType: MetafieldOwnerType!
    description: String
    access: MetafieldAccessInput
  }

  type MetafieldDefinitionType {
    name: String!
  }

  type MetafieldAccess {
    storefront: MetafieldStorefrontAccess
  }

  type MetafieldDefinition implements Node {
    id: ID!
    name: String!
    namespace: String!
    key: String!
    description: String
    ownerType: MetafieldOwnerType!
    type: MetafieldDefinitionType!
    access: MetafieldAccess!
  }

  type MetafieldDefinitionConnection {
    nodes: [MetafieldDefinition!]!
  }

  type MetafieldDefinitionCreateUserError {
    code: String
    field: [String!]
    message: String!
  }

  type MetafieldDefinitionCreatePayload {
    createdDefinition: MetafieldDefinition
    userErrors: [MetafieldDefinitionCreateUserError!]!
  }

  type Shop implements Node & HasMetafields {
    id: ID!
    name: String!
    myshopifyDomain: String!
    currencyCode: String!
    enabledPresentmentCurrencies: [String!]!
    metafield(namespace: String, key: String!): Metafield
    metafields(first: Int, namespace: String): MetafieldConnection!
  }
`;

function nodeOf(ctx: AdminContext, gid: string): object | null {
  const type = gidType(gid);
  return (type && ctx.nodes.get(type)?.(ctx, gid)) || null;
}

function shopObject(ctx: AdminContext) {
  const shop = ctx.store.list('Shop')[0];
  return {
    __typename: 'Shop',
    id: shopGid(ctx.store),
    name: String(shop?.name ?? 'Shop'),
    myshopifyDomain: new URL(ctx.origin).host,
    currencyCode: 'USD',
    enabledPresentmentCurrencies: PRESENTMENT_CURRENCIES,
  };
}

export const METAFIELDS_ADMIN_API: AdminApiPart = {
  typeDefs: TYPE_DEFS,
  resolvers: {
    QueryRoot: {
      shop: (_root, _args, ctx) => shopObject(ctx),
      node: (_root, args, ctx) => nodeOf(ctx, args.id as string),
      nodes: (_root, args, ctx) => (args.ids as string[]).map((id) => nodeOf(ctx, id)),
      metafieldDefinitions: (_root, args, ctx) => ({
        nodes: (
          ctx.db
            .prepare(
              `SELECT * FROM metafield_definitions WHERE owner_type = ?
               AND (? IS NULL OR namespace = ?) AND (? IS NULL OR key = ?) ORDER BY id LIMIT ?`,
            )
            .all(
              args.ownerType,
              args.namespace ?? null,
              args.namespace ?? null,
              args.key ?? null,
              args.key ?? null,
              (args.first as number | null) ?? 250,
            ) as DefinitionRow[]
        ).map(definitionObject),
      }),
    },
    Mutation: {metafieldsSet, metafieldsDelete, metafieldDefinitionCreate},
    Shop: metafieldFields,
  },
  metafieldOwners: {
    Shop: tableOwner(null, (ctx, id) => id === shopGid(ctx.store), true),
  },
  nodeTypes: {
    Shop: (ctx, gid) => (gid === shopGid(ctx.store) ? shopObject(ctx) : null),
  },
};
