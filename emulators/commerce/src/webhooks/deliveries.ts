import {createHmac, randomUUID} from 'node:crypto';
import type Database from 'better-sqlite3';
import type {PlatformConfig} from '../types';

/**
 * Webhooks as Shopify sends them: every event is written to an outbox in the transaction that
 * made it (an order paid, cancelled or refunded, a product changed), one delivery per
 * subscription to its topic, then POSTed with Shopify's headers and an HMAC-SHA256 of the body
 * keyed with the app's client secret. A delivery is done when the endpoint answers 2xx within
 * 5 seconds; anything else is retried with exponential backoff (PlatformConfig.webhooks).
 * Deliveries are at least once: a retry after a lost answer delivers the same webhook again.
 */

/** Shopify's wait for an answer before it counts the attempt as failed. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** The Admin API version the payloads are shaped for. */
export const WEBHOOK_API_VERSION = '2026-07';

export function migrateWebhooks(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS webhook_subscriptions (
      id INTEGER PRIMARY KEY,
      topic TEXT NOT NULL,
      uri TEXT NOT NULL,
      include_fields TEXT NOT NULL DEFAULT '[]',
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS webhook_deliveries (
      id INTEGER PRIMARY KEY,
      webhook_id TEXT NOT NULL UNIQUE,
      event_id TEXT NOT NULL,
      subscription_id INTEGER NOT NULL,
      topic TEXT NOT NULL,
      uri TEXT NOT NULL,
      body TEXT NOT NULL,
      triggered_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending',
      last_result TEXT
    );
    CREATE INDEX IF NOT EXISTS webhook_deliveries_due
      ON webhook_deliveries (status, next_attempt_at);
  `);
}

export interface SubscriptionRow {
  id: number;
  topic: string;
  uri: string;
  include_fields: string;
  created_at: string;
}

export interface DeliveryRow {
  id: number;
  webhook_id: string;
  event_id: string;
  topic: string;
  uri: string;
  body: string;
  triggered_at: string;
  attempts: number;
}

/** Called once an event's deliveries are written, so that the sender wakes up. */
const wakers = new WeakMap<Database.Database, () => void>();

/** Only the payload's fields a subscription asked for (Shopify's includeFields). */
function included(payload: Record<string, unknown>, fields: string[]) {
  if (fields.length === 0) return payload;
  return Object.fromEntries(
    Object.entries(payload).filter(([key]) => fields.includes(key)),
  );
}

/**
 * Records an event for every subscription to its topic. Call it inside the transaction that
 * made the change, so that an event exists exactly when its change does.
 */
export function recordWebhookEvent(
  db: Database.Database,
  topic: string,
  payload: Record<string, unknown>,
  now: Date,
): void {
  const subscriptions = db
    .prepare('SELECT * FROM webhook_subscriptions WHERE topic = ? ORDER BY id')
    .all(topic) as SubscriptionRow[];
  if (subscriptions.length === 0) return;
  const eventId = randomUUID();
  const insert = db.prepare(
    `INSERT INTO webhook_deliveries (webhook_id, event_id, subscription_id, topic, uri, body,
       triggered_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const subscription of subscriptions) {
    const fields = JSON.parse(subscription.include_fields) as string[];
    insert.run(
      randomUUID(),
      eventId,
      subscription.id,
      topic,
      subscription.uri,
      JSON.stringify(included(payload, fields)),
      now.toISOString(),
      0,
    );
  }
  queueMicrotask(() => wakers.get(db)?.());
}

/** Shopify's headers for one delivery of a webhook; the same webhook id on every retry. */
export function webhookHeaders(
  delivery: Pick<
    DeliveryRow,
    'webhook_id' | 'event_id' | 'topic' | 'body' | 'triggered_at'
  >,
  clientSecret: string,
  shopDomain: string,
): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Shopify-Topic': delivery.topic,
    'X-Shopify-Hmac-Sha256': createHmac('sha256', clientSecret)
      .update(delivery.body, 'utf8')
      .digest('base64'),
    'X-Shopify-Shop-Domain': shopDomain,
    'X-Shopify-API-Version': WEBHOOK_API_VERSION,
    'X-Shopify-Webhook-Id': delivery.webhook_id,
    'X-Shopify-Event-Id': delivery.event_id,
    'X-Shopify-Triggered-At': delivery.triggered_at,
  };
}

export interface DeliveryCounts {
  pending: number;
  delivered: number;
  failed: number;
}

/**
 * Sends the outbox: due deliveries go out at once (in the order the events happened, or newest
 * first under the test switch), each retried after retryBaseMs × 2^(attempt − 1) until it
 * succeeds or has used its retries. Holding stops sending (to let events pile up, as when
 * the storefront is down); releasing sends what is due.
 */
export class WebhookSender {
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  private held = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Database.Database,
    private readonly config: PlatformConfig,
    private readonly shopDomain: () => string,
  ) {
    wakers.set(db, () => this.pump());
    // A delivery that was being sent when the platform stopped is sent again: at least once.
    db.prepare(
      "UPDATE webhook_deliveries SET status = 'pending' WHERE status = 'sending'",
    ).run();
  }

  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.pump();
  }

  counts(): DeliveryCounts {
    const rows = this.db
      .prepare('SELECT status, COUNT(*) AS count FROM webhook_deliveries GROUP BY status')
      .all() as {status: keyof DeliveryCounts | 'sending'; count: number}[];
    const counts: DeliveryCounts = {pending: 0, delivered: 0, failed: 0};
    for (const row of rows)
      counts[row.status === 'sending' ? 'pending' : row.status] += row.count;
    return counts;
  }

  /** Resolves once nothing is pending or in flight (retries included). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    wakers.delete(this.db);
    this.notifyIdle(true);
  }

  private isIdle(): boolean {
    return this.inFlight === 0 && this.counts().pending === 0;
  }

  private notifyIdle(force = false): void {
    if (!force && !this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  pump(): void {
    if (this.closed || this.held) return;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const now = Date.now();
    const due = this.db
      .prepare(
        `UPDATE webhook_deliveries SET status = 'sending'
         WHERE status = 'pending' AND next_attempt_at <= ? RETURNING *`,
      )
      .all(now) as DeliveryRow[];
    due.sort((a, b) =>
      this.config.webhooks.twiceOutOfOrder ? b.id - a.id : a.id - b.id,
    );
    for (const delivery of due) void this.send(delivery);
    const next = this.db
      .prepare(
        "SELECT MIN(next_attempt_at) AS at FROM webhook_deliveries WHERE status = 'pending'",
      )
      .get() as {at: number | null};
    if (next.at !== null) {
      this.timer = setTimeout(() => this.pump(), Math.max(0, next.at - now));
    }
    this.notifyIdle();
  }

  private async attempt(delivery: DeliveryRow): Promise<string | null> {
    const headers = webhookHeaders(
      delivery,
      this.config.app.clientSecret,
      this.shopDomain(),
    );
    const post = async () => {
      const response = await fetch(delivery.uri, {
        method: 'POST',
        headers,
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.ok ? null : `HTTP ${response.status}`;
    };
    try {
      const times = this.config.webhooks.twiceOutOfOrder ? 2 : 1;
      const results = await Promise.all(Array.from({length: times}, post));
      return results.find((result) => result !== null) ?? null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  private async send(delivery: DeliveryRow): Promise<void> {
    this.inFlight += 1;
    const failure = await this.attempt(delivery);
    this.inFlight -= 1;
    if (this.closed) return;
    const attempts = delivery.attempts + 1;
    const {retries, retryBaseMs} = this.config.webhooks;
    const status =
      failure === null ? 'delivered' : attempts > retries ? 'failed' : 'pending';
    if (status === 'failed') {
      console.error(
        `[commerce] webhook ${delivery.topic} to ${delivery.uri} given up after ${attempts} attempts: ${failure}`,
      );
    }
    this.db
      .prepare(
        'UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_result = ? WHERE id = ?',
      )
      .run(
        status,
        attempts,
        Date.now() + retryBaseMs * 2 ** (attempts - 1),
        failure ?? 'ok',
        delivery.id,
      );
    this.pump();
  }
}
