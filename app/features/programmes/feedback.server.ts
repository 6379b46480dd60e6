import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {
  PRIVATE_HEADERS,
  privateSeo,
  signedInCustomer,
} from '~/features/account/account-forms.server';
import {i18nFor} from '~/i18n';
import {isEligible} from '@brush/rules/customer';
import {
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_RATINGS,
  REVIEW_STATUSES,
  needsBrushFormRedirect,
  type ReviewStatus,
  splitFeedbackRequests,
} from '@brush/rules/feedback';
import {formatLongDate} from '~/lib/dates';
import {legacyId} from '@brush/rules/gid';
import {fetchWithDeadline} from '~/server/upstream.server';

// The brand's Product API (docs/product/programmes.md#product-testing), called only by the
// worker with its server-only token: the browser sees neither its raw answers nor the token.

const reviewStatusAnswer = z.object({reviewStatus: z.enum(REVIEW_STATUSES).nullable()});

const feedbackRequest = z.object({
  lineItemId: z.string(),
  productTitle: z.string(),
  /** Which offer asked for the test; one the shop does not know reads as none. */
  programme: z.enum(['welcomeBonus', 'surveyDiscount']).nullish().catch(null),
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

/** The brand API for one customer, whom it names by their numeric id. */
function brandApi(env: Env, customerGid: string) {
  const customerId = encodeURIComponent(legacyId(customerGid));
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) => {
    if (!env.BRAND_API_URL) throw new Error('BRAND_API_URL is not set');
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
      throw new Error(`brand API ${method} ${path} answered ${response.status}`);
    }
    return response.json() as Promise<unknown>;
  };
  const statusPath = `/customers/${customerId}/review/status`;
  return {
    reviewStatus: async () =>
      reviewStatusAnswer.parse(await call('GET', statusPath)).reviewStatus,
    setReviewStatus: (status: ReviewStatus) => call('PUT', statusPath, {status}),
    feedback: async () =>
      feedbackAnswer.parse(
        await call('GET', `/feedback-requests/customers/${customerId}`),
      ),
    respond: (answers: {lineItemId: string; answers: Record<string, string>}) =>
      call('POST', '/feedback-requests', {
        ...answers,
        responseId: crypto.randomUUID(),
        customerId: legacyId(customerGid),
      }),
  };
}

const BAD_REQUEST = 400;
const BAD_GATEWAY = 502;

function requestView(request: z.infer<typeof feedbackRequest>, language: string) {
  return {
    lineItemId: request.lineItemId,
    productTitle: request.productTitle,
    programme: request.programme ?? null,
    due: request.dueAt ? formatLongDate(request.dueAt, language) : null,
  };
}

/** /account/feedback (docs/product/programmes.md#product-testing, #review-status). */
export async function feedbackLoader(args: LoaderFunctionArgs) {
  const {context} = args;
  const customer = await signedInCustomer(args);
  const {language} = context.market;
  const api = brandApi(context.env, customer.id);
  const logged = (error: unknown) => {
    console.error(error);
    return null;
  };
  const [reviewStatus, feedback] = await Promise.all([
    api.reviewStatus().catch(logged),
    api.feedback().catch(logged),
  ]);
  const split = feedback && splitFeedbackRequests(feedback.feedbackRequests);
  return data(
    {
      seo: privateSeo(args, 'programmes.feedback.title'),
      eligible: isEligible(customer.tags),
      reviewStatus,
      feedback:
        feedback && split
          ? {
              outstanding: split.outstandingRequests.map((r) => requestView(r, language)),
              completed: split.completedRequests.map((r) => requestView(r, language)),
              videoReviews: feedback.videoReviews,
              brushFormRedirect: needsBrushFormRedirect(feedback.customerForms),
            }
          : null,
    },
    {headers: PRIVATE_HEADERS},
  );
}

const reviewForm = z.object({
  intent: z.literal('review'),
  status: z.enum(REVIEW_STATUSES),
});

const feedbackForm = z.object({
  intent: z.literal('feedback'),
  lineItemId: z.string().min(1).max(200),
  rating: z.enum(FEEDBACK_RATINGS, {message: 'rating'}),
  comments: z.string().trim().max(FEEDBACK_COMMENTS_MAX_LENGTH, {message: 'comments'}),
  brushes: z
    .string()
    .trim()
    .max(FEEDBACK_COMMENTS_MAX_LENGTH, {message: 'comments'})
    .optional(),
});

export async function feedbackAction(args: ActionFunctionArgs) {
  const {request, context} = args;
  const customer = await signedInCustomer(args);
  const form = Object.fromEntries(await request.formData());
  const api = brandApi(context.env, customer.id);
  const {t} = i18nFor(context.market.language);

  const review = reviewForm.safeParse(form);
  if (review.success) {
    await api.setReviewStatus(review.data.status).catch((error: unknown) => {
      console.error(error);
    });
    return data({intent: 'review' as const, ok: true}, {headers: PRIVATE_HEADERS});
  }

  const lineItemId = typeof form.lineItemId === 'string' ? form.lineItemId : '';
  const values = {
    rating: typeof form.rating === 'string' ? form.rating : '',
    comments: typeof form.comments === 'string' ? form.comments : '',
    brushes: typeof form.brushes === 'string' ? form.brushes : '',
  };
  const refuse = (error: string, status: number) =>
    data(
      {
        intent: 'feedback' as const,
        ok: false,
        lineItemId,
        error: error as string | null,
        values,
      },
      {status, headers: PRIVATE_HEADERS},
    );
  const parsed = feedbackForm.safeParse(form);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message;
    return refuse(
      problem === 'comments'
        ? t('programmes.feedback.commentsTooLong', {max: FEEDBACK_COMMENTS_MAX_LENGTH})
        : t('programmes.feedback.chooseRating'),
      BAD_REQUEST,
    );
  }
  try {
    const feedback = await api.feedback();
    const open = splitFeedbackRequests(
      feedback.feedbackRequests,
    ).outstandingRequests.some(
      (candidate) => candidate.lineItemId === parsed.data.lineItemId,
    );
    if (!open) return refuse(t('programmes.feedback.notOpen'), BAD_REQUEST);
    // docs/product/programmes.md#product-testing.
    const {rating, comments, brushes} = parsed.data;
    if (needsBrushFormRedirect(feedback.customerForms) && !brushes) {
      return refuse(t('programmes.feedback.brushesNeeded'), BAD_REQUEST);
    }
    await api.respond({
      lineItemId: parsed.data.lineItemId,
      answers: {rating, comments, ...(brushes ? {brushes} : {})},
    });
  } catch (error) {
    console.error(error);
    return refuse(t('programmes.feedback.failed'), BAD_GATEWAY);
  }
  return data(
    {intent: 'feedback' as const, ok: true, lineItemId, error: null, values},
    {headers: PRIVATE_HEADERS},
  );
}
