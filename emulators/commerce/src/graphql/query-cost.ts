import {
  getNamedType,
  isAbstractType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import {checkDeadline, type Deadline, type Fragments} from './query-limits';

/**
 * An operation's requested cost, worked out as Shopify works it out before anything runs. The
 * Storefront API sets no ceiling on it (query-limits.ts says what it does refuse); the
 * platform logs it with each request, so that the benchmark and an operator see what each
 * page asks for.
 *
 * - a scalar or enum field costs 0;
 * - an object, interface or union field costs 1 plus its selection;
 * - a connection costs 2, plus its page size (`first` or `last`, 250 without either) times
 *   what one item of the page costs (at least 1, the item's row), plus what is asked of the
 *   page itself once (`pageInfo`, `totalCount`). Pages inside an item multiply at every level;
 * - a mutation field costs 10 plus its selection.
 *
 * Fields are merged as GraphQL executes them: selections with the same response key are one
 * field, wherever they come from (two `nodes { … }` of one page, a fragment spread twice). An
 * abstract type costs the dearest of its possible types, each with the selections that apply
 * to it: a cart line is a `CartLine` or a `ComponentizableCartLine`, never both.
 */

const OBJECT_COST = 1;
const CONNECTION_COST = 2;
const MUTATION_COST = 10;
/** A connection asked without `first` or `last` is sized as Shopify's largest page. */
const UNSIZED_CONNECTION_ITEMS = 250;

/** What a connection's own selection holds for each item of its page. */
const PAGE_ITEM_FIELDS: ReadonlySet<string> = new Set(['edges', 'nodes']);

/**
 * A selection's cost in two parts: what it costs once, and what it costs for each item of the
 * page it is the selection of (`nodes` and `edges`; nothing outside a connection).
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
  return Math.min(cost.once + cost.perItem, Number.MAX_SAFE_INTEGER);
}

/** Fields by the type condition they are selected under, then by response key. */
type Grouped = Map<string, Map<string, FieldNode[]>>;

interface CostWalk {
  schema: GraphQLSchema;
  fragments: Fragments;
  variables: Record<string, unknown>;
  deadline?: Deadline;
  /** Each selection set's fields grouped, per enclosing condition, worked out once. */
  grouped: Map<SelectionSetNode, Map<string, Grouped>>;
  fragmentGroups: Map<string, Grouped>;
  ids: Map<SelectionSetNode, number>;
  costs: Map<string, Cost>;
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
    deadline,
    grouped: new Map(),
    fragmentGroups: new Map(),
    ids: new Map(),
    costs: new Map(),
  };
  const selection = total(selectionCost(walk, root, [operation.selectionSet]));
  if (operation.operation !== 'mutation') return selection;
  const rootFields = fieldsApplying(
    walk,
    root,
    groupAll(walk, root, [operation.selectionSet]),
  );
  return selection + MUTATION_COST * rootFields.size;
}

function addField(into: Grouped, condition: string, key: string, node: FieldNode): void {
  let byKey = into.get(condition);
  if (!byKey) {
    byKey = new Map();
    into.set(condition, byKey);
  }
  const nodes = byKey.get(key);
  if (!nodes) byKey.set(key, [node]);
  else if (!nodes.includes(node)) nodes.push(node);
}

function mergeInto(into: Grouped, from: Grouped): void {
  for (const [condition, byKey] of from) {
    for (const [key, nodes] of byKey) {
      for (const node of nodes) addField(into, condition, key, node);
    }
  }
}

/** A selection set's fields grouped by condition; a fragment's groups are made once. */
function groupSelection(
  walk: CostWalk,
  selectionSet: SelectionSetNode,
  condition: string,
): Grouped {
  let byCondition = walk.grouped.get(selectionSet);
  const known = byCondition?.get(condition);
  if (known) return known;
  checkDeadline(walk.deadline);
  const grouped: Grouped = new Map();
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      addField(grouped, condition, (selection.alias ?? selection.name).value, selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = selection.typeCondition?.name.value ?? condition;
      mergeInto(grouped, groupSelection(walk, selection.selectionSet, inner));
    } else {
      mergeInto(grouped, fragmentGroups(walk, selection.name.value));
    }
  }
  if (!byCondition) {
    byCondition = new Map();
    walk.grouped.set(selectionSet, byCondition);
  }
  byCondition.set(condition, grouped);
  return grouped;
}

function fragmentGroups(walk: CostWalk, name: string): Grouped {
  const known = walk.fragmentGroups.get(name);
  if (known) return known;
  // Marked first, so a fragment spreading itself (which validation refuses) ends here.
  walk.fragmentGroups.set(name, new Map());
  const fragment = walk.fragments.get(name);
  const grouped = fragment
    ? groupSelection(walk, fragment.selectionSet, fragment.typeCondition.name.value)
    : new Map<string, Map<string, FieldNode[]>>();
  walk.fragmentGroups.set(name, grouped);
  return grouped;
}

function groupAll(
  walk: CostWalk,
  type: GraphQLNamedType,
  selectionSets: readonly SelectionSetNode[],
): Grouped {
  const grouped: Grouped = new Map();
  for (const selectionSet of selectionSets) {
    mergeInto(grouped, groupSelection(walk, selectionSet, type.name));
  }
  return grouped;
}

/** Whether fields selected under `condition` apply to an object of `type`. */
function applies(
  schema: GraphQLSchema,
  condition: string,
  type: GraphQLNamedType,
): boolean {
  if (condition === type.name) return true;
  const conditionType = schema.getType(condition);
  return (
    !!conditionType &&
    isAbstractType(conditionType) &&
    isObjectType(type) &&
    schema.isSubType(conditionType, type)
  );
}

/** The fields, merged by response key, that an object of `type` answers. */
function fieldsApplying(
  walk: CostWalk,
  type: GraphQLNamedType,
  grouped: Grouped,
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  for (const [condition, byKey] of grouped) {
    if (!applies(walk.schema, condition, type)) continue;
    for (const [key, nodes] of byKey) {
      const merged = fields.get(key);
      if (!merged) fields.set(key, [...nodes]);
      else for (const node of nodes) if (!merged.includes(node)) merged.push(node);
    }
  }
  return fields;
}

function selectionSetId(walk: CostWalk, selectionSet: SelectionSetNode): number {
  let id = walk.ids.get(selectionSet);
  if (id === undefined) {
    id = walk.ids.size;
    walk.ids.set(selectionSet, id);
  }
  return id;
}

/**
 * The cost of the merged selections on a type. On an abstract type, each possible type that a
 * condition names is costed with what applies to it, and the dearest counts.
 */
function selectionCost(
  walk: CostWalk,
  type: GraphQLNamedType,
  selectionSets: readonly SelectionSetNode[],
): Cost {
  const key = `${type.name}:${selectionSets
    .map((selectionSet) => selectionSetId(walk, selectionSet))
    .sort((a, b) => a - b)
    .join(',')}`;
  const known = walk.costs.get(key);
  if (known) return known;
  checkDeadline(walk.deadline);
  const grouped = groupAll(walk, type, selectionSets);
  let cost: Cost;
  if (isAbstractType(type)) {
    const candidates = [...grouped.keys()].flatMap((condition) => {
      const conditionType = walk.schema.getType(condition);
      return conditionType &&
        isObjectType(conditionType) &&
        walk.schema.isSubType(type, conditionType)
        ? [conditionType]
        : [];
    });
    cost = candidates.reduce(
      (dearest, candidate) => {
        const candidateCost = fieldsCost(
          walk,
          candidate,
          fieldsApplying(walk, candidate, grouped),
        );
        return total(candidateCost) > total(dearest) ? candidateCost : dearest;
      },
      fieldsCost(walk, type, grouped.get(type.name) ?? new Map()),
    );
  } else {
    cost = fieldsCost(walk, type, fieldsApplying(walk, type, grouped));
  }
  walk.costs.set(key, cost);
  return cost;
}

function fieldsCost(
  walk: CostWalk,
  parent: GraphQLNamedType,
  fields: ReadonlyMap<string, FieldNode[]>,
): Cost {
  let cost = NOTHING;
  for (const nodes of fields.values()) cost = plus(cost, fieldCost(walk, parent, nodes));
  return cost;
}

function fieldCost(walk: CostWalk, parent: GraphQLNamedType, nodes: FieldNode[]): Cost {
  const [first] = nodes;
  if (!first || (!isObjectType(parent) && !isInterfaceType(parent))) return NOTHING;
  const field = parent.getFields()[first.name.value];
  if (!field) return NOTHING;
  const named = getNamedType(field.type);
  const selectionSets = nodes.flatMap((node) =>
    node.selectionSet ? [node.selectionSet] : [],
  );
  if (isLeafType(named) || selectionSets.length === 0) return NOTHING;
  const selection = selectionCost(walk, named, selectionSets);
  let cost: number;
  if (isConnection(named)) {
    cost = connectionCost(connectionSize(walk, first.arguments ?? []), selection);
  } else if (isEdge(named)) {
    // An edge only wraps its node, which is counted.
    cost = total(selection);
  } else cost = OBJECT_COST + total(selection);
  return PAGE_ITEM_FIELDS.has(first.name.value) && isConnection(parent)
    ? {once: 0, perItem: cost}
    : {once: cost, perItem: 0};
}

function isConnection(type: GraphQLNamedType): boolean {
  return type.name.endsWith('Connection');
}

function isEdge(type: GraphQLNamedType): boolean {
  return type.name.endsWith('Edge');
}

/** Capped where exact integers end, so a cost however large stays a number a log can print. */
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
