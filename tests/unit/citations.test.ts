import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, sourceFiles} from './support/source-tree';

/**
 * Code cites the rule it follows as `docs/product/<area>.md#<rule>`, a page a newcomer can open,
 * never by the original specification's section number or an issue's number, which only the
 * people who wrote it remember. Every such link must name a page and a heading that exist.
 */
const SOURCE_ROOTS = [
  'app',
  'rules',
  'graphql',
  'emulators',
  'extensions',
  'dev',
  'tests',
  'bench',
];
/** This file, whose own examples are the citations it refuses. */
const SELF = path.relative(ROOT, import.meta.filename);
const PRODUCT_DIR = path.join(ROOT, 'docs/product');

const NUMBERED_CITATION = /\b[Ss]pecs? ?[0-9]|\b[Ii]ssue ?#?[0-9]/;
const PRODUCT_LINK = /docs\/product\/([A-Za-z0-9_.-]+\.md)(?:#([A-Za-z0-9_-]*))?/g;

/** GitHub's anchor for a heading: lower case, punctuation but '-' dropped, spaces to '-'. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a page's headings give, a repeated one numbered as GitHub numbers it. */
function pageAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const anchor = headingAnchor(heading[1]!);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

const productPages = new Map(
  fs
    .readdirSync(PRODUCT_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [
      name,
      pageAnchors(fs.readFileSync(path.join(PRODUCT_DIR, name), 'utf8')),
    ]),
);

/** What is wrong with one line's citations, each as "file:line: problem". */
function lineProblems(file: string, lineNumber: number, line: string): string[] {
  const where = `${file}:${lineNumber}`;
  const problems: string[] = [];
  const numbered = NUMBERED_CITATION.exec(line);
  if (numbered)
    problems.push(`${where}: cites "${numbered[0]}…", not a docs/product rule`);
  for (const [, page, anchor] of line.matchAll(PRODUCT_LINK)) {
    const anchors = productPages.get(page!);
    if (!anchors) problems.push(`${where}: docs/product/${page} does not exist`);
    else if (anchor !== undefined && !anchors.has(anchor))
      problems.push(`${where}: docs/product/${page} has no heading #${anchor}`);
  }
  return problems;
}

describe('citations in code', () => {
  it('computes anchors as GitHub does', () => {
    expect(headingAnchor('One free or chosen-price item')).toBe(
      'one-free-or-chosen-price-item',
    );
    expect(headingAnchor("Shopper's messages (v2)")).toBe('shoppers-messages-v2');
    expect([
      ...pageAnchors('# Page\n\n## Rule\n\n```\n## not a heading\n```\n## Rule\n'),
    ]).toEqual(['page', 'rule', 'rule-1']);
  });

  it('finds both kinds of problem', () => {
    expect(lineProblems('a.ts', 1, '// spec 4 "Free item"')).toHaveLength(1);
    expect(lineProblems('a.ts', 1, '// (issue #12)')).toHaveLength(1);
    expect(lineProblems('a.ts', 1, '// docs/product/cart.md#no-such-rule')).toHaveLength(
      1,
    );
    expect(lineProblems('a.ts', 1, '// docs/product/nowhere.md#rule')).toHaveLength(1);
    expect(lineProblems('a.ts', 1, '// docs/product/cart.md#free-item-on-load')).toEqual(
      [],
    );
  });

  it('cite docs/product rules that exist, never a spec section or an issue', () => {
    const problems = SOURCE_ROOTS.flatMap(sourceFiles)
      .filter((file) => file !== SELF)
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => lineProblems(file, index + 1, line)),
      );
    expect(problems).toEqual([]);
  });
});
