import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {expect, type Page} from '@playwright/test';
import type axe from 'axe-core';
import type {RunOptions} from 'axe-core';

/** WCAG 2.1 A and AA: the rules every page of the shop passes. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The page's axe violations as they read in a failure: each rule with its help and the nodes
 * it found. Without tags, every rule axe has, its best practices included. axe-core is
 * injected once per document and run in the top frame: the shop has no frames of its own.
 */
export async function axeViolations(page: Page, tags?: readonly string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(tags && {runOnly: {type: 'tag', values: [...tags]}}),
  };
  return page.evaluate(async (runOptions) => {
    const {violations} = await (window as unknown as {axe: typeof axe}).axe.run(
      runOptions,
    );
    return violations.map(({id, help, nodes}) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
}

export async function expectNoAxeViolations(page: Page, tags?: readonly string[]) {
  expect(await axeViolations(page, tags)).toEqual([]);
}
