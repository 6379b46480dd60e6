import {paginate, type ConnectionArgs} from '../graphql/connections';
import type {RequestContext, Resolvers} from '../types';
import {
  MULTIPASS_CLOCK_SKEW_MS,
  MULTIPASS_MAX_AGE_MS,
  readMultipassToken,
} from './multipass';
import {
  countOrdersOfCustomer,
  fulfillmentsOfOrder,
  orderTotals,
  ordersOfCustomer,
  storefrontOrder,
  type OrderRecord,
} from './orders';
import {
  createCustomer,
  customerForAccessToken,
  deleteAccessToken,
  findCustomerByEmail,
  issueAccessToken,
  renewAccessToken,
  revokeAccessTokensOf,
  spendMultipassToken,
  type CustomerRecord,
} from './store';
import {storefrontCustomer} from './storefront';

/** Shopify gives one answer for every refused multipass token, so a caller learns nothing. */
const INVALID_MULTIPASS = {
  code: 'INVALID_MULTIPASS_REQUEST',
  field: ['multipassToken'],
  message: 'Invalid multipass request',
};

const ORDER_SORTS: Record<string, (a: OrderRecord, b: OrderRecord) => number> = {
  ID: (a, b) => a.id - b.id,
  RELEVANCE: (a, b) => a.id - b.id,
  PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  TOTAL_PRICE: (a, b) =>
    orderTotals(a).totalCents - orderTotals(b).totalCents || a.id - b.id,
};

function customerPayload(context: RequestContext, customer: CustomerRecord) {
  return storefrontCustomer(customer, countOrdersOfCustomer(context.db, customer.id));
}

function tagsFromTagString(tagString: string | undefined): string[] {
  return (tagString ?? '').split(',');
}

export const customerResolvers: Resolvers = {
  QueryRoot: {
    customer: (_source, args, context) => {
      const customer = customerForAccessToken(
        context.db,
        args.customerAccessToken,
        context.now(),
      );
      return customer ? customerPayload(context, customer) : null;
    },
  },
  Mutation: {
    customerAccessTokenCreateWithMultipass: (_source, args, context) => {
      const now = context.now();
      const reading = readMultipassToken(
        context.config.multipassSecret,
        String(args.multipassToken),
        now,
      );
      const forgetBefore = new Date(
        now.getTime() - MULTIPASS_MAX_AGE_MS - MULTIPASS_CLOCK_SKEW_MS,
      );
      if (
        !reading.ok ||
        !spendMultipassToken(context.db, reading.signature, now, forgetBefore)
      ) {
        return {customerAccessToken: null, customerUserErrors: [INVALID_MULTIPASS]};
      }
      const {payload} = reading;
      const customer =
        findCustomerByEmail(context.db, payload.email) ??
        createCustomer(
          context.db,
          {
            email: payload.email,
            firstName: payload.first_name ?? null,
            lastName: payload.last_name ?? null,
            tags: tagsFromTagString(payload.tag_string),
          },
          now,
        );
      return {
        customerAccessToken: issueAccessToken(context.db, customer.id, now),
        customerUserErrors: [],
      };
    },
    customerAccessTokenRenew: (_source, args, context) => {
      const renewed = renewAccessToken(
        context.db,
        String(args.customerAccessToken),
        context.now(),
      );
      return renewed
        ? {customerAccessToken: renewed, userErrors: []}
        : {
            customerAccessToken: null,
            userErrors: [
              {field: ['customerAccessToken'], message: 'Access token does not exist'},
            ],
          };
    },
    /**
     * Only the password change is kept (the shop's customers are Multipass customers, whose
     * details come from the identity provider). As on Shopify, a new password invalidates
     * every access token of the customer, the one sent included, and answers a fresh one.
     */
    customerUpdate: (_source, args, context) => {
      const now = context.now();
      const customer = customerForAccessToken(context.db, args.customerAccessToken, now);
      if (!customer) {
        return {
          customer: null,
          customerAccessToken: null,
          customerUserErrors: [
            {
              code: 'TOKEN_INVALID',
              field: ['customerAccessToken'],
              message: 'Customer access token is invalid',
            },
          ],
        };
      }
      const changes = (args.customer ?? {}) as {password?: unknown};
      if (typeof changes.password !== 'string' || changes.password === '') {
        return {
          customer: customerPayload(context, customer),
          customerAccessToken: null,
          customerUserErrors: [],
        };
      }
      revokeAccessTokensOf(context.db, customer.id);
      return {
        customer: customerPayload(context, customer),
        customerAccessToken: issueAccessToken(context.db, customer.id, now),
        customerUserErrors: [],
      };
    },
    customerAccessTokenDelete: (_source, args, context) => {
      const token = String(args.customerAccessToken);
      if (!deleteAccessToken(context.db, token)) {
        return {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: [
            {field: ['customerAccessToken'], message: 'Access token does not exist'},
          ],
        };
      }
      return {
        deletedAccessToken: token,
        deletedCustomerAccessTokenId: null,
        userErrors: [],
      };
    },
  },
  Customer: {
    orders: (source: {customerId: number}, args, context) => {
      const sort = ORDER_SORTS[String(args.sortKey ?? 'ID')] ?? ORDER_SORTS.ID;
      const sorted = ordersOfCustomer(context.db, source.customerId).sort(sort);
      if (args.reverse === true) sorted.reverse();
      const page = paginate(sorted, args as ConnectionArgs);
      const shape = (order: OrderRecord) =>
        storefrontOrder(order, fulfillmentsOfOrder(context.db, order.id));
      return {
        ...page,
        edges: page.edges.map((edge) => ({cursor: edge.cursor, node: shape(edge.node)})),
        nodes: page.nodes.map(shape),
      };
    },
  },
  Order: {
    successfulFulfillments: (source: {successfulFulfillments: unknown[]}, args) =>
      typeof args.first === 'number'
        ? source.successfulFulfillments.slice(0, Math.max(0, args.first))
        : source.successfulFulfillments,
  },
  Fulfillment: {
    trackingInfo: (source: {trackingInfo: unknown[]}, args) =>
      typeof args.first === 'number'
        ? source.trackingInfo.slice(0, Math.max(0, args.first))
        : source.trackingInfo,
  },
  MailingAddress: {
    formatted: (
      source: {
        name?: string | null;
        company?: string | null;
        address1?: string | null;
        address2?: string | null;
        city?: string | null;
        province?: string | null;
        zip?: string | null;
        country?: string | null;
      },
      args,
    ) =>
      [
        args.withName ? source.name : null,
        args.withCompany ? source.company : null,
        source.address1,
        source.address2,
        [source.city, source.province, source.zip].filter(Boolean).join(' '),
        source.country,
      ].filter((line): line is string => typeof line === 'string' && line.trim() !== ''),
  },
};
