import {Kind, parse, type OperationDefinitionNode} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  FLOOD_DOCUMENT,
  floodAliasCount,
  floodDocument,
  floodVerdict,
  fragmentBombDocument,
  FRAGMENT_BOMB_LEVELS,
} from '../../bench/flood';
import {MAX_QUERY_COST, queryCost} from '../../emulators/commerce/src/graphql/query-cost';
import {storefrontSchema} from '../../emulators/commerce/src/graphql/schema';

function costOf(text: string): number {
  const operation = parse(text).definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return queryCost(storefrontSchema(), operation, new Map(), {});
}

describe('floodAliasCount', () => {
  it.each([
    {maxCost: 1000, aliasCost: 3, aliases: 333},
    {maxCost: 999, aliasCost: 3, aliases: 333},
    {maxCost: 2, aliasCost: 3, aliases: 0},
    {maxCost: 0, aliasCost: 3, aliases: 0},
    {maxCost: 1000, aliasCost: 0, aliases: 0},
  ])('$maxCost at $aliasCost each: $aliases', ({maxCost, aliasCost, aliases}) => {
    expect(floodAliasCount(maxCost, aliasCost)).toBe(aliases);
  });
});

describe('the flood document', () => {
  it.each([1, 2, 50])('%i aliases cost 3 each at the platform', (aliases) => {
    expect(costOf(floodDocument(aliases))).toBe(3 * aliases);
  });

  it('is the costliest the limit allows: one more search would be refused', () => {
    const aliases = floodAliasCount(MAX_QUERY_COST);
    expect(costOf(FLOOD_DOCUMENT)).toBeLessThanOrEqual(MAX_QUERY_COST);
    expect(costOf(floodDocument(aliases + 1))).toBeGreaterThan(MAX_QUERY_COST);
  });

  it('quotes the search term', () => {
    expect(floodDocument(1, 'a "b"')).toContain('search(query: "a \\"b\\"", first: 1)');
  });
});

describe('the fragment bomb', () => {
  it('has the reported depth, each fragment spreading the next twice', () => {
    const document = fragmentBombDocument();
    expect(document.match(/^fragment F\d+ on Shop/gm)).toHaveLength(FRAGMENT_BOMB_LEVELS);
    expect(document.match(/\.\.\.F24 \.\.\.F24/g)).toHaveLength(1);
  });
});

describe('floodVerdict', () => {
  it.each([
    {unloaded: 100, loaded: 150, factor: 2, ratio: 1.5, ok: true},
    {unloaded: 100, loaded: 200, factor: 2, ratio: 2, ok: true},
    {unloaded: 100, loaded: 201, factor: 2, ratio: 2.01, ok: false},
    {unloaded: 100, loaded: 80, factor: 2, ratio: 0.8, ok: true},
    {unloaded: 0, loaded: 80, factor: 2, ratio: Number.NaN, ok: false},
    {unloaded: Number.NaN, loaded: 80, factor: 2, ratio: Number.NaN, ok: false},
    {unloaded: 100, loaded: Number.NaN, factor: 2, ratio: Number.NaN, ok: false},
  ])(
    '$loaded ms against $unloaded ms: ok $ok',
    ({unloaded, loaded, factor, ratio, ok}) => {
      const verdict = floodVerdict(unloaded, loaded, factor);
      expect(verdict.ok).toBe(ok);
      if (Number.isNaN(ratio)) expect(verdict.ratio).toBeNaN();
      else expect(verdict.ratio).toBeCloseTo(ratio);
    },
  );
});
