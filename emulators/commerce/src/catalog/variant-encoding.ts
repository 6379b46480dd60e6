/**
 * Shopify's v1 encoding of option value combinations (Product.encodedVariantExistence and
 * encodedVariantAvailability), as hydrogen-react's decodeEncodedVariant reads it: a trie of
 * option value indices where `:` descends to the next option, `,` closes a prefix, ` ` is a
 * gap and `-` a run of consecutive indices in the last option.
 */

const VERSION = 'v1_';

interface Trie {
  children: Map<number, Trie>;
}

function leafRuns(indices: number[]): string {
  const runs: string[] = [];
  let start = indices[0];
  let previous = start;
  const flush = () => {
    if (start === undefined || previous === undefined) return;
    runs.push(start === previous ? String(start) : `${start}-${previous}`);
  };
  for (const index of indices.slice(1)) {
    if (previous !== undefined && index === previous + 1) {
      previous = index;
      continue;
    }
    flush();
    start = index;
    previous = index;
  }
  flush();
  return runs.join(' ');
}

function encodeLevel(node: Trie, remainingDepth: number): string {
  const keys = [...node.children.keys()].sort((a, b) => a - b);
  if (remainingDepth === 1) return leafRuns(keys);
  return keys
    .map(
      (key) =>
        `${key}:${encodeLevel(node.children.get(key) as Trie, remainingDepth - 1)},`,
    )
    .join('');
}

/** Encodes combinations of option value indices, e.g. [[0, 0], [0, 1], [1, 0]] -> 'v1_0:0-1,1:0,'. */
export function encodeOptionValueCombinations(combinations: readonly number[][]): string {
  const depth = combinations[0]?.length ?? 0;
  if (depth === 0) return VERSION;
  const root: Trie = {children: new Map()};
  for (const combination of combinations) {
    let node = root;
    for (const index of combination) {
      let child = node.children.get(index);
      if (!child) {
        child = {children: new Map()};
        node.children.set(index, child);
      }
      node = child;
    }
  }
  return VERSION + encodeLevel(root, depth);
}
