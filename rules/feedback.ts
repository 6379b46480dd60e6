/** docs/product/programmes.md#review-status: what a customer may set it to. */
export const REVIEW_STATUSES = ['declined', 'completed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What the built-in feedback form asks: a rating and what the tester wants to say. */
export const FEEDBACK_RATINGS = ['1', '2', '3', '4', '5'] as const;
export const FEEDBACK_COMMENTS_MAX_LENGTH = 2000;

/** A product-testing feedback request as the brand API returns it. */
export interface FeedbackRequest {
  cancelled?: boolean | null;
  required?: boolean | null;
  completed?: boolean | null;
  formId?: string | null;
}

/** Outstanding: required, not completed, and with a form to fill in. */
export function splitFeedbackRequests<R extends FeedbackRequest>(
  requests: readonly R[] | null | undefined,
) {
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
