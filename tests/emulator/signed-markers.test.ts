import {describe, expect, it} from 'vitest';
import {findCustomerByEmail} from '../../emulators/commerce/src/customers/store';
import {emailDigest} from '@brush/rules/used-markers';
import {VARIANT} from './cart-platform';
import {checkOutAs} from './checkout-pages';
import {PAID, REFUSED, markerPlatform, messages, surveyProof} from './marker-platform';

/**
 * The attacks a hostile pass made with real orders, sent straight to the platform's Storefront
 * API and checked out: a survey proof copied to another cart or replayed, a welcome offer for
 * an address never signed up, store credit converted upwards, Canada's promised 10%. Each
 * asserts what the order charged and what the shop stored once the order's webhooks settled it.
 */
const {
  signIn,
  createAnswer,
  newCart,
  setAttributes,
  addLines,
  discounts,
  checkOut,
  standing,
  orderOf,
  db,
  usedMarkers,
  welcomeLine,
  settled,
} = markerPlatform();

const YUKI = VARIANT.yukiUs;
const KUMO = VARIANT.kumoUs;

describe('the survey proof is bound to its cart, its buyer and one order', () => {
  it('cancels, once its webhook lands, an order whose proof was signed for another cart', async () => {
    const earned = await newCart([{merchandiseId: KUMO}]);
    const copy = await newCart([{merchandiseId: YUKI, quantity: 3}]);
    await setAttributes(copy.id, [
      {key: 'discountSurvey', value: surveyProof('resp-copied', earned.id)},
    ]);

    // A function cannot tell which cart it prices: the checkout takes it, the shop's
    // settlement cancels it (and refunds it) from the orders/paid webhook.
    expect(await checkOut(copy)).toBe(PAID);
    expect(standing(copy)).toBe(false);
    expect(usedMarkers('survey')).not.toContain('resp-copied');
  });

  it('takes 35% off once per response id: the same response signed for a second cart earns nothing', async () => {
    const first = await newCart([{merchandiseId: YUKI, quantity: 3}]);
    await setAttributes(first.id, [
      {key: 'discountSurvey', value: surveyProof('resp-once', first.id)},
    ]);
    expect(await checkOut(first)).toBe(PAID);
    expect(orderOf(first)).toEqual({
      subtotal: 113.1,
      currencyCode: 'USD',
      discounts: ['survey discount 60.90'],
    });
    expect(usedMarkers('survey')).toContain('resp-once');

    const second = await newCart([{merchandiseId: YUKI, quantity: 3}]);
    const priced = await setAttributes(second.id, [
      {key: 'discountSurvey', value: surveyProof('resp-once', second.id)},
    ]);
    expect(discounts(priced)).toEqual([]);
    expect(await checkOut(second)).toBe(PAID);
    expect(orderOf(second)).toMatchObject({subtotal: 174, discounts: []});
  });

  it('gives a proof earned signed in to that customer only', async () => {
    const ava = await signIn('ava@example.com');
    const ben = await signIn('ben@example.com');
    const avas = await newCart([{merchandiseId: YUKI}], {accessToken: ava});
    const avaId: string = avas.buyerIdentity.customer.id;
    const bens = await newCart([{merchandiseId: YUKI}], {accessToken: ben});

    const onBens = await setAttributes(bens.id, [
      {key: 'discountSurvey', value: surveyProof('resp-ava', bens.id, avaId)},
    ]);
    expect(discounts(onBens)).toEqual([]);

    const onAvas = await setAttributes(avas.id, [
      {key: 'discountSurvey', value: surveyProof('resp-ava', avas.id, avaId)},
    ]);
    expect(discounts(onAvas)).toEqual(['survey discount 20.3']);
  });
});

describe('one survey discount per mailbox (decision 0136)', () => {
  const proven = async (responseId: string, options = {}) => {
    const cart = await newCart([{merchandiseId: YUKI, quantity: 3}], options);
    return setAttributes(cart.id, [
      {key: 'discountSurvey', value: surveyProof(responseId, cart.id)},
    ]);
  };

  it('gives a guest who retakes the survey no second 35%, however the email is spelled', async () => {
    const first = await proven('resp-mailbox-1');
    expect(await checkOut(first, 'mia.rossi@gmail.com')).toBe(PAID);
    expect(orderOf(first)).toMatchObject({discounts: ['survey discount 60.90']});
    expect(usedMarkers('surveyEmails')).toContain(emailDigest('miarossi@gmail.com'));

    // A new survey, a new cart: its response is fresh, so the cart shows 35% until the
    // checkout learns the email.
    const second = await proven('resp-mailbox-2');
    expect(discounts(second)).toEqual(['survey discount 60.9']);
    // The checkout prices it again with the email typed and shows the new total first.
    expect(await checkOut(second, ' Mia.Rossi+again@GoogleMail.com')).toBe(REFUSED);
    expect(orderOf(second)).toBeNull();
    expect(await checkOut(second, 'Mia.Rossi+again@GoogleMail.com')).toBe(PAID);
    expect(orderOf(second)).toMatchObject({subtotal: 174, discounts: []});
    expect(standing(second)).toBe(true);
  });

  it('shows a signed-in customer whose email had it no 35% on the cart at all', async () => {
    const noor = await signIn('noor@example.com');
    const first = await proven('resp-noor-1', {accessToken: noor});
    expect(await checkOut(first, 'noor@example.com')).toBe(PAID);
    expect(orderOf(first)).toMatchObject({discounts: ['survey discount 60.90']});

    const second = await proven('resp-noor-2', {accessToken: noor});
    expect(discounts(second)).toEqual([]);
  });

  it('keeps one of two orders paid at once for one mailbox; the other is cancelled', async () => {
    const carts = [await proven('resp-burst-1'), await proven('resp-burst-2')];
    const paid = await Promise.all(
      carts.map((cart) => checkOutAs(cart.checkoutUrl, 'sam.lee@gmail.com')),
    );
    await settled();
    // Both may pay before either settles; the settlement keeps the first it records.
    const kept = carts.filter(
      (cart) =>
        standing(cart) && orderOf(cart)?.discounts.includes('survey discount 60.90'),
    );
    expect(kept).toHaveLength(1);
    expect(paid.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(
      usedMarkers('surveyEmails').filter((d) => d === emailDigest('samlee@gmail.com')),
    ).toHaveLength(1);
  });
});

describe('the survey discount prices the cart as it is', () => {
  it('takes 35% off the 3 highest-priced units, brushes added after the survey included', async () => {
    const cart = await newCart([{merchandiseId: KUMO}]);
    await setAttributes(cart.id, [
      {key: 'discountSurvey', value: surveyProof('resp-later', cart.id)},
    ]);
    const {cart: added} = await addLines(cart.id, [{merchandiseId: YUKI, quantity: 2}]);
    expect(discounts(added)).toEqual(['survey discount 8.4', 'survey discount 40.6']);

    expect(await checkOut(added)).toBe(PAID);
    expect(orderOf(added)).toEqual({
      subtotal: 91,
      currencyCode: 'USD',
      discounts: ['survey discount 8.40', 'survey discount 40.60'],
    });
  });
});

describe('the welcome offer needs the worker’s marker, once per email', () => {
  const NOT_CLAIMED = 'the welcome offer needs the email it was claimed with.';

  it('refuses a line for an address the worker never signed, on a new cart or an old one', async () => {
    const created = await createAnswer([welcomeLine('stranger@example.com', null)]);
    expect(created.cart).toBeNull();
    expect(messages(created)).toEqual([NOT_CLAIMED]);

    const cart = await newCart([{merchandiseId: YUKI}]);
    expect(
      messages(await addLines(cart.id, [welcomeLine('stranger@example.com', null)])),
    ).toEqual([NOT_CLAIMED]);
    expect(await checkOut(cart)).toBe(PAID);
    expect(orderOf(cart)).toMatchObject({subtotal: 58, discounts: []});
  });

  it('takes 40% off one unit for a signed email, records its digest, and refuses the email a second time', async () => {
    const first = await newCart([]);
    const {cart: added} = await addLines(first.id, [
      welcomeLine('newcomer@example.com', first.id),
    ]);
    expect(discounts(added)).toEqual(['welcome offer 9.6']);
    expect(await checkOut(added)).toBe(PAID);
    expect(orderOf(added)).toEqual({
      subtotal: 14.4,
      currencyCode: 'USD',
      discounts: ['welcome offer 9.60'],
    });
    expect(usedMarkers('welcome')).toEqual([emailDigest('newcomer@example.com')]);

    const again = await newCart([]);
    const replayed = await addLines(again.id, [
      welcomeLine('Newcomer@example.com', again.id),
    ]);
    expect(messages(replayed)).toEqual([
      'the welcome offer was already used with this email.',
    ]);
    expect(replayed.cart.lines.nodes).toEqual([]);
  });

  it('cancels, once its webhook lands, an order whose marker was signed for another cart', async () => {
    const signedFor = await newCart([]);
    const copy = await newCart([welcomeLine('copier@example.com', signedFor.id)]);
    expect(await checkOut(copy)).toBe(PAID);
    expect(standing(copy)).toBe(false);
    expect(usedMarkers('welcome')).not.toContain(emailDigest('copier@example.com'));
  });
});

describe('store credit converts down into the cart currency', () => {
  it('redeems £8 of a 10.50 USD balance (not £9, worth 10.59 USD) and takes its worth in USD', async () => {
    const chiara = await signIn('chiara@example.com');
    const cart = await newCart([{merchandiseId: KUMO}], {
      country: 'GB',
      accessToken: chiara,
    });
    await setAttributes(cart.id, [{key: 'creditRedeemed', value: '99.00'}]);
    expect(await checkOut(cart)).toBe(PAID);

    const order = orderOf(cart);
    expect(order?.currencyCode).toBe('GBP');
    expect(order?.discounts).toEqual(['store credit 8.00']);
    const customer = findCustomerByEmail(db(), 'chiara@example.com');
    // 8 GBP is 9.41 USD: 1.09 of the 10.50 is left.
    expect(customer?.storeCredit).toBe(1.09);
  });
});

describe('Canada’s extra 10% at checkout', () => {
  it('takes 10% off a Canadian order', async () => {
    const cart = await newCart([{merchandiseId: YUKI}], {country: 'CA'});
    expect(discounts(cart)).toEqual(['order 5.8']);
    expect(await checkOut(cart)).toBe(PAID);
    expect(orderOf(cart)).toEqual({
      subtotal: 52.2,
      currencyCode: 'USD',
      discounts: ['Canada extra discount 5.80'],
    });
  });

  it('takes it after the survey discount, on what the lines then cost', async () => {
    const cart = await newCart([{merchandiseId: YUKI, quantity: 2}], {country: 'CA'});
    await setAttributes(cart.id, [
      {key: 'discountSurvey', value: surveyProof('resp-canada', cart.id)},
    ]);
    expect(await checkOut(cart)).toBe(PAID);
    expect(orderOf(cart)).toEqual({
      subtotal: 67.86,
      currencyCode: 'USD',
      discounts: ['survey discount 40.60', 'Canada extra discount 7.54'],
    });
  });

  it('takes it before store credit, which pays what is left', async () => {
    const ava = await signIn('ava@example.com');
    const cart = await newCart([{merchandiseId: YUKI}], {
      country: 'CA',
      accessToken: ava,
    });
    await setAttributes(cart.id, [{key: 'creditRedeemed', value: '99.00'}]);
    expect(await checkOut(cart)).toBe(PAID);
    expect(orderOf(cart)).toEqual({
      subtotal: 27.2,
      currencyCode: 'USD',
      discounts: ['Canada extra discount 5.80', 'store credit 25.00'],
    });
    expect(findCustomerByEmail(db(), 'ava@example.com')?.storeCredit).toBe(0);
  });

  it('gives nothing outside Canada', async () => {
    const cart = await newCart([{merchandiseId: YUKI}], {country: 'US'});
    expect(discounts(cart)).toEqual([]);
  });
});
