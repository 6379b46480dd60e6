import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

/** WCAG 2.1 A and AA: the rules every page of the shop passes. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's axe violations as they read in a failure: each rule with its help and the nodes
 * it found. Without tags, every rule axe has, its best practices included.
 */
export async function axeViolations(page: Page, tags?: readonly string[]) {
  const builder = new AxeBuilder({page});
  const {violations} = await (tags ? builder.withTags([...tags]) : builder).analyze();
  return violations.map(({id, help, nodes}) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}

export async function expectNoAxeViolations(page: Page, tags?: readonly string[]) {
  expect(await axeViolations(page, tags)).toEqual([]);
}
