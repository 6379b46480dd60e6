import {describe, expect, it} from 'vitest';
import {
  FLOOD_DOCUMENT,
  floodDocument,
  floodVerdict,
  fragmentBombDocument,
  FRAGMENT_BOMB_LEVELS,
} from '../../bench/flood';
import {
  MAX_ALIASES,
  queryShape,
  shapeError,
  fragmentsOf,
} from '../../emulators/commerce/src/graphql/query-limits';
import {Kind, parse, type OperationDefinitionNode} from 'graphql';

function shapeOfText(text: string) {
  const document = parse(text);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return queryShape(operation, fragmentsOf(document));
}

describe('the flood document', () => {
  it('is the heaviest the limits allow: one more search would be refused', () => {
    expect(shapeOfText(FLOOD_DOCUMENT).aliases).toBe(MAX_ALIASES);
    expect(shapeError(shapeOfText(FLOOD_DOCUMENT))).toBeNull();
    expect(
      shapeError(shapeOfText(floodDocument(MAX_ALIASES + 1)))?.extensions?.code,
    ).toBe('MAX_ALIASES_EXCEEDED');
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

  it('is refused for the fields its spreads write out', () => {
    expect(shapeError(shapeOfText(fragmentBombDocument()))?.extensions?.code).toBe(
      'MAX_FIELDS_EXCEEDED',
    );
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
