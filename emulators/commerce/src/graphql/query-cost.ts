import {
  getNamedType,
  isLeafType,
  isInterfaceType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql';

/**
 * A calculated query cost as Shopify works out its requested cost: from the document before
 * anything runs, so a request that would hold the platform is refused without running it.
 *
 * - a scalar or enum field costs 0;
 * - an object, interface or union field costs 1 plus its selection;
 * - a connection costs 2, plus its page size (`first` or `last`) times what one item of the
 *   page costs (at least 1, the item's row), plus what is asked of the page itself once
 *   (`pageInfo`, `totalCount`). An item's cost includes the pages nested in it, so pages of
 *   pages multiply at every level: a page of 250 products of 50 variants is paid as the 12,500
 *   rows it may read;
 * - a mutation field costs 10 plus its selection.
 *
 * A fragment is costed once, however often it is spread, and its cost does not depend on the
 * page it sits in (that page multiplies it afterwards): a document whose fragments each spread
 * the next twice would otherwise take time doubling with every fragment.
 */

/** Shopify's single-query maximum. */
export const MAX_QUERY_COST = 1000;
export const MAX_COST_CODE = 'MAX_COST_EXCEEDED';

/**
 * How long validating one document, and costing it, may each take. The storefront's queries
 * take a few milliseconds and the largest document the tests send (11,000 aliased fields,
 * 600 KB) about 300 on a quiet machine and over a second on a busy one; the platform answers
 * requests one at a time, so a document still being checked after this long holds every other
 * request behind it and is refused instead. Fragments are costed once, so no document of
 * ordinary size comes near it: it is the last guard, wide enough that load never trips it.
 */
export const VALIDATION_TIME_LIMIT_MS = 3000;
export const VALIDATION_TIMEOUT_CODE = 'VALIDATION_TIME_EXCEEDED';

const OBJECT_COST = 1;
const CONNECTION_COST = 2;
const MUTATION_COST = 10;
/** A connection asked without `first` or `last` is sized as Shopify's largest page. */
const UNSIZED_CONNECTION_ITEMS = 250;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

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

function checkDeadline(deadline: Deadline | undefined): void {
  if (deadline && deadline.now() > deadline.at) throw new ValidationTimeout();
}

/** A validation rule that stops graphql's validation once the deadline has passed. */
export function deadlineRule(deadline: Deadline): ValidationRule {
  return () => ({enter: () => checkDeadline(deadline)});
}

/**
 * A selection's cost in two parts: what it costs once, and what it costs for each item of the
 * page it is the selection of (`nodes` and `edges`; nothing outside a connection). Kept apart
 * so a fragment's cost is the same wherever it is spread and the page around it multiplies it.
 */
interface Cost {
  once: number;
  perItem: number;
}

const NOTHING: Cost = {once: 0, perItem: 0};

function plus(a: Cost, b: Cost): Cost {
  return {once: a.once + b.once, perItem: a.perItem + b.perItem};
}

function total(cost: Cost): number {
  return cost.once + cost.perItem;
}

interface CostWalk {
  schema: GraphQLSchema;
  fragments: Fragments;
  variables: Record<string, unknown>;
  fragmentCosts: Map<string, Cost>;
  rootFieldCounts: Map<string, number>;
  deadline?: Deadline;
}

export function queryCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  variables: Record<string, unknown>,
  deadline?: Deadline,
): number {
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  const walk: CostWalk = {
    schema,
    fragments,
    variables,
    fragmentCosts: new Map(),
    rootFieldCounts: new Map(),
    deadline,
  };
  const selection = total(selectionCost(walk, root, operation.selectionSet));
  if (operation.operation !== 'mutation') return selection;
  return selection + MUTATION_COST * countRootFields(walk, operation.selectionSet);
}

export function maxCostError(cost: number): GraphQLFormattedError {
  return {
    message: `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}). Ask for fewer fields or smaller pages (first/last).`,
    extensions: {code: MAX_COST_CODE, cost, maxCost: MAX_QUERY_COST},
  };
}

function countRootFields(walk: CostWalk, selectionSet: SelectionSetNode): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countRootFields(walk, selection.selectionSet);
    } else count += fragmentRootFields(walk, selection.name.value);
  }
  return count;
}

function fragmentRootFields(walk: CostWalk, name: string): number {
  const known = walk.rootFieldCounts.get(name);
  if (known !== undefined) return known;
  walk.rootFieldCounts.set(name, 0);
  const fragment = walk.fragments.get(name);
  const count = fragment ? countRootFields(walk, fragment.selectionSet) : 0;
  walk.rootFieldCounts.set(name, count);
  return count;
}

/** A named fragment's cost on its own type condition, worked out on its first spread only. */
function fragmentCost(walk: CostWalk, fragment: FragmentDefinitionNode): Cost {
  const name = fragment.name.value;
  const known = walk.fragmentCosts.get(name);
  if (known) return known;
  // Marked before the walk, so a spread of itself (which validation refuses) costs nothing.
  walk.fragmentCosts.set(name, NOTHING);
  const conditionType = walk.schema.getType(fragment.typeCondition.name.value);
  const cost = conditionType
    ? selectionCost(walk, conditionType, fragment.selectionSet)
    : NOTHING;
  walk.fragmentCosts.set(name, cost);
  return cost;
}

/**
 * The cost of a selection on a type. Fragments on different concrete types of an abstract type
 * never apply together, so each type condition is summed on its own and the dearest counts.
 */
function selectionCost(
  walk: CostWalk,
  type: GraphQLNamedType,
  selectionSet: SelectionSetNode,
): Cost {
  checkDeadline(walk.deadline);
  const byCondition = new Map<string, Cost>();
  let shared = NOTHING;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      shared = plus(shared, fieldCost(walk, type, selection));
      continue;
    }
    let conditionName: string;
    let cost: Cost;
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      conditionName = selection.typeCondition?.name.value ?? type.name;
      const conditionType = walk.schema.getType(conditionName) ?? type;
      cost = selectionCost(walk, conditionType, selection.selectionSet);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      if (!fragment) continue;
      conditionName = fragment.typeCondition.name.value;
      cost = fragmentCost(walk, fragment);
    }
    if (conditionName === type.name) shared = plus(shared, cost);
    else
      byCondition.set(
        conditionName,
        plus(byCondition.get(conditionName) ?? NOTHING, cost),
      );
  }
  const dearest = [...byCondition.values()].reduce(
    (best, cost) => (total(cost) > total(best) ? cost : best),
    NOTHING,
  );
  return plus(shared, dearest);
}

function fieldCost(walk: CostWalk, parent: GraphQLNamedType, node: FieldNode): Cost {
  if (!isObjectType(parent) && !isInterfaceType(parent)) return NOTHING;
  const field = parent.getFields()[node.name.value];
  if (!field) return NOTHING;
  const named = getNamedType(field.type);
  if (isLeafType(named) || !node.selectionSet) return NOTHING;
  const selection = selectionCost(walk, named, node.selectionSet);
  let cost: number;
  if (isConnection(named)) {
    cost = connectionCost(connectionSize(walk, node.arguments ?? []), selection);
  } else if (isEdge(named)) {
    // An edge only wraps its node, which is counted.
    cost = total(selection);
  } else cost = OBJECT_COST + total(selection);
  return PAGE_ITEM_FIELDS.has(node.name.value) && isConnection(parent)
    ? {once: 0, perItem: cost}
    : {once: cost, perItem: 0};
}

/** What a connection's own selection holds for each item of its page. */
const PAGE_ITEM_FIELDS: ReadonlySet<string> = new Set(['edges', 'nodes']);

function isConnection(type: GraphQLNamedType): boolean {
  return type.name.endsWith('Connection');
}

function isEdge(type: GraphQLNamedType): boolean {
  return type.name.endsWith('Edge');
}

/**
 * Capped where exact integers end, so the cost of a page nested however deep in pages stays a
 * number the error can print (and the cap is far above any limit).
 */
function connectionCost(items: number, selection: Cost): number {
  const cost =
    CONNECTION_COST + selection.once + items * Math.max(selection.perItem, OBJECT_COST);
  return Math.min(cost, Number.MAX_SAFE_INTEGER);
}

function connectionSize(walk: CostWalk, args: FieldNode['arguments'] & {}): number {
  let size: number | undefined;
  for (const arg of args) {
    if (arg.name.value !== 'first' && arg.name.value !== 'last') continue;
    const value = argumentValue(walk, arg.value);
    if (typeof value === 'number') size = Math.max(size ?? 0, value);
  }
  return size ?? UNSIZED_CONNECTION_ITEMS;
}

function argumentValue(walk: CostWalk, value: ValueNode): unknown {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) return walk.variables[value.name.value];
  return undefined;
}
