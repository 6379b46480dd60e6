import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {VARIANT} from '../emulator/seed-variants';
import {CookieJar} from './support/cookies';
import {localPlatformUpstream} from './support/upstream';
import {postCartForm, workerAgainst} from './support/worker';

/**
 * Referral and affiliate tracking (docs/product/growth.md#referral-and-tracking): the
 * worker keeps each record as a cookie, confirms CJ events and reports clicks to the platform
 * standing in for the brand's servers, and writes the tracking attributes on the cart.
 */
const storefront = localPlatformUpstream();
const worker = workerAgainst(storefront);

const DAY_S = 86_400;

/** A shopper's browser on the worker: its cookies kept and sent back. */
class Jar extends CookieJar {
  async visit(path: string): Promise<{response: Response; set: string[]}> {
    const response = await worker.fetch(path, {headers: {Cookie: this.header()}});
    await response.arrayBuffer();
    await worker.settle();
    return {response, set: this.take(response)};
  }

  async addKumo(): Promise<void> {
    const lines = [{merchandiseId: VARIANT.kumoUs, quantity: 1}];
    this.take(await postCartForm(worker, 'LinesAdd', {lines}, {cookie: this.header()}));
    await worker.settle();
  }
}

const events = () =>
  storefront.adminJson<{kind: 'cj' | 'click'; body: Record<string, unknown>}[]>(
    '/admin/tracking',
  );

async function cartAttributes(jar: Jar): Promise<Record<string, string>> {
  const cart = await storefront.storedCart(jar.values.get('cart') ?? '');
  return Object.fromEntries(cart.attributes.map(({key, value}) => [key, value]));
}

describe('landing with tracking parameters', () => {
  it('a referral and a utm_source are stored for 30 days, reported as a click, and start the cart', async () => {
    const jar = new Jar();
    const before = (await events()).length;
    const {response, set} = await jar.visit('/?vr=AVA10&utm_source=newsletter');
    expect(response.status).toBe(200);
    expect(set).toEqual(
      expect.arrayContaining(['referral', 'utm', 'disable_sas', 'click_tracked_at']),
    );
    expect(jar.maxAges.get('referral')).toBe(30 * DAY_S);
    expect(jar.maxAges.get('utm')).toBe(30 * DAY_S);
    expect(jar.maxAges.get('click_tracked_at')).toBe(300);
    expect(
      response.headers.getSetCookie().every((cookie) => /HttpOnly/i.test(cookie)),
    ).toBe(true);

    const clicks = (await events()).slice(before);
    expect(clicks).toEqual([
      {
        kind: 'click',
        receivedAt: expect.any(String),
        body: {
          url: 'http://127.0.0.1:3000/?vr=AVA10&utm_source=newsletter',
          localStorageCode: null,
          visitCode: 'AVA10',
          country: 'US',
          affiliateProgram: 'newsletter',
          landingPage: '/',
        },
      },
    ]);

    await jar.addKumo();
    expect(await cartAttributes(jar)).toEqual({
      disable_sas: 'true',
      utm_source: 'newsletter',
    });

    // Within 5 minutes a second landing reports no click; the stored code rides along later.
    const again = (await events()).length;
    await jar.visit('/collections/eye-brushes?utm_source=instagram');
    expect((await events()).length).toBe(again);
    expect(await cartAttributes(jar)).toEqual({
      disable_sas: 'true',
      utm_source: 'instagram',
    });
  });

  it('a CJ event confirmed by the brand’s server replaces the SMS click on the cookies and the cart', async () => {
    const jar = new Jar();
    const first = (await events()).length;
    await jar.visit('/?smsclickid=sms-1&smscode=HELLO');
    expect(jar.values.get('sms_click_id')).toBeDefined();
    expect((await events()).slice(first).map(({body}) => body.affiliateProgram)).toEqual([
      'sms',
    ]);
    await jar.addKumo();
    expect(await cartAttributes(jar)).toMatchObject({
      sms_click_id: 'sms-1',
      sms_code: 'HELLO',
      sms_click_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // The SMS landing reported its click; within 5 minutes the CJ one reports none.
    const before = (await events()).length;
    await jar.visit('/products/kumo-blending-brush?cjevent=cj-event-7');
    expect((await events()).slice(before)).toEqual([
      {kind: 'cj', receivedAt: expect.any(String), body: {cjevent: 'cj-event-7'}},
    ]);
    expect(jar.values.has('sms_click_id')).toBe(false);
    expect(await cartAttributes(jar)).toEqual({cje: 'cj-event-7', disable_sas: 'true'});

    // A ShareASale click takes the affiliate cookies and the flag away.
    await jar.visit('/?sscid=ss-3');
    expect(jar.values.has('cje')).toBe(false);
    expect(jar.values.has('disable_sas')).toBe(false);
    expect(await cartAttributes(jar)).toEqual({});
  });

  it('hostile values, tampered and expired records change nothing but their own removal', async () => {
    const jar = new Jar();
    const before = (await events()).length;
    const {set} = await jar.visit(
      `/?vr=${'x'.repeat(500)}&utm_source=ev%01il&cjevent=${'c'.repeat(300)}`,
    );
    expect(set).toEqual([]);
    expect((await events()).length).toBe(before);

    jar.values.set('referral', 'not-this-workers-value');
    jar.values.set(
      'utm',
      // What the worker writes, with an expiration long past.
      btoa(
        JSON.stringify(JSON.stringify({source: 'old', expiration: Date.UTC(2020, 0, 1)})),
      ),
    );
    const {set: removed} = await jar.visit('/');
    expect(removed.sort()).toEqual(['referral', 'utm']);
    expect(jar.values.size).toBe(0);
  });
});

describe('a CJ event the brand’s server cannot confirm', () => {
  it('leaves the affiliate cookies as they were, after retrying', async () => {
    let attempts = 0;
    storefront.use(
      http.get('*/api/cj', () => {
        attempts += 1;
        return HttpResponse.json({error: 'busy'}, {status: 503});
      }),
    );
    const jar = new Jar();
    await jar.visit('/?smsclickid=sms-2');
    await jar.visit('/?cjevent=cj-unconfirmed');
    expect(attempts).toBe(3);
    expect(jar.values.has('cje')).toBe(false);
    expect(jar.values.get('sms_click_id')).toBeDefined();
  });
});
