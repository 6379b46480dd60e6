import {Suspense} from 'react';
import {Await} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import type {CartApiQueryFragment} from '#graphql/storefrontapi.generated';
import {CART_ATTRIBUTES, hasAttribute} from '@brush/rules/cart-attributes';
import {OPEN_SURVEY_EVENT, SURVEY_PATH} from '~/lib/navigation';

/**
 * The discount-survey banner (docs/product/growth.md#survey-banner): the offer, or thanks once the
 * cart carries discountSurvey. Its link opens the survey popup, or the survey's own page without
 * JavaScript. Both texts take one line's room, so the answer arriving moves nothing.
 */
export function SurveyBanner({cart}: {cart: Promise<CartApiQueryFragment | null>}) {
  const {t} = useTranslation();
  const offer = (
    <p>
      {t('growth.survey.banner')}{' '}
      <a
        href={SURVEY_PATH}
        onClick={(event) => {
          // The popup takes the event once the shop's services have loaded; until then the
          // link leads to the survey's page.
          const opened = !window.dispatchEvent(
            new Event(OPEN_SURVEY_EVENT, {cancelable: true}),
          );
          if (opened) event.preventDefault();
        }}
      >
        {t('growth.survey.take')}
      </a>
    </p>
  );
  return (
    <aside className="survey-banner" aria-label={t('growth.survey.title')}>
      <Suspense fallback={offer}>
        <Await resolve={cart} errorElement={offer}>
          {(resolved) =>
            hasAttribute(resolved?.attributes, CART_ATTRIBUTES.discountSurvey) ? (
              <p>{t('growth.survey.thanks')}</p>
            ) : (
              offer
            )
          }
        </Await>
      </Suspense>
    </aside>
  );
}
