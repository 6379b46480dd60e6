import {z} from 'zod';
import {REVIEW_STATUSES, type ReviewStatus} from '@brush/rules/feedback';
import {legacyId} from '@brush/rules/gid';
import {fetchWithDeadline} from '~/server/upstream.server';

// The brand's Product API (docs/product/programmes.md#product-testing), called only by
// the worker with its server-only token: the browser never sees the URL's answers
// unfiltered, nor the token.

type BrandEnv = Pick<Env, 'BRAND_API_URL' | 'BRAND_API_TOKEN'>;

export class BrandApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BrandApiError';
  }
}

/** The one conversion of a customer's GID to the numeric id the brand API names them by. */
export function brandCustomerId(customerGid: string): string {
  return legacyId(customerGid);
}

const reviewStatusAnswer = z.object({reviewStatus: z.enum(REVIEW_STATUSES).nullable()});

const feedbackRequest = z.object({
  lineItemId: z.string(),
  productTitle: z.string(),
  programme: z.string().nullish(),
  formId: z.string().nullish(),
  required: z.boolean().nullish(),
  completed: z.boolean().nullish(),
  cancelled: z.boolean().nullish(),
  dueAt: z.string().nullish(),
});

const feedbackAnswer = z.object({
  customerId: z.string(),
  feedbackRequests: z.array(feedbackRequest),
  customerForms: z.array(z.object({kind: z.string(), formId: z.string()})),
  videoReviews: z.array(z.object({productTitle: z.string(), url: z.string().url()})),
});

export type BrandFeedbackRequest = z.infer<typeof feedbackRequest>;
export type BrandFeedback = z.infer<typeof feedbackAnswer>;

async function call(
  env: BrandEnv,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  if (!env.BRAND_API_URL) throw new BrandApiError(0, 'BRAND_API_URL is not set');
  const response = await fetchWithDeadline(new URL(path, env.BRAND_API_URL), {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
      ...(env.BRAND_API_TOKEN ? {Authorization: `Bearer ${env.BRAND_API_TOKEN}`} : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new BrandApiError(
      response.status,
      `brand API ${method} ${path} answered ${response.status}`,
    );
  }
  return response.json();
}

export function brandApi(env: BrandEnv) {
  const customerPath = (customerId: string) =>
    `/customers/${encodeURIComponent(customerId)}/review/status`;
  return {
    async reviewStatus(customerId: string): Promise<ReviewStatus | null> {
      return reviewStatusAnswer.parse(await call(env, 'GET', customerPath(customerId)))
        .reviewStatus;
    },
    async setReviewStatus(customerId: string, status: ReviewStatus): Promise<void> {
      await call(env, 'PUT', customerPath(customerId), {status});
    },
    async feedback(customerId: string): Promise<BrandFeedback> {
      return feedbackAnswer.parse(
        await call(
          env,
          'GET',
          `/feedback-requests/customers/${encodeURIComponent(customerId)}`,
        ),
      );
    },
    async respond(response: {
      lineItemId: string;
      responseId: string;
      customerId: string;
      answers?: Record<string, string>;
    }): Promise<void> {
      await call(env, 'POST', '/feedback-requests', response);
    },
  };
}
