/**
 * What a V8 heap holds at the end that it did not hold before, by kind: two snapshots of one
 * isolate (the soak's `--worker-snapshots`), where an object keeps its id from one to the next.
 *
 *   tsx bench/heap-compare.ts <before.heapsnapshot> <after.heapsnapshot> [--top 25]
 *
 * Compiled code, runtime sources and hash tables grown at a peak are what a warming isolate
 * adds; objects and strings that traffic makes, a leak. Decision 0124 reads a soak this way.
 */
import {readFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';

export interface HeapSnapshot {
  snapshot: {meta: {node_fields: string[]; node_types: [string[], ...unknown[]]}};
  nodes: number[];
  strings: string[];
}

export interface HeapNode {
  id: number;
  type: string;
  name: string;
  selfSize: number;
}

/** Long names (sources, texts) are cut so that one kind does not become a thousand. */
const NAME_LENGTH = 60;

export function heapNodes(snapshot: HeapSnapshot): HeapNode[] {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const at = (field: string) => fields.indexOf(field);
  const [type, name, id, selfSize] = ['type', 'name', 'id', 'self_size'].map(at);
  const nodes: HeapNode[] = [];
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const value = (field: number | undefined) =>
      snapshot.nodes[index + (field ?? 0)] ?? 0;
    nodes.push({
      id: value(id),
      type: types[value(type)] ?? 'unknown',
      name: snapshot.strings[value(name)] ?? '',
      selfSize: value(selfSize),
    });
  }
  return nodes;
}

/**
 * The heap without V8's compiled code (bytecode, baseline and optimised code, feedback): what
 * the program's objects hold. Code grows as more functions run and get hot, up to what the
 * bundle holds; objects grow with what the isolate keeps.
 */
export function bytesWithoutCode(nodes: readonly HeapNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.type === 'code' ? 0 : node.selfSize), 0);
}

/** The kind a node is counted under: its type, and for objects and code, its name. */
export function kindOf(node: HeapNode): string {
  if (node.type.includes('string')) {
    return node.name.startsWith('// Copyright') ? 'string (a source)' : 'string';
  }
  if (node.type === 'closure' || node.type === 'number') return node.type;
  return `${node.type}: ${node.name.slice(0, NAME_LENGTH)}`;
}

export interface GrownKind {
  kind: string;
  bytes: number;
  count: number;
}

/** The nodes of `after` that `before` lacks, summed by kind, the largest first. */
export function newByKind(before: HeapNode[], after: HeapNode[]): GrownKind[] {
  const known = new Set(before.map((node) => node.id));
  const kinds = new Map<string, GrownKind>();
  for (const node of after) {
    if (known.has(node.id)) continue;
    const kind = kindOf(node);
    const grown = kinds.get(kind) ?? {kind, bytes: 0, count: 0};
    grown.bytes += node.selfSize;
    grown.count += 1;
    kinds.set(kind, grown);
  }
  return [...kinds.values()].sort((a, b) => b.bytes - a.bytes);
}

function main() {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {top: {type: 'string', default: '25'}},
  });
  const [beforeFile, afterFile] = positionals;
  if (!beforeFile || !afterFile) {
    throw new Error('usage: heap-compare.ts <before.heapsnapshot> <after.heapsnapshot>');
  }
  const read = (file: string) =>
    heapNodes(JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot);
  const before = read(beforeFile);
  const after = read(afterFile);
  const total = (nodes: HeapNode[]) =>
    nodes.reduce((sum, node) => sum + node.selfSize, 0);
  console.log(`heap ${total(before)} -> ${total(after)} bytes`);
  console.log('| kind | new bytes | new objects |\n| --- | --- | --- |');
  for (const grown of newByKind(before, after).slice(0, Number(values.top))) {
    console.log(`| ${grown.kind} | ${grown.bytes} | ${grown.count} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
