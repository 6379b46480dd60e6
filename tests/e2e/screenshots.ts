import type {Page, TestInfo} from '@playwright/test';

/** The page at a phone's and a desktop's size (390x844, 1440x900), to look at as a shopper. */
export async function shootPhoneAndDesktop(
  page: Page,
  testInfo: TestInfo,
  name: string,
  {fullPage = false}: {fullPage?: boolean} = {},
): Promise<void> {
  for (const viewport of [
    {width: 390, height: 844},
    {width: 1440, height: 900},
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${viewport.width}.png`),
      fullPage,
    });
  }
}
