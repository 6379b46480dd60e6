import {describe, expect, it} from 'vitest';
import {dependencyOf, isMutationBody} from '../../bench/fault-proxy';
import {readCheckoutPage, secretShopAdds, shopperAddress} from '../../bench/shopper';

describe('the fault proxy', () => {
  it.each([
    {body: '{"query":"mutation cartLinesAdd($cartId: ID!) {}"}', mutation: true},
    {body: '{"query": " mutation cartCreate {}"}', mutation: true},
    {body: '{"query":"query CartQuery($cartId: ID!) {}"}', mutation: false},
    {body: '{"query":"query Mutations { mutationLog }"}', mutation: false},
  ])('tells a write from a read: $body', ({body, mutation}) => {
    expect(isMutationBody(body)).toBe(mutation);
  });

  it('sends each path to the dependency it fails', () => {
    expect(dependencyOf('/api/2025-01/graphql.json')).toBe('storefront');
    expect(dependencyOf('/v3/marketing/contacts')).toBe('mail');
    expect(dependencyOf('/api/cj')).toBe('brand');
  });
});

describe('a virtual shopper', () => {
  it('has a client address of its own among 200 shoppers and beyond', () => {
    const SHOPPERS = 70_000;
    const addresses = new Set(
      Array.from({length: SHOPPERS}, (_, id) => shopperAddress(id)),
    );
    expect(addresses.size).toBe(SHOPPERS);
    expect(shopperAddress(0)).toBe('10.0.0.0');
    expect(shopperAddress(257)).toBe('10.0.1.1');
  });
});

describe('what a virtual shopper reads off a page', () => {
  it("takes the checkout's payment form, its token and prefilled fields, and its total in cents", () => {
    const html = `<form method="post" action="/checkouts/cn/abc?key=k" novalidate>
      <input type="hidden" name="formToken" value="t0k">
      <input id="e" name="email" type="email" value="ava@example.com" required>
      <input id="l" name="lastName" type="text" value="">
    </form>
    <dl class="totals"><dt class="total">Totale</dt><dd class="total">1.234,50 € <span class="muted">EUR</span></dd></dl>`;
    const page = readCheckoutPage(html, 'http://127.0.0.1:4000/checkouts/cn/abc?key=k');
    expect(page?.action).toBe('http://127.0.0.1:4000/checkouts/cn/abc?key=k');
    expect(Object.fromEntries(page?.fields ?? [])).toEqual({
      formToken: 't0k',
      email: 'ava@example.com',
      lastName: '',
    });
    expect({total: page?.totalMinor, currency: page?.currencyCode}).toEqual({
      total: 123450,
      currency: 'EUR',
    });
  });

  it("offers each secret-shop variant a card's form can post, and nothing of other forms", () => {
    const cartForm = (inputs: object) =>
      `<input type="hidden" name="cartFormInput" value="${JSON.stringify({action: 'CustomPromoLinesAdd', inputs}).replaceAll('"', '&quot;')}">`;
    const html = `<form method="post" action="/cart">${cartForm({flow: 'secretShop'})}
      <select name="merchandiseId"><option value="gid://v/1">Goat</option>
      <option value="gid://v/2" disabled>Synthetic (sold out)</option></select></form>
      <form method="post" action="/cart">${cartForm({flow: 'secretShop'})}
      <input type="hidden" name="merchandiseId" value="gid://v/3"></form>
      <form method="post" action="/cart">${cartForm({flow: 'pwyw'})}
      <input type="hidden" name="merchandiseId" value="gid://v/4"></form>`;
    const adds = secretShopAdds(html);
    expect(adds.map((add) => add.merchandiseId)).toEqual(['gid://v/1', 'gid://v/3']);
    expect(JSON.parse(adds[1]?.body ?? '')).toEqual({
      action: 'CustomPromoLinesAdd',
      inputs: {flow: 'secretShop', merchandiseId: 'gid://v/3'},
    });
  });
});
