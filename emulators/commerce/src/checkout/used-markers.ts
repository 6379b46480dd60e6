import type Database from 'better-sqlite3';
import {
  CART_ATTRIBUTES,
  LINE_ATTRIBUTES,
  SHOP_LINE_ATTRIBUTES,
  attributeValue,
} from '@brush/rules/cart-attributes';
import {readSurveyProof} from '@brush/rules/survey-proof';
import {
  USED_SURVEY_RESPONSES_METAFIELD,
  USED_WELCOME_EMAILS_METAFIELD,
  welcomeEmailDigest,
} from '@brush/functions-shared/used-markers';
import {readWelcomeMarker} from '@brush/rules/welcome-marker';
import type {CartAttribute, PricedCart} from '../cart/pipeline';
import {parseCartId} from '../cart/store';
import {SURVEY_DISCOUNT_FUNCTION, WELCOME_OFFER_FUNCTION} from '../functions/installed';

/**
 * The signed markers paid orders spent (docs/decisions/0112-signed-markers-for-discounts.md),
 * as the brand's order webhook records them for a real shop: survey response ids and digests
 * of welcome-offer emails, which the platform answers as the shop metafields
 * survey/used_responses and welcome/used_emails, so a marker earns one order only.
 */

const KINDS = {
  survey: USED_SURVEY_RESPONSES_METAFIELD,
  welcome: USED_WELCOME_EMAILS_METAFIELD,
} as const;

type Kind = keyof typeof KINDS;

export function migrateUsedMarkers(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS used_markers (
      kind TEXT NOT NULL,
      entry TEXT NOT NULL,
      order_id INTEGER NOT NULL,
      PRIMARY KEY (kind, entry)
    );
  `);
}

/** The two shop metafields, each a JSON list, as a function's input reads them. */
export function usedMarkerMetafields(
  db: Database.Database,
): {namespace: string; key: string; type: string; value: string}[] {
  const entries = (kind: Kind) =>
    (
      db
        .prepare('SELECT entry FROM used_markers WHERE kind = ? ORDER BY entry')
        .all(kind) as {entry: string}[]
    ).map((row) => row.entry);
  return (Object.keys(KINDS) as Kind[]).map((kind) => ({
    ...KINDS[kind],
    type: 'json',
    value: JSON.stringify(entries(kind)),
  }));
}

/** A cart as the checkout pays it: its attributes and the shop's functions' discounts. */
interface PaidCart {
  token: string;
  attributes: readonly CartAttribute[];
  priced: PricedCart;
}

/** The markers whose discounts the order took, each with the cart it was signed for. */
function spentMarkers(cart: PaidCart, signingKey: string) {
  const spent: {kind: Kind; entry: string; cartId: string}[] = [];
  const byRule = (rule: string) =>
    cart.priced.lines.filter(({allocations}) =>
      allocations.some((allocation) => allocation.rule === rule),
    );
  if (byRule(SURVEY_DISCOUNT_FUNCTION).length > 0) {
    const proof = readSurveyProof(
      signingKey,
      attributeValue(cart.attributes, CART_ATTRIBUTES.discountSurvey),
    );
    if (proof)
      spent.push({kind: 'survey', entry: proof.responseId, cartId: proof.cartId});
  }
  for (const {line} of byRule(WELCOME_OFFER_FUNCTION)) {
    const marker = readWelcomeMarker(
      signingKey,
      attributeValue(line.attributes, SHOP_LINE_ATTRIBUTES.welcomeBonusProof),
    );
    const email = attributeValue(line.attributes, LINE_ATTRIBUTES.welcomeBonus);
    if (marker && email) {
      spent.push({
        kind: 'welcome',
        entry: welcomeEmailDigest(email),
        cartId: marker.cartId,
      });
    }
  }
  return spent;
}

/**
 * A function is never told which cart it prices, so the checkout checks what it cannot: a
 * survey proof or welcome marker signed for another cart earns this one nothing.
 */
export function spendsAnotherCartsMarker(cart: PaidCart, signingKey: string): boolean {
  return spentMarkers(cart, signingKey).some(
    (marker) => parseCartId(marker.cartId)?.token !== cart.token,
  );
}

/** Records the markers a paid order spent; called in the payment's transaction. */
export function recordUsedMarkers(
  db: Database.Database,
  cart: PaidCart,
  signingKey: string,
  orderId: number,
): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO used_markers (kind, entry, order_id) VALUES (?, ?, ?)',
  );
  for (const marker of spentMarkers(cart, signingKey)) {
    insert.run(marker.kind, marker.entry, orderId);
  }
}
