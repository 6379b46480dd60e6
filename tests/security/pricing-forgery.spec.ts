import {expect, test} from '@playwright/test';
import {LOCAL_STOREFRONT_TOKEN} from '../../dev/local-env';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {VARIANT} from '../emulator/seed-variants';
import {PLATFORM_ORIGIN} from './platform';

/**
 * Every special price rests on attributes anyone can set through the public Storefront API.
 * Each forgery here goes straight to the platform, past the storefront (whose own refusals are
 * in corpus.ts), and the shop's functions must leave the price as the catalog has it: the cart
 * change is refused by the cart checks, or it is accepted and nothing is discounted.
 */

interface Line {
  merchandiseId: string;
  quantity?: number;
  attributes?: {key: string; value: string}[];
}

interface Forgery {
  name: string;
  lines: Line[];
  attributes?: {key: string; value: string}[];
  /** What the lines cost at catalog prices, in USD. */
  catalogTotal: number;
}

const mark = (key: string, value = 'true') => [{key, value}];
const forgedProof = signSurveyProof('a-key-the-shop-never-configured-000', {
  responseId: 'resp-1',
  cartId: 'gid://shopify/Cart/any',
});

// prettier-ignore
const FORGERIES: Forgery[] = [
  {name: '_complimentary on a brush', lines: [{merchandiseId: VARIANT.kumoUs, attributes: mark('_complimentary', 'US')}], catalogTotal: 24},
  {name: 'three gifts on one _complimentary line', lines: [{merchandiseId: VARIANT.giftComplimentaryUs, quantity: 3, attributes: mark('_complimentary', 'US')}], catalogTotal: 42},
  {name: '_customPrice on a product without pay what you want', lines: [{merchandiseId: VARIANT.kumoUs, attributes: mark('_customPrice', '0.00')}], catalogTotal: 24},
  {name: 'a negative _customPrice', lines: [{merchandiseId: VARIANT.kumoMiniUs, attributes: mark('_customPrice', '-5.00')}], catalogTotal: 24},
  {name: 'a huge _customPrice', lines: [{merchandiseId: VARIANT.kumoMiniUs, attributes: mark('_customPrice', '999999999.00')}], catalogTotal: 24},
  {name: 'a sub-cent _customPrice', lines: [{merchandiseId: VARIANT.kumoMiniUs, attributes: mark('_customPrice', '0.001')}], catalogTotal: 24},
  {name: '_conceptStore outside the concept store', lines: [{merchandiseId: VARIANT.hoshiUs, attributes: mark('_conceptStore')}], catalogTotal: 22},
  {name: '_secretShop for a guest', lines: [{merchandiseId: VARIANT.prototypeLinerUs, attributes: mark('_secretShop')}], catalogTotal: 22},
  {name: '_secretShopFree for a guest', lines: [{merchandiseId: VARIANT.prototypeLinerUs, attributes: mark('_secretShopFree')}], catalogTotal: 22},
  {name: '_surveyDiscount with discountSurvey set by hand', attributes: mark('discountSurvey'), lines: [{merchandiseId: VARIANT.yukiUs, attributes: mark('_surveyDiscount')}], catalogTotal: 58},
  {name: '_surveyDiscount with a proof signed under another key', attributes: mark('discountSurvey', forgedProof), lines: [{merchandiseId: VARIANT.yukiUs, attributes: mark('_surveyDiscount')}], catalogTotal: 58},
  {name: '_welcomeBonus without an email', lines: [{merchandiseId: VARIANT.yukiUs, attributes: mark('_welcomeBonus', 'yes')}], catalogTotal: 58},
  {name: 'a second _welcomeBonus line', lines: [{merchandiseId: VARIANT.kumoUs, attributes: mark('_welcomeBonus', 'a@example.com')}, {merchandiseId: VARIANT.hoshiUs, attributes: mark('_welcomeBonus', 'b@example.com')}], catalogTotal: 46},
  {name: 'pay what you want and the welcome offer on one line', lines: [{merchandiseId: VARIANT.kumoMiniUs, attributes: [...mark('_customPrice', '0.00'), ...mark('_welcomeBonus', 'a@example.com')]}], catalogTotal: 24},
  {name: 'creditRedeemed for a guest', attributes: mark('creditRedeemed', '999.00'), lines: [{merchandiseId: VARIANT.yukiUs}], catalogTotal: 58},
  {name: '_sharedShop with a made-up token', lines: [{merchandiseId: VARIANT.kumoUs, attributes: mark('_sharedShop', 'token')}], catalogTotal: 24},
];

const CART_CREATE = `mutation ($input: CartInput!) {
  cartCreate(input: $input) {
    cart { checkoutUrl cost { totalAmount { amount currencyCode } } }
    userErrors { code message }
  }
}`;

interface CartCreate {
  cart: {
    checkoutUrl: string;
    cost: {totalAmount: {amount: string; currencyCode: string}};
  } | null;
  userErrors: {code: string; message: string}[];
}

for (const forgery of FORGERIES) {
  test(`the platform's price holds against ${forgery.name}`, async ({request}) => {
    const response = await request.post(`${PLATFORM_ORIGIN}/api/2025-01/graphql.json`, {
      headers: {'X-Shopify-Storefront-Access-Token': LOCAL_STOREFRONT_TOKEN},
      data: {
        query: CART_CREATE,
        variables: {
          input: {
            buyerIdentity: {countryCode: 'US'},
            attributes: forgery.attributes ?? [],
            lines: forgery.lines,
          },
        },
      },
    });
    expect(response.status()).toBe(200);
    const {cartCreate} = ((await response.json()) as {data: {cartCreate: CartCreate}})
      .data;
    if (cartCreate.userErrors.length > 0) {
      expect(cartCreate.cart).toBeNull();
      expect(cartCreate.userErrors.map((error) => error.code)).toContain(
        'VALIDATION_CUSTOM',
      );
      return;
    }
    expect(cartCreate.cart?.cost.totalAmount).toEqual({
      amount: `${forgery.catalogTotal}.0`,
      currencyCode: 'USD',
    });
    const checkout = await request.get(cartCreate.cart?.checkoutUrl ?? '');
    const html = await checkout.text();
    expect(html).toContain(`<dt>Subtotal</dt><dd>$${forgery.catalogTotal}.00</dd>`);
    expect(html).not.toMatch(/\(−\$|<dd>−\$/);
  });
}
