import type Database from 'better-sqlite3';
import type {AdminApiPart, AdminContext} from '../types';

/**
 * Code discounts as a merchant creates them (discountCodeBasicCreate/Update, Shopify's "amount
 * off order"): a percentage or a fixed amount off every item, from a date and until one, with
 * a minimum subtotal, combining with other discounts as `combinesWith` says. What a cart does
 * with its codes is src/cart/code-discounts.ts. Entitlements to some products or customers,
 * minimum quantities, usage limits and once-per-customer are not emulated: such an input is
 * refused with a userError rather than saved and then ignored.
 */

export function migrateCodeDiscounts(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS code_discounts (
      id INTEGER PRIMARY KEY,
      code TEXT NOT NULL COLLATE NOCASE UNIQUE,
      data TEXT NOT NULL CHECK (json_valid(data)),
      created_at TEXT NOT NULL
    );
  `);
}

/** The Admin API's amounts are in the shop's currency, USD. */
const SHOP_CURRENCY = 'USD';

/** Shopify's limit on a code's length. */
const CODE_MAX_LENGTH = 255;

export interface CodeDiscountData {
  title: string;
  code: string;
  /** One of the two: a percentage as a fraction (0.2 is 20%), or an amount in USD. */
  percentage: number | null;
  amountUsd: number | null;
  /** A fixed amount off each item rather than once off the order. */
  appliesOnEachItem: boolean;
  minimumSubtotalUsd: number | null;
  combinesWith: {
    orderDiscounts: boolean;
    productDiscounts: boolean;
    shippingDiscounts: boolean;
  };
  startsAt: string;
  endsAt: string | null;
}

export interface CodeDiscount extends CodeDiscountData {
  id: number;
}

interface CodeDiscountRow {
  id: number;
  data: string;
}

const codeNodeGid = (id: number) => `gid://shopify/DiscountCodeNode/${id}`;

function fromRow(row: CodeDiscountRow): CodeDiscount {
  return {...(JSON.parse(row.data) as CodeDiscountData), id: row.id};
}

/** The code discount a buyer's code names, compared as Shopify compares them: case aside. */
export function codeDiscountByCode(
  db: Database.Database,
  code: string,
): CodeDiscount | null {
  const row = db
    .prepare('SELECT id, data FROM code_discounts WHERE code = ?')
    .get(code.trim()) as CodeDiscountRow | undefined;
  return row ? fromRow(row) : null;
}

export type CodeDiscountStatus = 'ACTIVE' | 'EXPIRED' | 'SCHEDULED';

export function codeDiscountStatus(
  discount: Pick<CodeDiscountData, 'startsAt' | 'endsAt'>,
  now: Date,
): CodeDiscountStatus {
  const at = now.toISOString();
  if (discount.startsAt > at) return 'SCHEDULED';
  if (discount.endsAt !== null && discount.endsAt <= at) return 'EXPIRED';
  return 'ACTIVE';
}

const money = (amount: number) => ({amount: String(amount), currencyCode: SHOP_CURRENCY});

function summary(discount: CodeDiscountData): string {
  const off =
    discount.percentage !== null
      ? `${Math.round(discount.percentage * 10_000) / 100}% off`
      : `$${discount.amountUsd} off${discount.appliesOnEachItem ? ' each item' : ''}`;
  const minimum =
    discount.minimumSubtotalUsd !== null
      ? ` • Minimum purchase of $${discount.minimumSubtotalUsd}`
      : '';
  return `${off} entire order${minimum}`;
}

/** The DiscountCodeNode of a stored discount, as the Admin API answers it. */
function codeDiscountNode(ctx: AdminContext, discount: CodeDiscount) {
  return {
    __typename: 'DiscountCodeNode',
    id: codeNodeGid(discount.id),
    codeDiscount: {
      __typename: 'DiscountCodeBasic',
      title: discount.title,
      status: codeDiscountStatus(discount, ctx.now()),
      startsAt: discount.startsAt,
      endsAt: discount.endsAt,
      summary: summary(discount),
      codes: {nodes: [{code: discount.code}]},
      codesCount: {count: 1},
      discountClasses: ['ORDER'],
      combinesWith: discount.combinesWith,
      customerGets: {
        value:
          discount.percentage !== null
            ? {__typename: 'DiscountPercentage', percentage: discount.percentage}
            : {
                __typename: 'DiscountAmount',
                amount: money(discount.amountUsd ?? 0),
                appliesOnEachItem: discount.appliesOnEachItem,
              },
        items: {__typename: 'AllDiscountItems', allItems: true},
      },
      minimumRequirement:
        discount.minimumSubtotalUsd !== null
          ? {
              __typename: 'DiscountMinimumSubtotal',
              greaterThanOrEqualToSubtotal: money(discount.minimumSubtotalUsd),
            }
          : null,
    },
  };
}

interface CodeDiscountInput {
  title?: string | null;
  code?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  combinesWith?: Partial<CodeDiscountData['combinesWith']> | null;
  customerGets?: {
    value?: {
      percentage?: number | null;
      discountAmount?: {
        amount?: string | null;
        appliesOnEachItem?: boolean | null;
      } | null;
    } | null;
    items?: {all?: boolean | null; products?: unknown; collections?: unknown} | null;
  } | null;
  minimumRequirement?: {
    subtotal?: {greaterThanOrEqualToSubtotal?: string | null} | null;
    quantity?: unknown;
  } | null;
  context?: {all?: string | null; customers?: unknown; customerSegments?: unknown} | null;
  customerSelection?: {all?: boolean | null; customers?: unknown} | null;
  usageLimit?: number | null;
  appliesOncePerCustomer?: boolean | null;
}

interface DiscountUserError {
  field: string[];
  message: string;
  code: string;
  extraInfo: null;
}

type Checked = {data: CodeDiscountData} | {error: DiscountUserError};

const refusal = (field: string[], message: string, code = 'INVALID'): Checked => ({
  error: {field: ['basicCodeDiscount', ...field], message, code, extraInfo: null},
});

function amountOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : Number.NaN;
}

/** The input, over what is stored, checked as Shopify checks it. */
function checkedInput(
  input: CodeDiscountInput,
  current: CodeDiscountData | null,
  now: Date,
): Checked {
  if (
    input.customerGets?.items?.products != null ||
    input.customerGets?.items?.collections != null ||
    input.minimumRequirement?.quantity != null ||
    input.context?.customers != null ||
    input.context?.customerSegments != null ||
    input.customerSelection?.customers != null ||
    input.usageLimit != null ||
    input.appliesOncePerCustomer === true
  ) {
    return refusal(
      [],
      'The local platform emulates code discounts on every item for every buyer only.',
      'NOT_SUPPORTED',
    );
  }
  const value = input.customerGets?.value;
  const percentage =
    value?.percentage ?? (value?.discountAmount ? null : (current?.percentage ?? null));
  const amountUsd = value?.discountAmount
    ? amountOf(value.discountAmount.amount)
    : value?.percentage != null
      ? null
      : (current?.amountUsd ?? null);
  const minimum =
    input.minimumRequirement === undefined
      ? (current?.minimumSubtotalUsd ?? null)
      : amountOf(input.minimumRequirement?.subtotal?.greaterThanOrEqualToSubtotal);
  const data: CodeDiscountData = {
    title: input.title ?? current?.title ?? '',
    code: (input.code ?? current?.code ?? '').trim(),
    percentage,
    amountUsd,
    appliesOnEachItem:
      value?.discountAmount?.appliesOnEachItem ?? current?.appliesOnEachItem ?? false,
    minimumSubtotalUsd: minimum,
    combinesWith: {
      orderDiscounts: false,
      productDiscounts: false,
      shippingDiscounts: false,
      ...current?.combinesWith,
      ...input.combinesWith,
    },
    startsAt: input.startsAt ?? current?.startsAt ?? now.toISOString(),
    endsAt: input.endsAt !== undefined ? input.endsAt : (current?.endsAt ?? null),
  };
  if (!data.title) return refusal(['title'], "Title can't be blank", 'BLANK');
  if (!data.code) return refusal(['code'], "Code can't be blank", 'BLANK');
  if (data.code.length > CODE_MAX_LENGTH) {
    return refusal(
      ['code'],
      `Code is too long (maximum is ${CODE_MAX_LENGTH} characters)`,
    );
  }
  if (data.percentage === null && data.amountUsd === null) {
    return refusal(['customerGets', 'value'], 'Value must be set', 'BLANK');
  }
  if (data.percentage !== null && !(data.percentage > 0 && data.percentage <= 1)) {
    return refusal(
      ['customerGets', 'value', 'percentage'],
      'Value must be between 0.0 and 1.0',
      'VALUE_OUTSIDE_RANGE',
    );
  }
  if (data.amountUsd !== null && !(data.amountUsd > 0)) {
    return refusal(
      ['customerGets', 'value', 'discountAmount', 'amount'],
      'Value must be greater than 0',
      'GREATER_THAN',
    );
  }
  if (data.minimumSubtotalUsd !== null && !(data.minimumSubtotalUsd >= 0)) {
    return refusal(
      ['minimumRequirement', 'subtotal', 'greaterThanOrEqualToSubtotal'],
      'Minimum subtotal must be at least 0',
      'GREATER_THAN_OR_EQUAL_TO',
    );
  }
  if (Number.isNaN(Date.parse(data.startsAt))) {
    return refusal(['startsAt'], 'Starts at is not a date', 'INVALID');
  }
  if (data.endsAt !== null && !(Date.parse(data.endsAt) > Date.parse(data.startsAt))) {
    return refusal(['endsAt'], 'Ends at needs to be after starts_at', 'INVALID');
  }
  return {data};
}

function saveCodeDiscount(
  ctx: AdminContext,
  id: number | null,
  input: CodeDiscountInput,
) {
  const failed = (error: DiscountUserError) => ({
    codeDiscountNode: null,
    userErrors: [error],
  });
  const row =
    id === null
      ? undefined
      : (ctx.db.prepare('SELECT id, data FROM code_discounts WHERE id = ?').get(id) as
          | CodeDiscountRow
          | undefined);
  if (id !== null && !row) {
    return failed({
      field: ['id'],
      message: 'Discount does not exist',
      code: 'NOT_FOUND',
      extraInfo: null,
    });
  }
  const checked = checkedInput(input, row ? fromRow(row) : null, ctx.now());
  if ('error' in checked) return failed(checked.error);
  const taken = codeDiscountByCode(ctx.db, checked.data.code);
  if (taken && taken.id !== id) {
    return failed({
      field: ['basicCodeDiscount', 'code'],
      message: 'Code must be unique. Please try a different code.',
      code: 'TAKEN',
      extraInfo: null,
    });
  }
  const data = JSON.stringify(checked.data);
  const savedId =
    id === null
      ? Number(
          ctx.db
            .prepare(
              'INSERT INTO code_discounts (code, data, created_at) VALUES (?, ?, ?)',
            )
            .run(checked.data.code, data, ctx.now().toISOString()).lastInsertRowid,
        )
      : (ctx.db
          .prepare('UPDATE code_discounts SET code = ?, data = ? WHERE id = ?')
          .run(checked.data.code, data, id),
        id);
  return {
    codeDiscountNode: codeDiscountNode(ctx, {...checked.data, id: savedId}),
    userErrors: [],
  };
}

const codeNodeId = (gid: unknown) =>
  Number(/^gid:\/\/shopify\/DiscountCodeNode\/(\d+)$/.exec(String(gid))?.[1] ?? 0);

function nodeById(ctx: AdminContext, gid: unknown) {
  const row = ctx.db
    .prepare('SELECT id, data FROM code_discounts WHERE id = ?')
    .get(codeNodeId(gid)) as CodeDiscountRow | undefined;
  return row ? codeDiscountNode(ctx, fromRow(row)) : null;
}

export const CODE_DISCOUNTS_ADMIN_API: AdminApiPart = {
  typeDefs: /* GraphQL */ `
    type DiscountRedeemCode {
      code: String!
    }
    type DiscountRedeemCodeConnection {
      nodes: [DiscountRedeemCode!]!
    }
    type Count {
      count: Int!
    }
    type DiscountPercentage {
      percentage: Float!
    }
    type DiscountAmount {
      amount: MoneyV2!
      appliesOnEachItem: Boolean!
    }
    union DiscountCustomerGetsValue = DiscountPercentage | DiscountAmount
    type AllDiscountItems {
      allItems: Boolean!
    }
    union DiscountItems = AllDiscountItems
    type DiscountCustomerGets {
      value: DiscountCustomerGetsValue!
      items: DiscountItems!
    }
    type DiscountMinimumSubtotal {
      greaterThanOrEqualToSubtotal: MoneyV2!
    }
    union DiscountMinimumRequirement = DiscountMinimumSubtotal
    type DiscountCodeBasic {
      title: String!
      status: DiscountStatus!
      startsAt: DateTime!
      endsAt: DateTime
      summary: String!
      codes(first: Int): DiscountRedeemCodeConnection!
      codesCount: Count
      discountClasses: [DiscountClass!]!
      combinesWith: DiscountCombinesWith!
      customerGets: DiscountCustomerGets!
      minimumRequirement: DiscountMinimumRequirement
    }
    union DiscountCode = DiscountCodeBasic
    type DiscountCodeNode implements Node {
      id: ID!
      codeDiscount: DiscountCode!
    }
    input DiscountAmountInput {
      amount: Decimal
      appliesOnEachItem: Boolean
    }
    input DiscountCustomerGetsValueInput {
      percentage: Float
      discountAmount: DiscountAmountInput
    }
    input DiscountItemsInput {
      all: Boolean
      products: JSON
      collections: JSON
    }
    input DiscountCustomerGetsInput {
      value: DiscountCustomerGetsValueInput
      items: DiscountItemsInput
    }
    input DiscountMinimumSubtotalInput {
      greaterThanOrEqualToSubtotal: Decimal
    }
    input DiscountMinimumRequirementInput {
      subtotal: DiscountMinimumSubtotalInput
      quantity: JSON
    }
    input DiscountContextInput {
      all: String
      customers: JSON
      customerSegments: JSON
    }
    input DiscountCustomerSelectionInput {
      all: Boolean
      customers: JSON
    }
    input DiscountCodeBasicInput {
      title: String
      code: String
      startsAt: DateTime
      endsAt: DateTime
      customerGets: DiscountCustomerGetsInput
      minimumRequirement: DiscountMinimumRequirementInput
      combinesWith: DiscountCombinesWithInput
      context: DiscountContextInput
      customerSelection: DiscountCustomerSelectionInput
      usageLimit: Int
      appliesOncePerCustomer: Boolean
    }
    type DiscountCodeBasicCreatePayload {
      codeDiscountNode: DiscountCodeNode
      userErrors: [DiscountUserError!]!
    }
    type DiscountCodeBasicUpdatePayload {
      codeDiscountNode: DiscountCodeNode
      userErrors: [DiscountUserError!]!
    }
    extend type QueryRoot {
      codeDiscountNode(id: ID!): DiscountCodeNode
      codeDiscountNodeByCode(code: String!): DiscountCodeNode
    }
    extend type Mutation {
      discountCodeBasicCreate(
        basicCodeDiscount: DiscountCodeBasicInput!
      ): DiscountCodeBasicCreatePayload
      discountCodeBasicUpdate(
        id: ID!
        basicCodeDiscount: DiscountCodeBasicInput!
      ): DiscountCodeBasicUpdatePayload
    }
  `,
  resolvers: {
    QueryRoot: {
      codeDiscountNode: (_root, args, ctx) => nodeById(ctx, args.id),
      codeDiscountNodeByCode: (_root, args, ctx) => {
        const discount = codeDiscountByCode(ctx.db, String(args.code));
        return discount ? codeDiscountNode(ctx, discount) : null;
      },
    },
    Mutation: {
      discountCodeBasicCreate: (_root, args, ctx) =>
        saveCodeDiscount(ctx, null, args.basicCodeDiscount as CodeDiscountInput),
      discountCodeBasicUpdate: (_root, args, ctx) =>
        saveCodeDiscount(
          ctx,
          codeNodeId(args.id),
          args.basicCodeDiscount as CodeDiscountInput,
        ),
    },
  },
  scopes: {
    'QueryRoot.codeDiscountNode': 'read_discounts',
    'QueryRoot.codeDiscountNodeByCode': 'read_discounts',
    'Mutation.discountCodeBasicCreate': 'write_discounts',
    'Mutation.discountCodeBasicUpdate': 'write_discounts',
  },
  nodeTypes: {
    DiscountCodeNode: nodeById,
  },
};
