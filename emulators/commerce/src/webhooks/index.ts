import {isLoopbackHost} from '../http/loopback';
import {requireScope} from '../admin-api/scopes';
import {sendJson} from '../http/respond';
import type {AdminApiPart, AdminContext, PlatformModule} from '../types';
import {migrateWebhooks, type SubscriptionRow} from './deliveries';

/**
 * Webhook subscriptions through the Admin API (webhookSubscriptionCreate and friends, each
 * topic behind the read scope of its resource), and the operator's view of the outbox. The
 * sender itself (deliveries.ts) runs in the platform's core.
 */

/** The topics the platform raises, with the scope a subscription to each needs. */
export const WEBHOOK_TOPICS: Readonly<Record<string, string>> = {
  'orders/create': 'read_orders',
  'orders/paid': 'read_orders',
  'orders/cancelled': 'read_orders',
  'refunds/create': 'read_orders',
  'products/create': 'read_products',
  'products/update': 'read_products',
};

const toEnum = (topic: string) => topic.replace('/', '_').toUpperCase();
const fromEnum = (value: string) => value.toLowerCase().replace('_', '/');

function subscriptionObject(row: SubscriptionRow) {
  return {
    id: `gid://shopify/WebhookSubscription/${row.id}`,
    topic: toEnum(row.topic),
    uri: row.uri,
    format: 'JSON',
    includeFields: JSON.parse(row.include_fields) as string[],
    createdAt: row.created_at,
    endpoint: {__typename: 'WebhookHttpEndpoint', callbackUrl: row.uri},
  };
}

/** https, or http to this machine (a local storefront), as Shopify's CLI allows in development. */
function acceptedUri(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && isLoopbackHost(url.hostname))
    );
  } catch {
    return false;
  }
}

function topicScope(ctx: AdminContext, topicEnum: string): string {
  const topic = fromEnum(topicEnum);
  const scope = WEBHOOK_TOPICS[topic];
  requireScope(ctx, `webhookSubscription ${topicEnum}`, scope ?? null);
  return topic;
}

const ADMIN_API: AdminApiPart = {
  typeDefs: /* GraphQL */ `
    enum WebhookSubscriptionTopic {
      ORDERS_CREATE
      ORDERS_PAID
      ORDERS_CANCELLED
      REFUNDS_CREATE
      PRODUCTS_CREATE
      PRODUCTS_UPDATE
    }
    enum WebhookSubscriptionFormat {
      JSON
    }
    type WebhookHttpEndpoint {
      callbackUrl: URL!
    }
    union WebhookSubscriptionEndpoint = WebhookHttpEndpoint
    type WebhookSubscription implements Node {
      id: ID!
      topic: WebhookSubscriptionTopic!
      uri: String!
      format: WebhookSubscriptionFormat!
      includeFields: [String!]!
      createdAt: DateTime!
      endpoint: WebhookSubscriptionEndpoint!
    }
    type WebhookSubscriptionConnection {
      nodes: [WebhookSubscription!]!
      pageInfo: PageInfo!
    }
    input WebhookSubscriptionInput {
      uri: String
      callbackUrl: URL
      format: WebhookSubscriptionFormat
      includeFields: [String!]
    }
    type WebhookSubscriptionCreatePayload {
      webhookSubscription: WebhookSubscription
      userErrors: [UserError!]!
    }
    type WebhookSubscriptionDeletePayload {
      deletedWebhookSubscriptionId: ID
      userErrors: [UserError!]!
    }
    extend type QueryRoot {
      webhookSubscriptions(
        first: Int
        topics: [WebhookSubscriptionTopic!]
        uri: String
      ): WebhookSubscriptionConnection!
    }
    extend type Mutation {
      webhookSubscriptionCreate(
        topic: WebhookSubscriptionTopic!
        webhookSubscription: WebhookSubscriptionInput!
      ): WebhookSubscriptionCreatePayload
      webhookSubscriptionDelete(id: ID!): WebhookSubscriptionDeletePayload
    }
  `,
  resolvers: {
    QueryRoot: {
      webhookSubscriptions: (_root, args, ctx) => {
        const topics = ((args.topics as string[] | null) ?? []).map(fromEnum);
        const rows = (
          ctx.db
            .prepare('SELECT * FROM webhook_subscriptions ORDER BY id')
            .all() as SubscriptionRow[]
        ).filter(
          (row) =>
            (topics.length === 0 || topics.includes(row.topic)) &&
            (args.uri == null || row.uri === args.uri),
        );
        return {
          nodes: rows
            .slice(0, (args.first as number | null) ?? 250)
            .map(subscriptionObject),
          pageInfo: {hasNextPage: false, hasPreviousPage: false},
        };
      },
    },
    Mutation: {
      webhookSubscriptionCreate: (_root, args, ctx) => {
        const topic = topicScope(ctx, args.topic as string);
        const input = args.webhookSubscription as {
          uri?: string | null;
          callbackUrl?: string | null;
          includeFields?: string[] | null;
        };
        const uri = input.uri ?? input.callbackUrl ?? '';
        const fail = (message: string) => ({
          webhookSubscription: null,
          userErrors: [{field: ['webhookSubscription', 'uri'], message}],
        });
        if (!acceptedUri(uri)) return fail('Address is invalid');
        const taken = ctx.db
          .prepare('SELECT id FROM webhook_subscriptions WHERE topic = ? AND uri = ?')
          .get(topic, uri);
        if (taken) return fail('Address for this topic has already been taken');
        const {lastInsertRowid} = ctx.db
          .prepare(
            'INSERT INTO webhook_subscriptions (topic, uri, include_fields, created_at) VALUES (?, ?, ?, ?)',
          )
          .run(
            topic,
            uri,
            JSON.stringify(input.includeFields ?? []),
            ctx.now().toISOString(),
          );
        const row = ctx.db
          .prepare('SELECT * FROM webhook_subscriptions WHERE id = ?')
          .get(lastInsertRowid) as SubscriptionRow;
        return {webhookSubscription: subscriptionObject(row), userErrors: []};
      },
      webhookSubscriptionDelete: (_root, args, ctx) => {
        const id = /\/WebhookSubscription\/(\d+)$/.exec(args.id as string)?.[1];
        const row = id
          ? (ctx.db
              .prepare('SELECT * FROM webhook_subscriptions WHERE id = ?')
              .get(id) as SubscriptionRow | undefined)
          : undefined;
        if (!row) {
          return {
            deletedWebhookSubscriptionId: null,
            userErrors: [{field: ['id'], message: 'Webhook subscription does not exist'}],
          };
        }
        topicScope(ctx, toEnum(row.topic));
        ctx.db.prepare('DELETE FROM webhook_subscriptions WHERE id = ?').run(row.id);
        return {deletedWebhookSubscriptionId: args.id, userErrors: []};
      },
    },
  },
};

/** Subscriptions, the outbox, and the operator's routes over them (see PlatformCore.webhooks). */
export const module: PlatformModule = {
  name: 'webhooks',
  migrate: migrateWebhooks,
  adminApi: ADMIN_API,
  routes: [
    {
      method: 'GET',
      path: '/admin/webhooks/deliveries',
      handler(_req, res, ctx) {
        const rows = ctx.db
          .prepare(
            `SELECT webhook_id AS webhookId, event_id AS eventId, topic, uri, attempts, status,
               last_result AS lastResult FROM webhook_deliveries ORDER BY id`,
          )
          .all();
        sendJson(res, 200, {deliveries: rows});
      },
    },
  ],
};
