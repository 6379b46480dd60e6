/** docs/product/programmes.md#review-status: what a customer may set it to; null until they do. */
export const REVIEW_STATUSES = ['declined', 'completed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What the built-in feedback form asks: a rating and what the tester wants to say. */
export const FEEDBACK_RATINGS = ['1', '2', '3', '4', '5'] as const;
export const FEEDBACK_COMMENTS_MAX_LENGTH = 2000;

/** A product-testing feedback request as the brand API returns it; other fields pass through. */
export interface FeedbackRequest {
  cancelled?: boolean | null;
  required?: boolean | null;
  completed?: boolean | null;
  formId?: string | null;
}

export interface FeedbackRequests<R> {
  /** Every request that was not cancelled. */
  requests: R[];
  /** Required, not completed, and with a form to fill in. */
  outstandingRequests: R[];
  completedRequests: R[];
}

export function splitFeedbackRequests<R extends FeedbackRequest>(
  requests: readonly R[] | null | undefined,
): FeedbackRequests<R> {
  const kept = (requests ?? []).filter((request) => request.cancelled !== true);
  return {
    requests: kept,
    outstandingRequests: kept.filter(
      (request) =>
        request.required === true && request.completed !== true && !!request.formId,
    ),
    completedRequests: kept.filter((request) => request.completed === true),
  };
}

/** The customer is sent to the brush form when the brand API holds none for them. */
export function needsBrushFormRedirect(
  customerForms: readonly unknown[] | null | undefined,
): boolean {
  return (customerForms ?? []).length === 0;
}
