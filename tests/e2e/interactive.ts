import {expect, type Page} from '@playwright/test';

/**
 * Waits until the page is interactive. Its scripts load once its first screen is painted
 * (decision 0110), after the load event that `page.goto` waits for; until they have run, links
 * and forms work as plain HTML, so a flow that needs JavaScript (a dialog, suggestions while
 * typing) waits for them first. The shell's account link becomes its dropdown's button then, in
 * the header on a desktop and in the bottom bar on a phone.
 */
export async function whenInteractive(page: Page): Promise<void> {
  await expect(page.getByRole('button', {name: 'account'})).toBeVisible();
}

/** Opens a page and waits until it is interactive. */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await whenInteractive(page);
}
