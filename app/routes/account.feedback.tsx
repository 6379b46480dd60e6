import {
  Form,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import {useTranslation} from '~/i18n/react';
import {
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_RATINGS,
  type ReviewStatus,
} from '@brush/rules/feedback';
import {feedbackAction, feedbackLoader} from '~/features/programmes/feedback.server';

export const loader = feedbackLoader;
export const action = feedbackAction;

export {loaderSeoMeta as meta} from '~/ui/page-meta';

type FeedbackRequestView = NonNullable<
  SerializeFrom<typeof loader>['feedback']
>['outstanding'][number];

/** /account/feedback: the review status, the tests waiting for feedback, what was sent. */
export default function FeedbackPage() {
  const {t} = useTranslation();
  const {eligible, reviewStatus, feedback} = useLoaderData<typeof loader>();
  return (
    <div className="container account-page feedback-page">
      <header className="account-page__header">
        <h1>{t('programmes.feedback.title')}</h1>
      </header>
      {!eligible && <p className="lede">{t('programmes.feedback.notEligible')}</p>}
      <ReviewStatusCard status={reviewStatus} />
      {feedback === null ? (
        <p role="alert" className="notice notice--error">
          {t('programmes.feedback.loadFailed')}
        </p>
      ) : (
        <>
          <section aria-labelledby="feedback-outstanding">
            <h2 id="feedback-outstanding">{t('programmes.feedback.outstandingTitle')}</h2>
            {feedback.brushFormRedirect && feedback.outstanding.length > 0 && (
              <p className="notice">{t('programmes.feedback.brushForm')}</p>
            )}
            {feedback.outstanding.length === 0 ? (
              <p>{t('programmes.feedback.none')}</p>
            ) : (
              <ul className="feedback-list">
                {feedback.outstanding.map((request) => (
                  <li key={request.lineItemId}>
                    <OutstandingRequest
                      request={request}
                      asksForBrushes={feedback.brushFormRedirect}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {feedback.completed.length > 0 && (
            <section aria-labelledby="feedback-completed">
              <h2 id="feedback-completed">{t('programmes.feedback.completedTitle')}</h2>
              <ul className="feedback-done">
                {feedback.completed.map((request) => (
                  <li key={request.lineItemId}>{request.productTitle}</li>
                ))}
              </ul>
            </section>
          )}
          {feedback.videoReviews.length > 0 && (
            <section aria-labelledby="feedback-videos">
              <h2 id="feedback-videos">{t('programmes.feedback.videosTitle')}</h2>
              <ul className="feedback-done">
                {feedback.videoReviews.map((video) => (
                  <li key={video.url}>
                    <a href={video.url} rel="noopener noreferrer">
                      {video.productTitle}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** docs/product/programmes.md#review-status. */
function ReviewStatusCard({status}: {status: ReviewStatus | null}) {
  const {t} = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const chosen = fetcher.formData?.get('status');
  const shown = chosen === 'declined' || chosen === 'completed' ? chosen : status;
  return (
    <section className="feedback-review" aria-labelledby="feedback-review">
      <h2 id="feedback-review">{t('programmes.feedback.reviewTitle')}</h2>
      {shown === 'completed' ? (
        <p role="status">{t('programmes.feedback.reviewCompleted')}</p>
      ) : (
        // Declining can still be followed by writing the review after all.
        <fetcher.Form method="post" className="feedback-review__form">
          <p role="status">
            {shown === 'declined'
              ? t('programmes.feedback.reviewDeclined')
              : t('programmes.feedback.reviewAsk')}
          </p>
          <input type="hidden" name="intent" value="review" />
          <button type="submit" name="status" value="completed" className="button">
            {t('programmes.feedback.reviewComplete')}
          </button>
          {shown !== 'declined' && (
            <button
              type="submit"
              name="status"
              value="declined"
              className="button button--secondary"
            >
              {t('programmes.feedback.reviewDecline')}
            </button>
          )}
        </fetcher.Form>
      )}
    </section>
  );
}

// A test waiting for feedback, with the built-in form that stands in for the embed
// provider's (the same answers, posted by the worker).
function OutstandingRequest({
  request,
  asksForBrushes,
}: {
  request: FeedbackRequestView;
  asksForBrushes: boolean;
}) {
  const {t} = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const mine =
    answer?.intent === 'feedback' && answer.lineItemId === request.lineItemId
      ? answer
      : null;
  const sending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('lineItemId') === request.lineItemId;
  const idBase = `feedback-${request.lineItemId.replace(/\D/g, '')}`;
  const textFields = (
    [
      ['comments', 4],
      ['brushes', 2],
    ] as const
  ).filter(([name]) => name === 'comments' || asksForBrushes);
  return (
    <article className="feedback-request" aria-labelledby={`${idBase}-title`}>
      <h3 id={`${idBase}-title`}>{request.productTitle}</h3>
      {request.programme && (
        <p className="feedback-request__meta">
          {t(`programmes.feedback.${request.programme}`)}
          {request.due && ` · ${t('programmes.feedback.due', {day: request.due})}`}
        </p>
      )}
      <details open={Boolean(mine)}>
        <summary>{t('programmes.feedback.give')}</summary>
        <Form method="post" className="feedback-form">
          <input type="hidden" name="intent" value="feedback" />
          <input type="hidden" name="lineItemId" value={request.lineItemId} />
          <fieldset>
            <legend>{t('programmes.feedback.rating')}</legend>
            <div className="feedback-form__ratings">
              {FEEDBACK_RATINGS.map((rating) => (
                <label key={rating}>
                  <input
                    type="radio"
                    name="rating"
                    value={rating}
                    defaultChecked={mine?.values.rating === rating}
                  />
                  <span aria-hidden="true">{rating}</span>
                  <span className="visually-hidden">
                    {t('programmes.feedback.ratingValue', {count: Number(rating)})}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {textFields.map(([name, rows]) => (
            <div className="field" key={name}>
              <label className="field__label" htmlFor={`${idBase}-${name}`}>
                {t(`programmes.feedback.${name}`)}
              </label>
              <textarea
                id={`${idBase}-${name}`}
                className="field__input"
                name={name}
                rows={rows}
                maxLength={FEEDBACK_COMMENTS_MAX_LENGTH}
                defaultValue={mine?.values[name]}
              />
            </div>
          ))}
          <p role="alert" className="feedback-form__error">
            {mine?.error}
          </p>
          <button type="submit" className="button" disabled={sending}>
            {t('programmes.feedback.send')}
          </button>
        </Form>
      </details>
    </article>
  );
}
