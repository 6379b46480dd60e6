import {expect, test, type Page} from '@playwright/test';
import {gotoInteractive} from './interactive';

/**
 * The footer's sign-up (docs/product/growth.md#mailing-list) against the stack's mail sink:
 * each answer the server gives, with JavaScript (the page stays, typing clears the message) and
 * without (the form posts and the shopper comes back to the same page with the outcome).
 */

function unique(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function signUp(page: Page) {
  const form = page.getByRole('contentinfo');
  return {
    email: form.getByRole('textbox', {name: 'email'}),
    submit: form.getByRole('button', {name: 'subscribe'}),
    message: form.locator('.mailing-list__message'),
  };
}

test('with JavaScript: subscribed!, already subscribed, invalid email, and typing clears', async ({
  page,
}) => {
  await gotoInteractive(page, '/pages/faq');
  const form = signUp(page);
  const email = unique('footer');

  await form.email.fill(email);
  await form.submit.click();
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
    'subscribed!',
  );
  await expect(page).toHaveURL(/\/pages\/faq$/);
  expect(await page.evaluate(() => localStorage.getItem('emailRegistered'))).toBe('true');

  await form.email.press('Backspace');
  await expect(form.message).toHaveText('');
  await form.email.fill(email);
  await form.submit.click();
  await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText(
    'already subscribed',
  );

  await form.email.fill('not an email');
  await form.submit.click();
  await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText(
    'invalid email',
  );
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the form posts and the same page says subscribed!, then invalid email', async ({
    page,
  }) => {
    await page.goto('/collections/best-sellers');
    const form = signUp(page);
    await form.email.fill(unique('plain'));
    await form.submit.click();
    await expect(page).toHaveURL(/\/collections\/best-sellers#mailing-list$/);
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
      'subscribed!',
    );

    await form.email.fill('nobody@');
    await form.submit.click();
    await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText(
      'invalid email',
    );
  });
});
