import {LOCAL_MULTIPASS_SECRET, LOCAL_SURVEY_PROOF_KEY} from '../../dev/local-env';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {signWelcomeMarker} from '@brush/rules/welcome-marker';
import {createMultipassToken} from '../../emulators/commerce/src/customers/multipass';
import {
  observeFunctionRuns,
  type FunctionRunRecord,
} from '../../emulators/commerce/src/functions/run';
import {startLiveShop, storefrontGql} from './settlement-receiver';
import {SEED_NOW, VARIANT} from './seed-variants';

// This module is also the benchmark's (bench/functions.ts), which runs outside Vitest, so it
// talks to the platform itself rather than through the tests' helpers.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers walked by path
type Json = any;

export interface CartsPlatform {
  gql(query: string, variables?: Record<string, unknown>): Promise<Json>;
  close(): Promise<void>;
}

/** The platform in-process (SQLite in memory) at the seed's date, set up as a live shop. */
export async function startCartsPlatform(): Promise<CartsPlatform> {
  const shop = await startLiveShop({now: () => new Date(SEED_NOW)});
  const {platform} = shop;
  return {
    gql: (query, variables) => storefrontGql(platform.url, query, variables),
    close: shop.close,
  };
}

/** Each line's id and discount titles only (and where it pays), for a cart of up to 250 lines. */
const CART = `
  fragment CartParts on Cart {
    id
    checkoutUrl
    lines(first: 250) {
      nodes { id discountAllocations { ... on CartAutomaticDiscountAllocation { title } } }
    }
  }`;
const CART_CREATE = `mutation($input: CartInput!) { cartCreate(input: $input) { cart { ...CartParts } userErrors { message } } } ${CART}`;
const CART_ATTRIBUTES_UPDATE = `mutation($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { userErrors { message } } }`;
const CART_LINES_ADD = `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { userErrors { message } } }`;
const CART_QUERY = `query($id: ID!) { cart(id: $id) { ...CartParts } } ${CART}`;
const MULTIPASS_SIGN_IN = `mutation($token: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $token) { customerAccessToken { accessToken } } }`;

async function accessToken(platform: CartsPlatform, email: string): Promise<string> {
  const token = createMultipassToken(LOCAL_MULTIPASS_SECRET, {
    email,
    created_at: SEED_NOW.toISOString(),
  });
  const response = await platform.gql(MULTIPASS_SIGN_IN, {token});
  const value: unknown =
    response.data?.customerAccessTokenCreateWithMultipass?.customerAccessToken
      ?.accessToken;
  if (typeof value !== 'string') throw new Error(`sign-in: ${JSON.stringify(response)}`);
  return value;
}

/**
 * Carts of any size with every kind of special line the functions price, built through the
 * Storefront API as a shopper's would be, for the function-limit tests and the benchmark
 * (bench/functions.ts): a concept-store and a secret-shop line, a welcome offer with its
 * marker, survey-discount lines under a signed proof, store credit, pay what you want on a
 * its one unit, then plain brushes up to the size asked for (each its own line).
 */

const PLAIN = [VARIANT.kumoUs, VARIANT.yukiUs, VARIANT.hoshiUs] as const;
/** Lines per cartLinesAdd, so no one request is unusually large. */
const BATCH = 50;

const attr = (key: string, value = 'true') => [{key, value}];

export interface SpecialCart {
  id: string;
  lineCount: number;
  /** Every function run while the last line went in (each function once). */
  runs: FunctionRunRecord[];
  /** The last mutation's user errors (a refusal names why). */
  userErrors: Json[];
  cart: Json;
}

export async function specialCart(
  platform: CartsPlatform,
  lines: number,
): Promise<SpecialCart> {
  const special = [
    {merchandiseId: VARIANT.kumoUs, attributes: attr('_conceptStore')},
    {merchandiseId: VARIANT.prototypeLinerUs, attributes: attr('_secretShop')},
  ];
  const first = special.slice(0, Math.max(1, Math.min(lines, special.length)));
  const created = await platform.gql(CART_CREATE, {
    input: {
      buyerIdentity: {
        customerAccessToken: await accessToken(platform, 'ava@example.com'),
      },
      lines: first,
    },
  });
  const cart = created.data?.cartCreate?.cart;
  if (!cart) throw new Error(`cartCreate: ${JSON.stringify(created)}`);
  const proof = signSurveyProof(LOCAL_SURVEY_PROOF_KEY, {
    responseId: `resp-${lines}`,
    cartId: cart.id,
  });
  await platform.gql(CART_ATTRIBUTES_UPDATE, {
    cartId: cart.id,
    attributes: [
      {key: 'discountSurvey', value: proof},
      {key: 'creditRedeemed', value: '10.00'},
    ],
  });
  // After the proof: a survey line needs the completed survey.
  const rest: Json[] = [
    {merchandiseId: VARIANT.hoshiUs, quantity: 2, attributes: attr('_surveyDiscount')},
    {merchandiseId: VARIANT.kumoMiniUs, attributes: attr('_customPrice', '12.00')},
    {
      merchandiseId: VARIANT.yukiUs,
      attributes: [
        ...attr('_welcomeBonus', 'ava@example.com'),
        ...attr(
          '_welcomeBonusProof',
          signWelcomeMarker(LOCAL_SURVEY_PROOF_KEY, {
            email: 'ava@example.com',
            cartId: cart.id,
          }),
        ),
      ],
    },
  ].slice(0, Math.max(0, lines - first.length));
  for (let index = first.length + rest.length; index < lines; index += 1) {
    rest.push({
      merchandiseId: PLAIN[index % PLAIN.length],
      // A note of its own keeps each plain line apart, as engraving notes would.
      attributes: attr('details', `line ${index}`),
    });
  }
  const userErrors: Json[] = [];
  for (let start = 0; start < rest.length; start += BATCH) {
    const added = await platform.gql(CART_LINES_ADD, {
      cartId: cart.id,
      lines: rest.slice(start, start + BATCH),
    });
    userErrors.push(...(added.data?.cartLinesAdd.userErrors ?? added.errors ?? []));
  }
  // The cart read prices it once: each function runs once on the whole cart.
  const runs: FunctionRunRecord[] = [];
  const stop = observeFunctionRuns((record) => runs.push(record));
  let read: Json;
  try {
    read = await platform.gql(CART_QUERY, {id: cart.id});
  } finally {
    stop();
  }
  return {
    id: cart.id,
    lineCount: read.data?.cart?.lines?.nodes?.length ?? 0,
    runs,
    userErrors,
    cart: read.data?.cart,
  };
}
