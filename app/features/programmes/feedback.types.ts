import type {ReviewStatus} from '@brush/rules/feedback';
import type {PageSeo} from '~/ui/page-meta';

/**
 * What the feedback page reads of its loader and action, apart from the server code that asks
 * the brand API.
 */

/** A product test, as the page lists it. */
export interface FeedbackRequestView {
  lineItemId: string;
  productTitle: string;
  /** Which offer asked for the test; null for one this page does not know. */
  programme: 'welcomeBonus' | 'surveyDiscount' | null;
  due: string | null;
}

export interface FeedbackData {
  seo: PageSeo;
  eligible: boolean;
  /** Null when it cannot be read. */
  reviewStatus: ReviewStatus | null;
  /** Null when the brand API could not be read. */
  feedback: {
    outstanding: FeedbackRequestView[];
    completed: FeedbackRequestView[];
    videoReviews: {url: string; productTitle: string}[];
    brushFormRedirect: boolean;
  } | null;
}

export type FeedbackActionData =
  | {intent: 'review'; ok: true}
  | {
      intent: 'feedback';
      ok: boolean;
      lineItemId: string;
      error: string | null;
      values: {rating: string; comments: string; brushes: string};
    };
