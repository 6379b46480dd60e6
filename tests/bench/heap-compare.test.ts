import {describe, expect, it} from 'vitest';
import {bytesWithoutCode, heapNodes, newByKind} from '../../bench/heap-compare';

/** A heap snapshot as V8 writes it: flat node fields, names as indexes into `strings`. */
function snapshot(nodes: [type: number, name: string, id: number, size: number][]) {
  const strings: string[] = [];
  const flat = nodes.flatMap(([type, name, id, size]) => {
    let index = strings.indexOf(name);
    if (index < 0) index = strings.push(name) - 1;
    return [type, index, id, size, 0];
  });
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [['hidden', 'object', 'string', 'code', 'closure']] as [string[]],
      },
    },
    nodes: flat,
    strings,
  };
}

const OBJECT = 1;
const STRING = 2;
const CODE = 3;

describe('heap-compare', () => {
  it('sums what the later heap holds that the earlier did not, by kind, the largest first', () => {
    const before = heapNodes(
      snapshot([
        [OBJECT, 'Cart', 1, 100],
        [STRING, 'kept', 2, 40],
      ]),
    );
    const after = heapNodes(
      snapshot([
        [OBJECT, 'Cart', 1, 100],
        [STRING, 'kept', 2, 40],
        [OBJECT, 'Cart', 3, 100],
        [OBJECT, 'Cart', 4, 100],
        [CODE, 'loader', 5, 900],
        [STRING, '// Copyright (c) a runtime module', 6, 300],
        [STRING, 'a text', 7, 20],
      ]),
    );
    expect(newByKind(before, after)).toEqual([
      {kind: 'code: loader', bytes: 900, count: 1},
      {kind: 'string (a source)', bytes: 300, count: 1},
      {kind: 'object: Cart', bytes: 200, count: 2},
      {kind: 'string', bytes: 20, count: 1},
    ]);
  });

  it('finds nothing new in a heap compared with itself', () => {
    const nodes = heapNodes(snapshot([[OBJECT, 'Cart', 1, 100]]));
    expect(newByKind(nodes, nodes)).toEqual([]);
  });

  it('counts the heap without its compiled code', () => {
    const nodes = heapNodes(
      snapshot([
        [OBJECT, 'Cart', 1, 100],
        [CODE, 'loader', 2, 900],
        [STRING, 'a text', 3, 20],
      ]),
    );
    expect(bytesWithoutCode(nodes)).toBe(120);
  });
});
