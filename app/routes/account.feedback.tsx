import type {MetaFunction} from '@remix-run/react';
import {pageMeta} from '~/ui/page-meta';
import type {feedbackLoader} from '~/features/programmes/feedback.server';

export {
  feedbackLoader as loader,
  feedbackAction as action,
} from '~/features/programmes/feedback.server';
export {FeedbackPage as default} from '~/features/programmes/FeedbackPage';

/** Titled in the shopper's language, never indexed; account styles are loaded here only. */
export const meta: MetaFunction<typeof feedbackLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);
