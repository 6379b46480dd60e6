import {http, HttpResponse} from 'msw';
import {describe, expect, it, vi} from 'vitest';
import {localPlatformUpstream} from './support/upstream';
import {workerAgainst} from './support/worker';

/**
 * The account messages (docs/product/accounts.md#account-messages), as the sign-up page shows
 * them: an email that already has an account reads the spec's text, in the shop's lower-case
 * style (docs/product/accounts.md#account-messages).
 */

const storefront = localPlatformUpstream({warm: false});
const worker = workerAgainst(storefront);

describe('sign-up with an email that already has an account', () => {
  it("shows 'user with given email already exists.'", async () => {
    storefront.use(
      http.post('https://identitytoolkit.googleapis.com/v1/accounts:signUp', () =>
        HttpResponse.json({error: {code: 400, message: 'EMAIL_EXISTS'}}, {status: 400}),
      ),
    );
    const form = new FormData();
    form.set('email', 'taken@example.com');
    form.set('password', 'a-long-password');
    form.set('confirmPassword', 'a-long-password');
    const response = await worker.fetch('/account/signup', {method: 'POST', body: form});
    const html = await response.text();
    expect(html).toContain('user with given email already exists.');
    expect(html).not.toContain('an account with this email already exists.');
  });
});

describe('a password reset that fails', () => {
  it('is logged, and the shopper is told the link no longer works', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storefront.use(
      http.post('https://identitytoolkit.googleapis.com/v1/accounts:resetPassword', () =>
        HttpResponse.json(
          {error: {code: 400, message: 'INVALID_OOB_CODE'}},
          {status: 400},
        ),
      ),
    );
    const form = new FormData();
    form.set('mode', 'resetPassword');
    form.set('oobCode', 'used-code');
    form.set('password', 'a-new-password');
    form.set('confirmPassword', 'a-new-password');
    const response = await worker.fetch('/account/action', {method: 'POST', body: form});
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/resetLinkInvalid/);
    expect(logged).toHaveBeenCalledWith('password reset failed', expect.anything());
  });
});
