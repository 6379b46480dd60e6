import {expect, type Page} from '@playwright/test';

/**
 * From the cart page through the local checkout to its thank-you page: the email is typed,
 * or checked as the checkout filled it in (a signed-in customer's).
 */
export async function payAtLocalCheckout(
  page: Page,
  {
    email,
    prefilledEmail,
    lastName,
  }: {email?: string; prefilledEmail?: string; lastName: string},
): Promise<void> {
  await page.getByRole('link', {name: 'checkout'}).click();
  await expect(page.getByRole('heading', {name: /checkout/i}).first()).toBeVisible();
  const emailBox = page.getByRole('textbox', {name: 'Email'});
  if (prefilledEmail) await expect(emailBox).toHaveValue(prefilledEmail);
  if (email) await emailBox.fill(email);
  await page.getByRole('textbox', {name: 'Last name'}).fill(lastName);
  await page.getByRole('textbox', {name: 'Address', exact: true}).fill('1 Brush Lane');
  await page.getByRole('textbox', {name: 'City'}).fill('Portland');
  await page.getByRole('button', {name: 'Pay now'}).click();
  await expect(
    page.getByRole('heading', {name: 'Thank you for your order'}),
  ).toBeVisible();
}

/**
 * A guest's details on the platform's checkout form, found by the fields' names (their labels
 * are in the cart's language), then its pay button by the language's label.
 */
export async function payAsGuest(
  page: Page,
  payNow: string,
  buyer: {email: string; lastName: string; address1: string; city: string},
): Promise<void> {
  for (const [name, value] of Object.entries(buyer)) {
    await page.locator(`input[name="${name}"]`).fill(value);
  }
  await page.getByRole('button', {name: payNow}).click();
}
