import {describe, expect, it} from 'vitest';
import {cookiePair} from './support/cookies';
import {localPlatformUpstream} from './support/upstream';
import {uniqueEmail, workerAgainst} from './support/worker';

const storefront = localPlatformUpstream({warm: false});
const worker = workerAgainst(storefront);

interface Contact {
  email: string;
  customFields: Record<string, unknown>;
}

const contacts = () => storefront.adminJson<Contact[]>('/admin/mail/contacts');

function postJson(body: unknown) {
  return worker.fetch('/api/subscribe-sendgrid', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
}

const SHOWN_SUBSCRIBED = /class="mailing-list__message"[^>]*>subscribed!</;

describe('POST /api/subscribe-sendgrid as JSON', () => {
  it('adds the contact through the mail sink, then answers already subscribed', async () => {
    const email = uniqueEmail('footer');
    const first = await postJson({email, from: 'footer'});
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ok: true});
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(await contacts()).toContainEqual(
      expect.objectContaining({email, customFields: {signup_source: 'footer'}}),
    );

    const again = await postJson({email, from: 'footer'});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({error: 'already subscribed'});
  });

  it('keeps the product of a welcome-offer sign-up', async () => {
    const email = uniqueEmail('welcome');
    const response = await postJson({
      email,
      from: 'welcome bonus',
      productTitle: 'Kumo Blending Brush',
    });
    expect(response.status).toBe(200);
    expect(await contacts()).toContainEqual(
      expect.objectContaining({
        email,
        customFields: {
          signup_source: 'welcome bonus',
          product_title: 'Kumo Blending Brush',
        },
      }),
    );
  });

  it.each([
    {case: 'an invalid email', body: {email: 'not-an-email', from: 'footer'}},
    {case: 'no email', body: {from: 'footer'}},
    {
      case: 'a hostile string',
      body: {email: '<script>alert(1)</script>', from: 'footer'},
    },
    {case: 'a body that is not an object', body: ['x@example.com']},
  ])('refuses $case with invalid email, adding nobody', async ({body}) => {
    const before = (await contacts()).length;
    const response = await postJson(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({error: 'invalid email'});
    expect((await contacts()).length).toBe(before);
  });

  it('refuses a source the forms never send, adding nobody', async () => {
    const email = uniqueEmail('forged');
    const response = await postJson({email, from: 'admin'});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({error: 'invalid request'});
    expect((await contacts()).map((contact) => contact.email)).not.toContain(email);
  });
});

describe('POST /api/subscribe-sendgrid as a plain form (no JavaScript)', () => {
  it('comes back to the page it was sent from, which says subscribed! once', async () => {
    const email = uniqueEmail('plain');
    const form = new URLSearchParams({email, from: 'footer', redirectTo: '/pages/faq'});
    const posted = await worker.fetch('/api/subscribe-sendgrid', {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: form.toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/pages/faq#mailing-list');
    const cookie = cookiePair(posted, 'session');
    expect(cookie).toBeDefined();

    const page = await worker.fetch('/pages/faq', {headers: {Cookie: cookie ?? ''}});
    // The texts travel with the page too: the message is the one in the form's status line.
    expect(await page.text()).toMatch(SHOWN_SUBSCRIBED);
    const next = await worker.fetch('/pages/faq', {
      headers: {Cookie: cookiePair(page, 'session') ?? cookie ?? ''},
    });
    expect(await next.text()).not.toMatch(SHOWN_SUBSCRIBED);
  });

  it('never redirects off the site', async () => {
    const posted = await worker.fetch('/api/subscribe-sendgrid', {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({
        email: uniqueEmail('redirect'),
        from: 'footer',
        redirectTo: '//evil.example/steal',
      }).toString(),
      redirect: 'manual',
    });
    expect(posted.headers.get('Location')).toBe('/#mailing-list');
  });
});
