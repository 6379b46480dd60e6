import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {PRIVATE_HEADERS, redirectToLogin} from '~/features/account/account-forms.server';
import {
  fetchCustomer,
  isSignedIn,
  signOut,
} from '~/features/account/account-session.server';
import type {PageSeo} from '~/ui/page-meta';
import {i18nFor} from '~/i18n';
import {isEligible} from '@brush/rules/customer';
import {
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_RATINGS,
  REVIEW_STATUSES,
  needsBrushFormRedirect,
  splitFeedbackRequests,
} from '@brush/rules/feedback';
import {formatLongDate} from '~/lib/dates';
import {canonicalUrl} from '~/lib/seo';
import {brandApi, brandCustomerId, type BrandFeedbackRequest} from './brand-api.server';
import type {
  FeedbackActionData,
  FeedbackData,
  FeedbackRequestView,
} from './feedback.types';

const BAD_REQUEST = 400;
const BAD_GATEWAY = 502;

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** The signed-in customer, or the way to login (and out, when the platform no longer knows them). */
async function signedInCustomer({request, context}: Args) {
  if (!isSignedIn(context)) redirectToLogin(request);
  const customer = await fetchCustomer(context);
  if (!customer) {
    await signOut(context);
    redirectToLogin(request);
  }
  return customer;
}

const PROGRAMMES = ['welcomeBonus', 'surveyDiscount'] as const;

/** Which offer asked for the test; one this page does not know is shown without a label. */
function programmeOf(
  value: string | null | undefined,
): (typeof PROGRAMMES)[number] | null {
  return PROGRAMMES.find((programme) => programme === value) ?? null;
}

function requestView(
  request: BrandFeedbackRequest,
  language: string,
): FeedbackRequestView {
  return {
    lineItemId: request.lineItemId,
    productTitle: request.productTitle,
    programme: programmeOf(request.programme),
    due: request.dueAt ? formatLongDate(request.dueAt, language) : null,
  };
}

/**
 * /account/feedback (docs/product/programmes.md#product-testing,
 * docs/product/programmes.md#review-status): the customer's review
 * status (null when it cannot be read) and their product tests, from the brand API with the
 * session's own customer id only. A failed fetch is logged and the page says so.
 */
export async function feedbackLoader(args: LoaderFunctionArgs) {
  const {request, context} = args;
  const customer = await signedInCustomer(args);
  const {language} = context.market;
  const {t} = i18nFor(language);
  const seo: PageSeo = {
    title: t('programmes.feedback.title'),
    url: canonicalUrl(request.url),
    noindex: true,
  };
  const api = brandApi(context.env);
  const id = brandCustomerId(customer.id);
  const [reviewStatus, feedback] = await Promise.all([
    api.reviewStatus(id).catch((error: unknown) => {
      console.error(error);
      return null;
    }),
    api.feedback(id).catch((error: unknown) => {
      console.error(error);
      return null;
    }),
  ]);
  const split = feedback && splitFeedbackRequests(feedback.feedbackRequests);
  return data<FeedbackData>(
    {
      seo,
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

/**
 * The page's two forms. The review status is set at once and a failure is ignored
 * (docs/product/programmes.md#review-status).
 * Feedback is sent as a response to one of the customer's own outstanding requests; a refusal
 * or a failure answers with the message and what was typed, so nothing is lost.
 */
export async function feedbackAction(args: ActionFunctionArgs) {
  const {request, context} = args;
  const customer = await signedInCustomer(args);
  const form = Object.fromEntries(await request.formData());
  const api = brandApi(context.env);
  const id = brandCustomerId(customer.id);
  const {t} = i18nFor(context.market.language);

  const review = reviewForm.safeParse(form);
  if (review.success) {
    await api.setReviewStatus(id, review.data.status).catch((error: unknown) => {
      console.error(error);
    });
    return data<FeedbackActionData>(
      {intent: 'review', ok: true},
      {headers: PRIVATE_HEADERS},
    );
  }

  const lineItemId = typeof form.lineItemId === 'string' ? form.lineItemId : '';
  const values = {
    rating: typeof form.rating === 'string' ? form.rating : '',
    comments: typeof form.comments === 'string' ? form.comments : '',
    brushes: typeof form.brushes === 'string' ? form.brushes : '',
  };
  const refuse = (error: string, status: number) =>
    data<FeedbackActionData>(
      {intent: 'feedback', ok: false, lineItemId, error, values},
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
    const feedback = await api.feedback(id);
    const open = splitFeedbackRequests(
      feedback.feedbackRequests,
    ).outstandingRequests.some(
      (candidate) => candidate.lineItemId === parsed.data.lineItemId,
    );
    if (!open) return refuse(t('programmes.feedback.notOpen'), BAD_REQUEST);
    // docs/product/programmes.md#product-testing: a tester without a brush form answers it first.
    const {rating, comments, brushes} = parsed.data;
    if (needsBrushFormRedirect(feedback.customerForms) && !brushes) {
      return refuse(t('programmes.feedback.brushesNeeded'), BAD_REQUEST);
    }
    await api.respond({
      lineItemId: parsed.data.lineItemId,
      responseId: crypto.randomUUID(),
      customerId: id,
      answers: {rating, comments, ...(brushes ? {brushes} : {})},
    });
  } catch (error) {
    console.error(error);
    return refuse(t('programmes.feedback.failed'), BAD_GATEWAY);
  }
  return data<FeedbackActionData>(
    {intent: 'feedback', ok: true, lineItemId, error: null, values},
    {headers: PRIVATE_HEADERS},
  );
}
