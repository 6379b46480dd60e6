import {LOCAL_SURVEY_PROOF_KEY} from '../../dev/local-env';
import {signSurveyProof} from '../../extensions/shared/survey-proof';
import {signWelcomeMarker} from '../../extensions/shared/welcome-marker';
import {
  observeFunctionRuns,
  type FunctionRunRecord,
} from '../../emulators/commerce/src/functions/run';
import {
  CART_ATTRIBUTES_UPDATE,
  CART_LINES_ADD,
  CART_QUERY,
  VARIANT,
  createCart,
  multipassAccessToken,
  type Json,
  type Platform,
} from './cart-platform';

/**
 * Carts of any size with every kind of special line the functions price, built through the
 * Storefront API as a shopper's would be, for the function-limit tests and the benchmark
 * (bench/functions.ts): a concept-store and a secret-shop line, a welcome offer with its
 * marker, survey-discount lines under a signed proof, store credit, pay what you want on a
 * its one unit, then plain brushes up to the size asked for (each its own line).
 */

const PROTOTYPE_US = 'gid://shopify/ProductVariant/43000000003801';
const HOSHI_US = 'gid://shopify/ProductVariant/43000000000301';
const PLAIN = [VARIANT.kumoUs, VARIANT.yukiUs, HOSHI_US] as const;
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
  platform: Platform,
  lines: number,
): Promise<SpecialCart> {
  const special = [
    {merchandiseId: VARIANT.kumoUs, attributes: attr('_conceptStore')},
    {merchandiseId: PROTOTYPE_US, attributes: attr('_secretShop')},
  ];
  const first = special.slice(0, Math.max(1, Math.min(lines, special.length)));
  const cart = await createCart(platform, {
    buyerIdentity: {
      customerAccessToken: await multipassAccessToken(platform, 'ava@example.com'),
    },
    lines: first,
  });
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
    {merchandiseId: HOSHI_US, quantity: 2, attributes: attr('_surveyDiscount')},
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
