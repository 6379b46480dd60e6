/**
 * Generated carts for the money-invariant tests, and the oracle that judges the orders the
 * platform records for them. The oracle is written from the spec (sections 3, 4, 5 and 9),
 * not from rules/ or extensions/: it computes the least a buyer may legitimately pay and
 * which units may carry a special price, so a function that gives more is caught. Where the
 * spec leaves room (rounding, how a chosen amount is read), the oracle takes the reading most
 * favourable to the buyer, so that a failure is a real overcharge of the shop, never a guess.
 *
 * Catalog facts (prices, SKUs, tags) come from the platform's seed data: data, not rules.
 */
import fc from 'fast-check';
import {LOCAL_SHARED_SHOP_KEY, LOCAL_SURVEY_PROOF_KEY} from '../../dev/local-env';
import {signSharedShopToken} from '@brush/rules/shared-shop-token';
import {signSurveyProof} from '@brush/rules/survey-proof';
import {PRODUCTS} from '../../emulators/commerce/src/seed/catalog';

// ---------------------------------------------------------------------------------------------
// Catalog facts

export interface VariantFact {
  id: string;
  sku: string;
  priceUsd: number;
  handle: string;
  tags: readonly string[];
}

const gid = (id: string) => `gid://shopify/ProductVariant/${id}`;

export const VARIANTS: ReadonlyMap<string, VariantFact> = new Map(
  PRODUCTS.flatMap((product) =>
    product.variants.map((variant) => [
      gid(variant.id),
      {
        id: gid(variant.id),
        sku: variant.sku,
        priceUsd: variant.price ?? product.price,
        handle: product.handle,
        tags: product.tags,
      },
    ]),
  ),
);

/** The secret-shop collection the shop grants by tag, and the products it holds (seed). */
export const SECRET_SHOP_COLLECTION_ID = '450000000201';
/** A key the shop never had: what a forger signs with. */
const FOREIGN_KEY = 'a-key-the-shop-never-had-0123456789';
export const SECRET_SHOP_TAG = `secretShopCollection:spring-preview:${SECRET_SHOP_COLLECTION_ID}`;
const SECRET_SHOP_HANDLES: ReadonlySet<string> = new Set([
  'spring-preview-blender',
  'prototype-liner-no-7',
  'hanami-limited-kabuki',
  'atelier-sample-brush',
]);
/** SKU bases of the secret shop, as a customer's claimed list holds them. */
export const SECRET_SKU_BASES = ['SS01', 'SS02', 'SS03', 'SS03S', 'SS04'] as const;

/**
 * The free item (docs/product/cart.md#free-item-on-load): the shop's rule gives the gift's
 * COMPLIMENTARY variant of the region.
 */
const COMPLIMENTARY_GIFT = {US: gid('43000000003603'), EU: gid('43000000003604')};
/** docs/product/cart.md#buy-one-get-one: a soap brings guards (or a pouch instead) free. */
const BOGO_MAIN = new Set([gid('43000000003201'), gid('43000000003202')]);
const BOGO_FREE = new Set([
  gid('43000000003501'),
  gid('43000000003502'),
  gid('43000000003401'),
  gid('43000000003402'),
]);
const WHITE_CHEEK_TAG = 'white-cheek-brush';
/** docs/product/markets.md#canada-extra-discount */
const CANADA_EXTRA = 0.1;

/** Variants the generator picks from (430000000NNkk, as the seed numbers them): every programme's products, in both regions. */
const POOL = {
  plain: ['101', '102', '401', '402', '1101', '1102', '1401', '1402', '2201', '2202'],
  whiteCheek: ['1901', '1902'],
  pwyw: ['1501', '1502'],
  gift: ['3601', '3602', '3603', '3604'],
  bogo: ['3201', '3202', '3501', '3502', '3401', '3402'],
  secret: [
    '3701',
    '3702',
    '3801',
    '3802',
    '3901',
    '3902',
    '3903',
    '3904',
    '4001',
    '4002',
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Markets (docs/product/markets.md#country)

export const RESTRICTED = ['RU', 'UA', 'BY', 'MX', 'TR', 'IL'] as const;
export const COUNTRIES = [
  'US',
  'CA',
  'NL',
  'DE',
  'FR',
  'GB',
  'JP',
  'AE',
  ...RESTRICTED,
] as const;
export type Country = (typeof COUNTRIES)[number];
/** Of the countries generated, these are in the spec's EU region; every other is US. */
const EU_REGION: ReadonlySet<string> = new Set(['NL', 'DE', 'FR', 'AE']);

export const regionOf = (country: string): 'US' | 'EU' =>
  EU_REGION.has(country) ? 'EU' : 'US';

const RATES: Record<string, number> = {USD: 1, EUR: 1, GBP: 0.85, CAD: 1.3};

/**
 * Amount times rate, rounded up to a whole unit for every currency but USD (cents):
 * docs/product/markets.md#currency-conversion.
 */
export function convertUsdCents(amountUsd: number, currency: string): number {
  const rate = RATES[currency] ?? 1;
  const local = amountUsd * rate;
  return currency === 'USD'
    ? Math.round(local * 100)
    : Math.ceil(Number(local.toFixed(6))) * 100;
}

/**
 * The SKU names the country or its region, or the region is US and no EU part:
 * docs/product/catalog.md#variant-visibility.
 */
export function soldInMarket(variant: VariantFact, country: string): boolean {
  if ((RESTRICTED as readonly string[]).includes(country)) return false;
  const parts = variant.sku.split('-');
  const region = regionOf(country);
  const matches =
    parts.includes(country) ||
    parts.includes(region) ||
    (region === 'US' && !parts.includes('EU'));
  const listed = (prefix: string) =>
    variant.tags
      .filter((tag) => tag.startsWith(prefix))
      .flatMap((tag) => tag.slice(prefix.length).split('-'));
  const onlyIn = listed('AVAILABLE:');
  const outIn = listed('OOS:');
  return (
    matches &&
    (onlyIn.length === 0 || onlyIn.includes(country)) &&
    !outIn.includes(country)
  );
}

const skuBaseOf = (sku: string) =>
  sku
    .split('-')
    .filter((part) => part !== 'US' && part !== 'EU')
    .join('-');

/** docs/product/pricing.md#price-tags: prefix:skuBase:amount wins over prefix:amount. */
function tagPrice(variant: VariantFact, prefix: string): number | null {
  const base = skuBaseOf(variant.sku);
  let whole: number | null = null;
  for (const tag of variant.tags) {
    const parts = tag.split(':');
    if (parts[0] !== prefix) continue;
    if (parts.length === 3 && parts[1] === base) return Number(parts[2]);
    if (parts.length === 2) whole = Number(parts[1]);
  }
  return whole;
}

// ---------------------------------------------------------------------------------------------
// Scenarios

export const PRICE_KEYS = [
  '_complimentary',
  '_customPrice',
  '_conceptStore',
  '_secretShop',
  '_secretShopFree',
  '_surveyDiscount',
  '_welcomeBonus',
] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

export interface PriceAsk {
  key: PriceKey;
  value: string;
}

/** How a line's shared-link token is made. */
export type SharedToken = 'none' | 'valid' | 'expired' | 'forged' | 'otherCollection';

export interface LineSpec {
  variantId: string;
  quantity: number;
  asks: PriceAsk[];
  shared: SharedToken;
}

export type SurveyProofKind = 'none' | 'valid' | 'otherCart' | 'forged' | 'malformed';

export interface CartSpec {
  country: Country;
  /** The buyer moves the cart to this country after filling it. */
  moveTo: Country | null;
  lines: LineSpec[];
  /**
   * Later changes: the line at index (mod the cart's lines) set to quantity, and perhaps
   * switched to another variant.
   */
  updates: {index: number; quantity: number; variantId: string | null}[];
  survey: SurveyProofKind;
  creditRedeemed: string | null;
}

export type BuyerKind = 'guest' | 'entitled' | 'noAccess';

export interface Scenario {
  buyer: {kind: BuyerKind; storeCreditUsd: number; claimed: string[]};
  /** The customer whose shared link the lines may carry: always entitled. */
  owner: {claimed: string[]};
  /** One cart, or two in turn by the same buyer (claims made by the first count). */
  carts: CartSpec[];
}

/** Which invariant a run leans its generation towards, so each finds its holes in few runs. */
export type Focus =
  | 'minimumCharge'
  | 'oneFreeUnit'
  | 'specialOneUnit'
  | 'claimed'
  | 'market'
  | 'whiteCheek';

const VALID_EMAIL = 'welcome.buyer@example.com';

const ASK_VALUES: Record<PriceKey, readonly string[]> = {
  _complimentary: ['US', 'NL', 'CA', 'true', ''],
  _customPrice: [
    '0',
    '0.00',
    '1.50',
    '12',
    '999',
    '-1',
    'abc',
    '1e3',
    'NaN',
    '',
    '0.001',
  ],
  _conceptStore: ['true'],
  _secretShop: ['true'],
  _secretShopFree: ['true'],
  _surveyDiscount: ['true'],
  _welcomeBonus: [VALID_EMAIL, VALID_EMAIL, 'not-an-email', '', 'a b@example.com'],
};

function askArb(keys: readonly PriceKey[] = PRICE_KEYS): fc.Arbitrary<PriceAsk> {
  return fc
    .constantFrom(...keys)
    .chain((key) =>
      fc.constantFrom(...ASK_VALUES[key]).map((value): PriceAsk => ({key, value})),
    );
}

const variantsOf = (ids: readonly string[]) =>
  fc.constantFrom(...ids.map((id) => gid(`4300000000${id.padStart(4, '0')}`)));

function variantArb(focus: Focus): fc.Arbitrary<string> {
  const weights: Record<keyof typeof POOL, number> = {
    plain: 2,
    whiteCheek: focus === 'whiteCheek' ? 6 : 1,
    pwyw: focus === 'oneFreeUnit' ? 3 : 1,
    gift: focus === 'oneFreeUnit' ? 3 : 1,
    bogo: 1,
    secret: focus === 'claimed' || focus === 'specialOneUnit' ? 5 : 2,
  };
  return fc.oneof(
    ...(Object.keys(POOL) as (keyof typeof POOL)[]).map((pool) => ({
      arbitrary: variantsOf(POOL[pool]),
      weight: weights[pool],
    })),
  );
}

/** Mostly the few units shoppers buy, sometimes anything from 0 to 30. */
const QUANTITY = fc.oneof(
  {arbitrary: fc.integer({min: 1, max: 3}), weight: 3},
  {arbitrary: fc.integer({min: 0, max: 30}), weight: 1},
);

/**
 * Every country, the restricted ones less often: their carts never reach an order. The
 * Netherlands, where the storefront adds the free gift, is heavier when free units are judged.
 */
function countryArb(focus: Focus): fc.Arbitrary<Country> {
  const weight = (code: Country) => {
    if ((RESTRICTED as readonly string[]).includes(code)) return 1;
    if (code === 'NL' && focus === 'oneFreeUnit') return 12;
    return code === 'US' ? 8 : 4;
  };
  return fc.oneof(
    ...COUNTRIES.map((code) => ({arbitrary: fc.constant(code), weight: weight(code)})),
  );
}

const SHARED: fc.Arbitrary<SharedToken> = fc.constantFrom<SharedToken>(
  'none',
  'valid',
  'valid',
  'expired',
  'forged',
  'otherCollection',
);

/**
 * A line as a shopper's request makes it: mostly an ask on the products it is meant for (a
 * gift marked complimentary, a secret-shop item at its secret price), sometimes any ask on
 * any variant, or two asks at once (a forged line).
 */
function lineArb(focus: Focus): fc.Arbitrary<LineSpec> {
  const line = (variant: fc.Arbitrary<string>, asks: fc.Arbitrary<PriceAsk[]>) =>
    fc.record({variantId: variant, quantity: QUANTITY, asks, shared: SHARED});
  const one = (keys: readonly PriceKey[]) => askArb(keys).map((ask) => [ask]);
  const weight = (focused: readonly Focus[], heavy: number) =>
    focused.includes(focus) ? heavy : 1;
  return fc.oneof(
    {
      arbitrary: line(variantsOf(POOL.gift), one(['_complimentary'])),
      weight: weight(['oneFreeUnit', 'specialOneUnit', 'minimumCharge'], 3),
    },
    {
      arbitrary: line(variantsOf([...POOL.pwyw, '3801', '3802']), one(['_customPrice'])),
      weight: weight(['oneFreeUnit', 'specialOneUnit', 'minimumCharge'], 3),
    },
    {
      arbitrary: line(variantsOf(POOL.secret), one(['_secretShop', '_secretShopFree'])),
      weight: weight(['oneFreeUnit', 'specialOneUnit', 'claimed', 'minimumCharge'], 4),
    },
    {
      arbitrary: line(
        variantsOf(['101', '102', '2201', '2202', '1801', '1804']),
        one(['_conceptStore']),
      ),
      weight: 1,
    },
    {
      // The secret shop's gift (its price tag is 0): free at the storefront's say.
      arbitrary: line(variantsOf(['4001', '4002']), one(['_secretShopFree'])),
      weight: weight(['oneFreeUnit'], 3),
    },
    {
      arbitrary: line(variantArb(focus), one(['_welcomeBonus', '_surveyDiscount'])),
      weight: weight(['specialOneUnit', 'minimumCharge', 'whiteCheek'], 3),
    },
    {
      arbitrary: line(
        variantArb(focus),
        fc.oneof(
          {arbitrary: fc.constant([] as PriceAsk[]), weight: 2},
          {arbitrary: one(PRICE_KEYS), weight: 2},
          {arbitrary: fc.tuple(askArb(), askArb()), weight: 1},
        ),
      ),
      weight: 3,
    },
    // The white cheek brush through two doors, a plain add and the welcome offer's add: only
    // in its own run, so they change no other run's draws.
    ...(focus === 'whiteCheek'
      ? [
          {
            arbitrary: line(variantsOf(POOL.whiteCheek), fc.constant([] as PriceAsk[])),
            weight: weight(['whiteCheek'], 3),
          },
          {
            // The white cheek brush through another door: the welcome offer's add.
            arbitrary: line(
              variantsOf(POOL.whiteCheek),
              fc.constant([{key: '_welcomeBonus' as const, value: VALID_EMAIL}]),
            ),
            weight: weight(['whiteCheek'], 3),
          },
        ]
      : []),
  );
}

/** A value `weight` times in `weight + none`, else null (null shrinks first). */
function sometimes<T>(
  value: fc.Arbitrary<T>,
  weight: number,
  none: number,
): fc.Arbitrary<T | null> {
  return fc.oneof(
    {arbitrary: fc.constant(null), weight: none},
    {arbitrary: value, weight},
  );
}

/** A later change that raises a line past one unit: how one-unit prices are stretched. */
const RAISED_QUANTITY = fc.oneof(
  {arbitrary: fc.integer({min: 2, max: 5}), weight: 3},
  {arbitrary: QUANTITY, weight: 1},
);

function cartArb(focus: Focus): fc.Arbitrary<CartSpec> {
  const country = countryArb(focus);
  const raises = (['specialOneUnit', 'oneFreeUnit', 'whiteCheek'] as Focus[]).includes(
    focus,
  );
  return fc.record({
    country,
    moveTo: sometimes(country, focus === 'market' ? 2 : 1, 3),
    // Two white cheek brushes need two lines (one door each).
    lines: fc.array(lineArb(focus), {
      minLength: focus === 'whiteCheek' ? 2 : 1,
      maxLength: 4,
    }),
    updates: fc.array(
      fc.record({
        index: fc.nat(3),
        quantity: raises ? RAISED_QUANTITY : QUANTITY,
        variantId: sometimes(variantArb(focus), focus === 'market' ? 2 : 1, 4),
      }),
      {maxLength: focus === 'specialOneUnit' || focus === 'oneFreeUnit' ? 3 : 1},
    ),
    survey: fc.constantFrom<SurveyProofKind>(
      'none',
      'valid',
      'otherCart',
      'forged',
      'malformed',
    ),
    creditRedeemed: sometimes(
      fc.constantFrom('5.00', '9999.00', '-5', 'abc', '0.50'),
      1,
      1,
    ),
  });
}

const claimsArb = fc.subarray([...SECRET_SKU_BASES]);

export function scenarioArb(focus: Focus): fc.Arbitrary<Scenario> {
  return fc.record({
    buyer: fc.record({
      kind: fc.constantFrom<BuyerKind>('guest', 'entitled', 'noAccess'),
      storeCreditUsd: fc.constantFrom(0, 10, 50),
      claimed: claimsArb,
    }),
    owner: fc.record({claimed: claimsArb}),
    carts: fc.array(cartArb(focus), {
      minLength: 1,
      maxLength: focus === 'claimed' || focus === 'minimumCharge' ? 2 : 1,
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// What the platform recorded

export interface RecordedLine {
  variantId: string;
  quantity: number;
  customAttributes: {key: string; value: string | null}[];
  /** Cents of the order's currency. */
  unitCents: number;
  discountCents: number;
}

export interface RecordedOrder {
  currencyCode: string;
  lines: RecordedLine[];
  /** What the merchandise was charged, after every discount and credit; cents. */
  subtotalCents: number;
}

/** The admin API's order, read into cents. */
export function recordedOrder(order: {
  currencyCode: string;
  subtotal: number;
  lineItems: {
    variantId: string;
    quantity: number;
    customAttributes: {key: string; value: string | null}[];
    unitPrice: number;
    discounts: {amount: number}[];
  }[];
}): RecordedOrder {
  const cents = (amount: number) => Math.round(amount * 100);
  return {
    currencyCode: order.currencyCode,
    subtotalCents: cents(order.subtotal),
    lines: order.lineItems.map((line) => ({
      variantId: line.variantId,
      quantity: line.quantity,
      customAttributes: line.customAttributes,
      unitCents: cents(line.unitPrice),
      discountCents: line.discounts.reduce((sum, d) => sum + cents(d.amount), 0),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The oracle

/** What the buyer's claims and credit are before a cart, as the spec's rules leave them. */
export interface BuyerModel {
  signedIn: boolean;
  entitled: boolean;
  creditUsd: number;
  claimed: Set<string>;
  ownerClaimed: Set<string>;
}

export function buyerModel(scenario: Scenario): BuyerModel {
  const signedIn = scenario.buyer.kind !== 'guest';
  return {
    signedIn,
    entitled: scenario.buyer.kind === 'entitled',
    creditUsd: signedIn ? scenario.buyer.storeCreditUsd : 0,
    claimed: new Set(signedIn ? scenario.buyer.claimed : []),
    ownerClaimed: new Set(scenario.owner.claimed),
  };
}

export interface Violation {
  invariant: Focus;
  detail: string;
}

function attributeOf(line: RecordedLine, key: string): string | null | undefined {
  return line.customAttributes.find((attribute) => attribute.key === key)?.value;
}

/** The one special price a line asks for, or null for none or for two (forged: neither). */
function askOf(line: RecordedLine): PriceKey | null {
  const asked = PRICE_KEYS.filter((key) => attributeOf(line, key) !== undefined);
  return asked.length === 1 ? (asked[0] ?? null) : null;
}

const isEmail = (value: string | null | undefined) =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The most lenient reading of a chosen amount (docs/product/pricing.md#pay-what-you-want: a
 * number of at least 0, clamped to the price); null when it is no amount at all.
 */
function chosenAmountCents(value: string | null | undefined, unitCents: number) {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.min(unitCents, Math.floor(amount * 100));
}

export interface Judged {
  violations: Violation[];
  /** The SKU bases the order sold at a secret price, with whether a shared link opened them. */
  secretSales: {base: string; viaLink: boolean}[];
  creditSpentCents: number;
}

export interface CartFacts {
  country: string;
  /** The survey proof was signed by the shop for this very cart. */
  surveyProven: boolean;
  /** The credit the cart asked to redeem, as written. */
  creditRedeemed: string | null;
  /** Whether the line's shared-link token is one the shop signed, unexpired, for the collection. */
  validLink: (line: RecordedLine) => boolean;
}

/**
 * Judges one recorded order against the spec's rules for this buyer and cart. Amounts are in
 * cents of the order's currency; one cent a line is allowed for rounding.
 */
export function judgeOrder(
  order: RecordedOrder,
  cart: CartFacts,
  buyer: BuyerModel,
): Judged {
  const violations: Violation[] = [];
  const currency = order.currencyCode;
  const tolerance = order.lines.length + 1;
  const secretSales: Judged['secretSales'] = [];

  let listCents = 0;
  let conceptCents = 0;
  let freeOrChosenBest = 0;
  let welcomeBest = 0;
  let welcomeAnyBuyer = 0;
  const secretBestByBase = new Map<string, number>();
  const surveyUnits: number[] = [];
  let bogoMainUnits = 0;
  let bogoFreeUnits = 0;
  let bogoFreeBest = 0;
  let freeOrChosenUnits = 0;
  let whiteCheekUnits = 0;
  const welcomeDiscounts: number[] = [];
  const secretDiscountByBase = new Map<string, {discount: number; oneUnit: number}>();

  for (const line of order.lines) {
    const variant = VARIANTS.get(line.variantId);
    if (!variant) {
      violations.push({invariant: 'market', detail: `unknown variant ${line.variantId}`});
      continue;
    }
    const unit = convertUsdCents(variant.priceUsd, currency);
    const q = line.quantity;
    listCents += unit * q;
    const where = `${variant.sku} x${q} (${JSON.stringify(line.customAttributes)})`;

    if (!soldInMarket(variant, cart.country)) {
      violations.push({invariant: 'market', detail: `${where} sold in ${cart.country}`});
    }
    if (variant.tags.includes(WHITE_CHEEK_TAG)) whiteCheekUnits += q;

    const ask = askOf(line);
    const secretProduct = SECRET_SHOP_HANDLES.has(variant.handle);
    const link = cart.validLink(line);
    const entitled = secretProduct && (buyer.entitled || link);
    const base = skuBaseOf(variant.sku);
    const claimed = buyer.claimed.has(base) || (link && buyer.ownerClaimed.has(base));

    // What one unit of this line may legitimately be discounted by, under its one ask, and
    // the most its ask could take off one unit for any buyer (for the one-unit invariant).
    let oneUnit = 0;
    let anyBuyerOneUnit = unit;
    switch (ask) {
      case '_complimentary':
        if (line.variantId === COMPLIMENTARY_GIFT[regionOf(cart.country)]) oneUnit = unit;
        freeOrChosenBest = Math.max(freeOrChosenBest, oneUnit);
        break;
      case '_customPrice': {
        const chosen = chosenAmountCents(attributeOf(line, '_customPrice'), unit);
        const offers = variant.tags.includes('pwyw') && (!secretProduct || entitled);
        if (offers && chosen !== null) oneUnit = unit - chosen;
        freeOrChosenBest = Math.max(freeOrChosenBest, oneUnit);
        break;
      }
      case '_secretShopFree':
        if (entitled && !claimed) oneUnit = unit;
        freeOrChosenBest = Math.max(freeOrChosenBest, oneUnit);
        break;
      case '_secretShop': {
        const price = tagPrice(variant, 'secretShopPrice');
        if (price !== null) {
          anyBuyerOneUnit = Math.max(0, unit - convertUsdCents(price, currency));
          if (entitled && !claimed) oneUnit = anyBuyerOneUnit;
        }
        secretBestByBase.set(base, Math.max(secretBestByBase.get(base) ?? 0, oneUnit));
        break;
      }
      case '_conceptStore': {
        const price = tagPrice(variant, 'conceptStorePrice');
        if (variant.tags.includes('concept-store') && price !== null) {
          conceptCents += q * Math.max(0, unit - convertUsdCents(price, currency));
        }
        break;
      }
      case '_welcomeBonus':
        anyBuyerOneUnit = Math.ceil(unit * 0.4);
        if (isEmail(attributeOf(line, '_welcomeBonus'))) oneUnit = anyBuyerOneUnit;
        welcomeBest = Math.max(welcomeBest, oneUnit);
        welcomeAnyBuyer = Math.max(welcomeAnyBuyer, anyBuyerOneUnit);
        welcomeDiscounts.push(line.discountCents);
        break;
      case '_surveyDiscount':
        if (cart.surveyProven) {
          for (let i = 0; i < q; i += 1) surveyUnits.push(Math.ceil(unit * 0.35));
        }
        break;
      default:
        if (PRICE_KEYS.every((key) => attributeOf(line, key) === undefined)) {
          // docs/product/cart.md#survey-marks: completing the survey marks every line without
          // attributes, so a proven survey may reach a plain line the marker has not reached
          // yet.
          if (cart.surveyProven) {
            for (let i = 0; i < q; i += 1) surveyUnits.push(Math.ceil(unit * 0.35));
          }
          if (BOGO_MAIN.has(line.variantId)) bogoMainUnits += q;
          if (BOGO_FREE.has(line.variantId)) {
            bogoFreeUnits += q;
            bogoFreeBest = Math.max(bogoFreeBest, unit);
          }
        }
    }

    const special =
      ask === '_complimentary' ||
      ask === '_customPrice' ||
      ask === '_secretShopFree' ||
      ask === '_secretShop' ||
      ask === '_welcomeBonus';
    if (special && line.discountCents > 0) {
      // Whether or not the buyer may have it, a special price is for one unit: the line
      // may lose at most what the ask takes off one unit.
      if (line.discountCents > anyBuyerOneUnit + 1) {
        violations.push({
          invariant: 'specialOneUnit',
          detail: `${where}: ${line.discountCents} off; one unit's special price takes ${anyBuyerOneUnit}`,
        });
      }
    }
    if (
      (ask === '_complimentary' || ask === '_customPrice' || ask === '_secretShopFree') &&
      line.discountCents > 0
    ) {
      freeOrChosenUnits += Math.max(1, Math.ceil((line.discountCents - 1) / unit));
    }
    if (
      (attributeOf(line, '_secretShop') !== undefined ||
        attributeOf(line, '_secretShopFree') !== undefined) &&
      line.discountCents > 0
    ) {
      if (claimed) {
        violations.push({
          invariant: 'claimed',
          detail: `${where}: ${base} already claimed (buyer ${[...buyer.claimed].join('+') || '-'}, link owner ${link ? [...buyer.ownerClaimed].join('+') || '-' : 'none'}) yet ${line.discountCents} off`,
        });
      }
      secretSales.push({base, viaLink: link});
      if (ask === '_secretShop') {
        const seen = secretDiscountByBase.get(base) ?? {discount: 0, oneUnit: 0};
        secretDiscountByBase.set(base, {
          discount: seen.discount + line.discountCents,
          oneUnit: Math.max(seen.oneUnit, anyBuyerOneUnit),
        });
      }
    }
  }

  if (freeOrChosenUnits > 1) {
    violations.push({
      invariant: 'oneFreeUnit',
      detail: `${freeOrChosenUnits} free or chosen-price units in one order`,
    });
  }
  const welcomeTotal = welcomeDiscounts.reduce((a, b) => a + b, 0);
  if (welcomeTotal > welcomeAnyBuyer + 1) {
    violations.push({
      invariant: 'specialOneUnit',
      detail: `welcome offer took ${welcomeTotal} off; one unit's offer takes ${welcomeAnyBuyer}`,
    });
  }
  for (const [base, {discount, oneUnit}] of secretDiscountByBase) {
    if (discount > oneUnit + 1) {
      violations.push({
        invariant: 'specialOneUnit',
        detail: `${base} at the secret price: ${discount} off; one unit's secret price takes ${oneUnit}`,
      });
    }
  }
  if (whiteCheekUnits > 1) {
    violations.push({
      invariant: 'whiteCheek',
      detail: `${whiteCheekUnits} white cheek brushes in one order`,
    });
  }

  const secretCents = [...secretBestByBase.values()].reduce((a, b) => a + b, 0);
  const surveyCents = surveyUnits
    .sort((a, b) => b - a)
    .slice(0, 3)
    .reduce((a, b) => a + b, 0);
  const bogoCents = Math.min(bogoMainUnits, bogoFreeUnits) * bogoFreeBest;
  const lineDiscounted =
    listCents -
    conceptCents -
    secretCents -
    freeOrChosenBest -
    welcomeBest -
    surveyCents -
    bogoCents;
  const requested = chosenAmountCents(cart.creditRedeemed, Number.MAX_SAFE_INTEGER);
  const creditCents =
    buyer.signedIn && requested !== null
      ? Math.min(requested, convertUsdCents(buyer.creditUsd, currency))
      : 0;
  // docs/product/markets.md#canada-extra-discount: Canada has an extra 10% off; taken here on
  // top of everything, as generously as any reading of the spec allows.
  const extra = cart.country === 'CA' ? Math.floor(lineDiscounted * CANADA_EXTRA) : 0;
  const minimum = Math.max(0, lineDiscounted - extra - creditCents);
  if (order.subtotalCents < minimum - tolerance) {
    violations.push({
      invariant: 'minimumCharge',
      detail: `charged ${order.subtotalCents} ${currency} for merchandise; the rules allow no less than ${minimum} (list ${listCents})`,
    });
  }
  const chargedLines = order.lines.reduce(
    (sum, line) => sum + line.unitCents * line.quantity - line.discountCents,
    0,
  );
  return {
    violations,
    secretSales,
    creditSpentCents: Math.max(0, chargedLines - order.subtotalCents),
  };
}

/** The buyer's claims and credit after a paid order, as the spec's rules leave them. */
export function afterOrder(
  buyer: BuyerModel,
  judged: Judged,
  currency: string,
): BuyerModel {
  const claimed = new Set(buyer.claimed);
  const ownerClaimed = new Set(buyer.ownerClaimed);
  for (const sale of judged.secretSales) {
    if (buyer.signedIn) claimed.add(sale.base);
    // A friend's purchase through a shared link uses the owner's secret shop.
    if (sale.viaLink) ownerClaimed.add(sale.base);
  }
  const spentUsd = judged.creditSpentCents / 100 / (RATES[currency] ?? 1);
  return {
    ...buyer,
    claimed,
    ownerClaimed,
    creditUsd: Math.max(0, buyer.creditUsd - spentUsd),
  };
}

/**
 * Judges the order a generated cart was paid as, and the buyer's claims and credit after it:
 * the same judgement at the platform and through the storefront. `linkKinds` names the kind of
 * each shared-link token the scenario signed.
 */
export function judgePaidCart(
  order: Parameters<typeof recordedOrder>[0],
  cart: {spec: CartSpec; country: string; linkKinds: ReadonlyMap<string, string>},
  model: BuyerModel,
): {violations: Violation[]; model: BuyerModel} {
  const recorded = recordedOrder(order);
  const judged = judgeOrder(
    recorded,
    {
      country: cart.country,
      surveyProven: cart.spec.survey === 'valid',
      creditRedeemed: cart.spec.creditRedeemed,
      validLink: (line) => {
        const token = line.customAttributes.find((a) => a.key === '_sharedShop')?.value;
        return typeof token === 'string' && cart.linkKinds.get(token) === 'valid';
      },
    },
    model,
  );
  return {
    violations: judged.violations,
    model: afterOrder(model, judged, recorded.currencyCode),
  };
}

/** Fails with the details of the first generated scenario whose carts break the invariant. */
export async function assertNoViolation(
  focus: Focus,
  violationsOf: (scenario: Scenario) => Promise<Violation[]>,
  run: {seed: number; numRuns: number},
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(scenarioArb(focus), async (scenario) => {
      const found = (await violationsOf(scenario)).filter((v) => v.invariant === focus);
      if (found.length > 0) throw new Error(found.map((v) => v.detail).join('\n'));
    }),
    run,
  );
}

/** The run count: MONEY_RUNS (npm run test:money) or the file's default, split per invariant. */
export function runsPerInvariant(fileDefault: number, invariants: number): number {
  const total = Number(process.env.MONEY_RUNS) || fileDefault;
  return Math.max(1, Math.ceil(total / invariants));
}

export const INVARIANTS: readonly {focus: Focus; title: string}[] = [
  {focus: 'minimumCharge', title: 'no order is charged less than the rules allow'},
  {
    focus: 'oneFreeUnit',
    title: 'at most one free or chosen-price unit per order (BOGO aside)',
  },
  {focus: 'specialOneUnit', title: 'a special price covers one unit'},
  {focus: 'claimed', title: 'a claimed SKU is never sold at the secret price again'},
  {focus: 'market', title: 'no line is sold outside its market'},
  {focus: 'whiteCheek', title: 'the white cheek brush at most once per order'},
];

/** A shared-link token of each kind for the owner, working through `lastDay` when valid. */
export function sharedToken(
  kind: LineSpec['shared'],
  ownerId: string,
  lastDay: string,
): string | null {
  const grant = {ownerId, collectionIds: [SECRET_SHOP_COLLECTION_ID], expiresOn: lastDay};
  switch (kind) {
    case 'valid':
      return signSharedShopToken(LOCAL_SHARED_SHOP_KEY, grant);
    case 'expired':
      return signSharedShopToken(LOCAL_SHARED_SHOP_KEY, {
        ...grant,
        expiresOn: '2025-01-01',
      });
    case 'otherCollection':
      return signSharedShopToken(LOCAL_SHARED_SHOP_KEY, {
        ...grant,
        collectionIds: ['450000000202'],
      });
    case 'forged':
      return signSharedShopToken(FOREIGN_KEY, grant);
    default:
      return null;
  }
}

/**
 * The discountSurvey value of each kind. A valid proof is the worker's: its own response id
 * (each is spent once), this cart, and the signed-in buyer (none for a guest).
 */
export function surveyValue(
  kind: CartSpec['survey'],
  {
    responseId,
    cartId,
    customerId,
  }: {responseId: string; cartId: string; customerId: string | null},
): string | null {
  switch (kind) {
    case 'valid':
      return signSurveyProof(LOCAL_SURVEY_PROOF_KEY, {responseId, cartId, customerId});
    case 'otherCart':
      return signSurveyProof(LOCAL_SURVEY_PROOF_KEY, {
        responseId,
        cartId: 'gid://shopify/Cart/00000000000000000000000000000000?key=0',
        customerId,
      });
    case 'forged':
      return signSurveyProof(FOREIGN_KEY, {responseId, cartId, customerId});
    case 'malformed':
      return 'v1|done';
    default:
      return null;
  }
}
