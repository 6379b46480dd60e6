/**
 * A selection of every field of a type the schema offers, a few levels deep, with plain values
 * for required arguments (fields whose arguments need an input object are left out).
 */
import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';

const MAX_DEPTH = 3;

function literal(type: GraphQLInputType): string | null {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isInputObjectType(type)) return null;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null;
  switch (type.name) {
    case 'Int':
      return '1';
    case 'Boolean':
      return 'false';
    default:
      return '"x"';
  }
}

function argumentsFor(args: readonly GraphQLArgument[]): string | null {
  const parts: string[] = [];
  for (const arg of args) {
    if (arg.name === 'first') {
      parts.push('first: 2');
      continue;
    }
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
    if (arg.name === 'identifiers') {
      parts.push('identifiers: [{namespace: "custom", key: "headline"}]');
      continue;
    }
    const value = literal(arg.type);
    if (value === null) return null;
    parts.push(`${arg.name}: ${value}`);
  }
  return parts.length ? `(${parts.join(', ')})` : '';
}

export function selection(type: GraphQLObjectType, depth: number): string {
  const fields: string[] = [];
  for (const field of Object.values(type.getFields())) {
    const args = argumentsFor(field.args);
    if (args === null) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      fields.push(`${field.name}${args}`);
    } else if (isAbstractType(named)) {
      fields.push(`${field.name}${args} { __typename }`);
    } else if (isObjectType(named) && depth < MAX_DEPTH) {
      fields.push(`${field.name}${args} { __typename ${selection(named, depth + 1)} }`);
    }
  }
  return fields.join('\n');
}
