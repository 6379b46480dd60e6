/**
 * Tracking before consent: where the banner asks (the EU region and Norway), a landing's
 * referral and affiliate parameters are kept for the visit only until the shopper accepts;
 * nothing reaches the brand's click and affiliate services before then, and nothing at all
 * after a decline. Elsewhere the landing is tracked at once, as before.
 */
import {createCookie} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {CONSENT_ACCEPTED, CONSENT_DECLINED} from '~/features/growth/consent';
import {VARIANT} from '../emulator/seed-variants';
import {CookieJar, cookieHeader, setCookies, type SetCookie} from './support/cookies';
import {localPlatformUpstream} from './support/upstream';
import {LOCAL_ORIGIN, postCartForm, workerAgainst} from './support/worker';

const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

const DAY_S = 86_400;
const LANDING = '/?utm_source=newsletter&vr=AVA10&smsclickid=sms-1&cjevent=cj-1';

const trackingEvents = () => storefront.adminJson<unknown[]>('/admin/tracking');

async function land(country: string, cookie = ''): Promise<SetCookie[]> {
  const response = await worker.fetch(LANDING, {
    headers: {'oxygen-buyer-country': country, ...(cookie ? {Cookie: cookie} : {})},
  });
  await response.arrayBuffer();
  await worker.settle();
  return setCookies(response);
}

/** The banner's answer as the browser tells it; `expiresAt` is when its own record lapses. */
async function answer(
  choice: string,
  cookie: string,
  {expiresAt, status = 204}: {expiresAt?: number; status?: number} = {},
): Promise<SetCookie[]> {
  const fields = new URLSearchParams({choice});
  if (expiresAt !== undefined) fields.set('expiresAt', String(expiresAt));
  const response = await worker.fetch('/api/tracking-consent', {
    method: 'POST',
    body: fields,
    headers: {Cookie: cookie, Origin: LOCAL_ORIGIN, 'oxygen-buyer-country': 'DE'},
  });
  expect(response.status).toBe(status);
  await worker.settle();
  return setCookies(response);
}

describe('a German shopper landing with tracking parameters', () => {
  it('gets no lasting cookie and nothing is sent before choosing', async () => {
    const before = (await trackingEvents()).length;
    const cookies = await land('DE');
    expect(cookies.map(({name}) => name)).toEqual(['tracking_landing']);
    expect(cookies.every(({maxAge}) => maxAge === null)).toBe(true);
    expect(await trackingEvents()).toHaveLength(before);
  });

  it('gets the 30-day cookies, and the click and CJ event are sent, on accepting', async () => {
    const held = await land('DE');
    const before = (await trackingEvents()).length;
    const cookies = await answer(CONSENT_ACCEPTED, cookieHeader(held));
    const lasting = cookies.filter(({maxAge}) => maxAge === 30 * DAY_S);
    expect(lasting.map(({name}) => name)).toEqual(
      expect.arrayContaining(['referral', 'utm', 'cje']),
    );
    expect(cookies).toContainEqual(
      expect.objectContaining({name: 'tracking_landing', maxAge: 0}),
    );
    const sent = (await trackingEvents()).slice(before) as {
      kind: string;
      body: unknown;
    }[];
    expect(sent.map(({kind}) => kind).sort()).toEqual(['cj', 'click']);
    expect(sent.find(({kind}) => kind === 'click')?.body).toMatchObject({
      country: 'DE',
      visitCode: 'AVA10',
    });

    const next = await land('DE', cookieHeader(cookies));
    expect(next.map(({name}) => name)).not.toContain('tracking_landing');
  });

  it('gets nothing written or sent after declining, on this landing or the next', async () => {
    const held = await land('DE');
    const before = (await trackingEvents()).length;
    const cookies = await answer(CONSENT_DECLINED, cookieHeader(held));
    expect(cookies.filter(({maxAge}) => maxAge !== 0).map(({name}) => name)).toEqual([
      'tracking_consent',
    ]);
    expect(await land('DE', cookieHeader(cookies))).toEqual([]);
    expect(await trackingEvents()).toHaveLength(before);
  });
});

describe('an answer stored before the worker kept its copy, told on a later visit', () => {
  it('tracks the held landing, and the worker keeps the answer only as long as the browser', async () => {
    const held = await land('DE');
    const before = (await trackingEvents()).length;
    const cookies = await answer(CONSENT_ACCEPTED, cookieHeader(held), {
      expiresAt: Date.now() + 10 * DAY_S * 1000,
    });
    const kept = cookies.find(({name}) => name === 'tracking_consent');
    expect(kept?.maxAge).toBeGreaterThan(9 * DAY_S);
    expect(kept?.maxAge).toBeLessThanOrEqual(10 * DAY_S);
    expect(cookies.map(({name}) => name)).toEqual(expect.arrayContaining(['referral']));
    const sent = (await trackingEvents()).slice(before) as {kind: string}[];
    expect(sent.map(({kind}) => kind).sort()).toEqual(['cj', 'click']);
  });

  it('is refused once lapsed, and the held landing stays untracked', async () => {
    const held = await land('DE');
    const before = (await trackingEvents()).length;
    const cookies = await answer(CONSENT_ACCEPTED, cookieHeader(held), {
      expiresAt: Date.now() - 1000,
      status: 400,
    });
    expect(cookies).toEqual([]);
    expect(await trackingEvents()).toHaveLength(before);
  });

  it('never keeps an answer longer than its lifetime, whatever the browser claims', async () => {
    const held = await land('DE');
    const cookies = await answer(CONSENT_DECLINED, cookieHeader(held), {
      expiresAt: Date.now() + 1000 * DAY_S * 1000,
    });
    expect(cookies.find(({name}) => name === 'tracking_consent')?.maxAge).toBe(
      30 * DAY_S,
    );
  });
});

describe('a shopper outside the consent countries', () => {
  it('is tracked on landing, as before', async () => {
    const before = (await trackingEvents()).length;
    const cookies = await land('US');
    expect(cookies.filter(({maxAge}) => maxAge === 30 * DAY_S).length).toBeGreaterThan(0);
    expect((await trackingEvents()).length).toBeGreaterThan(before);
  });
});

/** A German shopper's browser: its cookies kept and sent back. */
class GermanJar extends CookieJar {
  async visit(path: string): Promise<void> {
    const response = await worker.fetch(path, {
      headers: {Cookie: this.header(), 'oxygen-buyer-country': 'DE'},
    });
    await response.arrayBuffer();
    await worker.settle();
    this.take(response);
  }

  async answer(choice: string, fields: Record<string, string> = {}): Promise<Response> {
    const response = await worker.fetch('/api/tracking-consent', {
      method: 'POST',
      body: new URLSearchParams({choice, ...fields}),
      headers: {
        Cookie: this.header(),
        Origin: LOCAL_ORIGIN,
        'oxygen-buyer-country': 'DE',
      },
      redirect: 'manual',
    });
    await worker.settle();
    this.take(response);
    return response;
  }

  async addKumo(): Promise<void> {
    const lines = [{merchandiseId: VARIANT.kumoEu, quantity: 1}];
    this.take(
      await postCartForm(
        worker,
        'LinesAdd',
        {lines},
        {cookie: this.header(), headers: {'oxygen-buyer-country': 'DE'}},
      ),
    );
    await worker.settle();
  }

  async cartAttributes(): Promise<string[]> {
    const cart = await storefront.storedCart(this.values.get('cart') ?? '');
    return cart.attributes.map(({key}) => key);
  }
}

const TRACKING_COOKIE_NAMES = ['referral', 'utm', 'cje', 'sms_click_id', 'disable_sas'];

describe('consent taken back', () => {
  it('a consent cookie the worker did not sign is no answer: the landing stays held', async () => {
    const unsigned = await createCookie('tracking_consent').serialize(CONSENT_ACCEPTED);
    for (const forged of [unsigned.split(';', 1)[0] ?? '', 'tracking_consent=%22OK%22']) {
      const cookies = await land('DE', forged);
      expect(cookies.map(({name}) => name)).toEqual(['tracking_landing']);
    }
  });

  it('declining after accepting deletes every tracking cookie and the cart’s attributes; a new cart carries none', async () => {
    const jar = new GermanJar();
    await jar.visit(LANDING);
    await jar.answer(CONSENT_ACCEPTED);
    await jar.addKumo();
    expect(await jar.cartAttributes()).toEqual(expect.arrayContaining(['utm_source']));
    // Another tab still holds the records the decline deletes here.
    const otherTab = jar.header();

    await jar.answer(CONSENT_DECLINED);
    expect(
      [...jar.values.keys()].filter((name) => TRACKING_COOKIE_NAMES.includes(name)),
    ).toEqual([]);
    expect(await jar.cartAttributes()).toEqual([]);

    const declined = new GermanJar();
    for (const pair of otherTab.split('; ')) {
      const [name = '', value = ''] = pair.split('=');
      if (name !== 'cart' && name !== 'tracking_consent')
        declined.values.set(name, value);
    }
    declined.values.set('tracking_consent', jar.values.get('tracking_consent') ?? '');
    await declined.addKumo();
    expect(await declined.cartAttributes()).toEqual([]);
    await declined.visit('/collections');
    expect(
      [...declined.values.keys()].filter((name) => TRACKING_COOKIE_NAMES.includes(name)),
    ).toEqual([]);
  });

  it('the footer’s form, posted without JavaScript, returns to its page', async () => {
    const jar = new GermanJar();
    const response = await jar.answer(CONSENT_DECLINED, {
      redirectTo: '/collections#cookie-settings',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/collections#cookie-settings');
    expect(jar.values.has('tracking_consent')).toBe(true);

    const away = await jar.answer(CONSENT_DECLINED, {redirectTo: '//evil.example/'});
    expect(away.headers.get('Location')).toBe('/');
  });
});
