import type Database from 'better-sqlite3';
import {z} from 'zod';
import {REVIEW_STATUSES} from '@brush/rules/feedback';
import {
  SURVEY_DISCOUNT_TITLE,
  WELCOME_BONUS_DISCOUNT_TITLE,
} from '@brush/rules/discount-titles';
import {findCustomerByEmail} from '../customers/store';
import {fulfillmentsOfOrder, type OrderRecord} from '../customers/orders';
import {HttpError, sameSecret, sendJson} from '../http/respond';
import type {Route, RouteContext} from '../types';
import type {IncomingMessage} from 'node:http';

/**
 * The brand's Product API (docs/product/programmes.md#product-testing): product-testing feedback
 * requests, the customer's forms and video reviews, and their review status. The worker calls it
 * with its bearer token; the browser never does. Requests arise from paid orders: a welcome-offer
 * item asks for feedback 60 days after it ships, a survey-discount item at once, to be given within
 * 60 days.
 */

/** The form a product test is given through (the embed provider's id in production). */
export const FEEDBACK_FORM_ID = 'product-feedback';
/** The form that tells the brand which brushes a tester uses. */
export const BRUSH_FORM_ID = 'brush-profile';
const BRUSH_FORM_KIND = 'brush';
/**
 * A welcome-offer item asks for feedback this long after it ships
 * (docs/product/pricing.md#welcome-offer).
 */
export const WELCOME_FEEDBACK_DELAY_DAYS = 60;
/**
 * A survey-discount item's feedback is asked within this many days
 * (docs/product/pricing.md#survey-discount).
 */
export const SURVEY_FEEDBACK_WINDOW_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

type Programme = 'welcomeBonus' | 'surveyDiscount';

interface RequestRow {
  id: number;
  customer_id: number;
  order_id: number | null;
  line_item_id: string;
  programme: Programme;
  product_title: string;
  variant_id: string | null;
  form_id: string | null;
  required: number;
  cancelled: number;
  available_at: string | null;
  due_at: string | null;
  response_id: string | null;
  completed_at: string | null;
}

export function migrateFeedback(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS review_status (
      customer_id INTEGER PRIMARY KEY,
      status TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS feedback_requests (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_id INTEGER NOT NULL,
      order_id INTEGER,
      line_item_id TEXT NOT NULL UNIQUE,
      programme TEXT NOT NULL,
      product_title TEXT NOT NULL,
      variant_id TEXT,
      form_id TEXT,
      required INTEGER NOT NULL,
      cancelled INTEGER NOT NULL DEFAULT 0,
      available_at TEXT,
      due_at TEXT,
      response_id TEXT,
      answers TEXT,
      completed_at TEXT
    );
    CREATE TABLE IF NOT EXISTS customer_forms (
      customer_id INTEGER NOT NULL,
      kind TEXT NOT NULL,
      form_id TEXT NOT NULL,
      PRIMARY KEY (customer_id, kind)
    );
    CREATE TABLE IF NOT EXISTS video_reviews (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_id INTEGER NOT NULL,
      product_title TEXT NOT NULL,
      url TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
}

/** The Admin-style id of an order's line item, as the brand API names it. */
export function lineItemGid(orderId: number, index: number): string {
  return `gid://shopify/LineItem/${orderId * 1000 + index}`;
}

function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
}

interface NewRequest {
  customerId: number;
  orderId: number | null;
  lineItemId: string;
  programme: Programme;
  productTitle: string;
  variantId: string | null;
  required: boolean;
  formId: string | null;
  availableAt: string | null;
  dueAt: string | null;
}

function insertRequest(db: Database.Database, request: NewRequest): number {
  const result = db
    .prepare(
      `INSERT OR IGNORE INTO feedback_requests
        (customer_id, order_id, line_item_id, programme, product_title, variant_id, form_id,
         required, available_at, due_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      request.customerId,
      request.orderId,
      request.lineItemId,
      request.programme,
      request.productTitle,
      request.variantId,
      request.formId,
      request.required ? 1 : 0,
      request.availableAt,
      request.dueAt,
    );
  return Number(result.lastInsertRowid);
}

/**
 * A paid order's feedback requests: one per line the welcome offer or the survey discount
 * priced (a line that only asked for them gave nothing to test). The welcome offer's waits for
 * its shipment; the survey's is due within 60 days.
 */
export function requestFeedbackForOrder(db: Database.Database, order: OrderRecord): void {
  if (order.customerId === null) return;
  order.lineItems.forEach((line, index) => {
    const titles = line.discounts.map((discount) => discount.title);
    const welcome = titles.includes(WELCOME_BONUS_DISCOUNT_TITLE);
    const survey = titles.includes(SURVEY_DISCOUNT_TITLE);
    if (!welcome && !survey) return;
    const processedAt = order.processedAt;
    insertRequest(db, {
      customerId: order.customerId as number,
      orderId: order.id,
      lineItemId: lineItemGid(order.id, index),
      programme: welcome ? 'welcomeBonus' : 'surveyDiscount',
      productTitle: line.title,
      variantId: line.variantId,
      required: true,
      formId: FEEDBACK_FORM_ID,
      availableAt: welcome ? null : processedAt,
      dueAt: welcome ? null : addDays(processedAt, SURVEY_FEEDBACK_WINDOW_DAYS),
    });
  });
}

/** When a request may be answered: a welcome offer's 60 days after its order first shipped. */
function availableAt(db: Database.Database, row: RequestRow): string | null {
  if (row.available_at !== null || row.order_id === null) return row.available_at;
  const [shipped] = fulfillmentsOfOrder(db, row.order_id);
  return shipped ? addDays(shipped.createdAt, WELCOME_FEEDBACK_DELAY_DAYS) : null;
}

function requestJson(db: Database.Database, row: RequestRow) {
  return {
    id: row.id,
    lineItemId: row.line_item_id,
    programme: row.programme,
    productTitle: row.product_title,
    variantId: row.variant_id,
    formId: row.form_id,
    required: row.required === 1,
    cancelled: row.cancelled === 1,
    completed: row.completed_at !== null,
    availableAt: availableAt(db, row),
    dueAt: row.due_at,
    responseId: row.response_id,
    completedAt: row.completed_at,
  };
}

function customerIdParam(ctx: RouteContext): number {
  const id = ctx.params.customerId ?? '';
  if (!/^\d{1,15}$/.test(id)) throw new HttpError(400, 'A customer id is a number.');
  return Number(id);
}

export function requireToken(req: IncomingMessage, ctx: RouteContext): void {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  if (!sameSecret(token, ctx.config.brandApiToken)) {
    throw new HttpError(401, 'The brand API needs its bearer token.');
  }
}

const reviewStatusBody = z.object({status: z.enum(REVIEW_STATUSES)}).strict();

const feedbackResponseBody = z
  .object({
    lineItemId: z.string().min(1).max(200),
    responseId: z.string().min(1).max(200),
    customerId: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()]),
    answers: z.record(z.string().max(40), z.string().max(5000)).optional(),
  })
  .strict();

export const feedbackRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/customers\/(?<customerId>[^/]+)\/review\/status$/,
    handler(req, res, ctx) {
      requireToken(req, ctx);
      const row = ctx.db
        .prepare('SELECT status FROM review_status WHERE customer_id = ?')
        .get(customerIdParam(ctx)) as {status: string} | undefined;
      sendJson(res, 200, {reviewStatus: row?.status ?? null});
    },
  },
  {
    method: 'PUT',
    path: /^\/customers\/(?<customerId>[^/]+)\/review\/status$/,
    async handler(req, res, ctx) {
      requireToken(req, ctx);
      const customerId = customerIdParam(ctx);
      const body = reviewStatusBody.safeParse(await ctx.json());
      if (!body.success) {
        throw new HttpError(400, "The status is 'declined' or 'completed'.");
      }
      ctx.db
        .prepare(
          `INSERT INTO review_status (customer_id, status, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (customer_id) DO UPDATE SET status = excluded.status,
             updated_at = excluded.updated_at`,
        )
        .run(customerId, body.data.status, ctx.now().toISOString());
      sendJson(res, 200, {reviewStatus: body.data.status});
    },
  },
  {
    method: 'GET',
    path: /^\/feedback-requests\/customers\/(?<customerId>[^/]+)$/,
    handler(req, res, ctx) {
      requireToken(req, ctx);
      const customerId = customerIdParam(ctx);
      const now = ctx.now().toISOString();
      const rows = ctx.db
        .prepare('SELECT * FROM feedback_requests WHERE customer_id = ? ORDER BY id')
        .all(customerId) as RequestRow[];
      const feedbackRequests = rows
        .map((row) => requestJson(ctx.db, row))
        .filter((request) => request.availableAt !== null && request.availableAt <= now);
      const customerForms = ctx.db
        .prepare(
          'SELECT kind, form_id AS formId FROM customer_forms WHERE customer_id = ?',
        )
        .all(customerId);
      const videoReviews = ctx.db
        .prepare(
          `SELECT id, product_title AS productTitle, url, created_at AS createdAt
           FROM video_reviews WHERE customer_id = ? ORDER BY id`,
        )
        .all(customerId);
      sendJson(res, 200, {
        customerId: String(customerId),
        feedbackRequests,
        customerForms,
        videoReviews,
      });
    },
  },
  {
    method: 'POST',
    path: '/feedback-requests',
    async handler(req, res, ctx) {
      requireToken(req, ctx);
      const body = feedbackResponseBody.safeParse(await ctx.json());
      if (!body.success) {
        throw new HttpError(
          400,
          'A response names lineItemId, responseId and customerId.',
        );
      }
      const {lineItemId, responseId, customerId, answers} = body.data;
      const row = ctx.db
        .prepare(
          'SELECT * FROM feedback_requests WHERE line_item_id = ? AND customer_id = ? AND cancelled = 0',
        )
        .get(lineItemId, Number(customerId)) as RequestRow | undefined;
      if (!row) throw new HttpError(404, 'No open feedback request for this line item.');
      // The built-in form asks a tester without a brush form for their brushes too.
      if (answers?.brushes) {
        ctx.db
          .prepare(
            'INSERT OR IGNORE INTO customer_forms (customer_id, kind, form_id) VALUES (?, ?, ?)',
          )
          .run(row.customer_id, BRUSH_FORM_KIND, BRUSH_FORM_ID);
      }
      if (row.completed_at === null) {
        ctx.db
          .prepare(
            'UPDATE feedback_requests SET response_id = ?, answers = ?, completed_at = ? WHERE id = ?',
          )
          .run(
            responseId,
            answers ? JSON.stringify(answers) : null,
            ctx.now().toISOString(),
            row.id,
          );
      }
      const updated = ctx.db
        .prepare('SELECT * FROM feedback_requests WHERE id = ?')
        .get(row.id) as RequestRow;
      sendJson(res, 200, requestJson(ctx.db, updated));
    },
  },
];

/** What tests read back: every request of a customer with the answers given. */
export const feedbackAdminRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/admin\/feedback-requests\/(?<email>[^/]+)$/,
    handler(_req, res, ctx) {
      const customer = findCustomerByEmail(
        ctx.db,
        decodeURIComponent(ctx.params.email ?? ''),
      );
      if (!customer) throw new HttpError(404, 'No such customer.');
      const rows = ctx.db
        .prepare(
          'SELECT line_item_id AS lineItemId, product_title AS productTitle, response_id AS responseId, answers, completed_at AS completedAt FROM feedback_requests WHERE customer_id = ? ORDER BY id',
        )
        .all(customer.id) as {answers: string | null}[];
      sendJson(
        res,
        200,
        rows.map((row) => ({
          ...row,
          answers: row.answers === null ? null : (JSON.parse(row.answers) as unknown),
        })),
      );
    },
  },
];

/**
 * The seed testers' requests in every state a page shows: Ava has two outstanding (a welcome
 * offer that shipped over 60 days ago, a survey discount), one completed, one cancelled, one
 * optional and one a form is not ready for, her brush form and a video review; Chiara has one
 * outstanding and no brush form, so she is asked for it first.
 */
export function seedFeedback(db: Database.Database, now: Date): void {
  const ava = findCustomerByEmail(db, 'ava@example.com');
  const chiara = findCustomerByEmail(db, 'chiara@example.com');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  if (ava) {
    const base = {customerId: ava.id, orderId: null, variantId: null};
    const requests: (Omit<NewRequest, keyof typeof base> & {completed?: string})[] = [
      {
        lineItemId: 'gid://shopify/LineItem/900001',
        programme: 'welcomeBonus',
        productTitle: 'Yuki Powder Brush',
        required: true,
        formId: FEEDBACK_FORM_ID,
        availableAt: daysAgo(5),
        dueAt: null,
      },
      {
        lineItemId: 'gid://shopify/LineItem/900002',
        programme: 'surveyDiscount',
        productTitle: 'Hoshi Tapered Crease Brush',
        required: true,
        formId: FEEDBACK_FORM_ID,
        availableAt: daysAgo(10),
        dueAt: addDays(daysAgo(10), SURVEY_FEEDBACK_WINDOW_DAYS),
      },
      {
        lineItemId: 'gid://shopify/LineItem/900003',
        programme: 'surveyDiscount',
        productTitle: 'Kumo Blending Brush',
        required: true,
        formId: FEEDBACK_FORM_ID,
        availableAt: daysAgo(90),
        dueAt: addDays(daysAgo(90), SURVEY_FEEDBACK_WINDOW_DAYS),
        completed: daysAgo(80),
      },
      {
        lineItemId: 'gid://shopify/LineItem/900004',
        programme: 'welcomeBonus',
        productTitle: 'Tsuki Pencil Brush',
        required: true,
        formId: FEEDBACK_FORM_ID,
        availableAt: daysAgo(30),
        dueAt: null,
      },
      {
        lineItemId: 'gid://shopify/LineItem/900005',
        programme: 'surveyDiscount',
        productTitle: 'Momiji Cheek Brush',
        required: false,
        formId: FEEDBACK_FORM_ID,
        availableAt: daysAgo(20),
        dueAt: null,
      },
      {
        lineItemId: 'gid://shopify/LineItem/900006',
        programme: 'surveyDiscount',
        productTitle: 'Mizu Smudger',
        required: true,
        formId: null,
        availableAt: daysAgo(3),
        dueAt: null,
      },
    ];
    for (const {completed, ...request} of requests) {
      const id = insertRequest(db, {...base, ...request});
      if (completed) {
        db.prepare(
          'UPDATE feedback_requests SET response_id = ?, completed_at = ? WHERE id = ?',
        ).run('seed-response-900003', completed, id);
      }
    }
    db.prepare('UPDATE feedback_requests SET cancelled = 1 WHERE line_item_id = ?').run(
      'gid://shopify/LineItem/900004',
    );
    db.prepare(
      'INSERT INTO customer_forms (customer_id, kind, form_id) VALUES (?, ?, ?)',
    ).run(ava.id, BRUSH_FORM_KIND, BRUSH_FORM_ID);
    db.prepare(
      'INSERT INTO video_reviews (customer_id, product_title, url, created_at) VALUES (?, ?, ?, ?)',
    ).run(
      ava.id,
      'Kumo Blending Brush',
      'https://videos.example.com/reviews/kumo-blending-brush',
      daysAgo(70),
    );
  }
  if (chiara) {
    insertRequest(db, {
      customerId: chiara.id,
      orderId: null,
      lineItemId: 'gid://shopify/LineItem/900101',
      programme: 'welcomeBonus',
      productTitle: 'Kumo Mini Blender',
      variantId: null,
      required: true,
      formId: FEEDBACK_FORM_ID,
      availableAt: daysAgo(2),
      dueAt: null,
    });
  }
}
