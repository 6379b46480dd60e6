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
  type ValueNode,
} from 'graphql';

/**
 * A calculated query cost in the spirit of Shopify's: worked out from the document before
 * anything runs, so a request that would hold the platform is refused without running it.
 *
 * - a scalar or enum field costs 0;
 * - an object, interface or union field costs 1 plus its selection;
 * - a connection costs 2, plus 1 for each of the `first` (or `last`) items it may return,
 *   plus what is asked about an item, counted once: an item's fields come with its row, and a
 *   page nested in an item is as long as what one item holds (a product has a handful of
 *   variants), so a product grid with its variants stays affordable;
 * - but a nested page that itself holds pages is paid once per item of the page around it,
 *   as Shopify multiplies nested connections: pages of pages of pages (collections of
 *   products of collections...) are what grow without bound, and they cannot slip under
 *   the limit;
 * - a mutation field costs 10 plus its selection.
 */

/** Shopify's single-query maximum. */
export const MAX_QUERY_COST = 1000;
export const MAX_COST_CODE = 'MAX_COST_EXCEEDED';

const OBJECT_COST = 1;
const CONNECTION_COST = 2;
const MUTATION_COST = 10;
/** A connection asked without `first` or `last` is sized as Shopify's largest page. */
const UNSIZED_CONNECTION_ITEMS = 250;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * A selection's cost in three parts: what it costs once, the pages in it that hold no pages
 * (paid once), and the pages in it that hold pages (paid once per item of an enclosing page).
 */
interface Cost {
  once: number;
  flatPages: number;
  deepPages: number;
}

const NOTHING: Cost = {once: 0, flatPages: 0, deepPages: 0};

function plus(a: Cost, b: Cost): Cost {
  return {
    once: a.once + b.once,
    flatPages: a.flatPages + b.flatPages,
    deepPages: a.deepPages + b.deepPages,
  };
}

function total(cost: Cost): number {
  return cost.once + cost.flatPages + cost.deepPages;
}

interface CostWalk {
  schema: GraphQLSchema;
  fragments: Fragments;
  variables: Record<string, unknown>;
}

export function queryCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  variables: Record<string, unknown>,
): number {
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  const walk: CostWalk = {schema, fragments, variables};
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
    else {
      const inner =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.selectionSet
          : walk.fragments.get(selection.name.value)?.selectionSet;
      if (inner) count += countRootFields(walk, inner);
    }
  }
  return count;
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
  const byCondition = new Map<string, Cost>();
  let shared = NOTHING;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      shared = plus(shared, fieldCost(walk, type, selection));
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection
        : walk.fragments.get(selection.name.value);
    if (!fragment) continue;
    const conditionName = fragment.typeCondition?.name.value ?? type.name;
    const conditionType = walk.schema.getType(conditionName) ?? type;
    const cost = selectionCost(walk, conditionType, fragment.selectionSet);
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
  // An edge only wraps its node, which is counted.
  if (named.name.endsWith('Edge')) return selection;
  if (!named.name.endsWith('Connection')) {
    return {...selection, once: OBJECT_COST + selection.once};
  }
  const items = connectionSize(walk, node.arguments ?? []);
  const cost =
    CONNECTION_COST +
    items +
    selection.once +
    selection.flatPages +
    items * selection.deepPages;
  const holdsPages = selection.flatPages + selection.deepPages > 0;
  return holdsPages ? {...NOTHING, deepPages: cost} : {...NOTHING, flatPages: cost};
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
