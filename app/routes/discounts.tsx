import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {i18nFor} from '~/i18n';
import {PROMOS, percentOff, presetPercentList, type Promo} from '@brush/rules/promos';
import {canonicalUrl} from '~/lib/seo';
import {pageMeta} from '~/ui/page-meta';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';

/** The promos page: the shop's current discounts (rules/promos), no platform request. */
export async function loader({context, request}: LoaderFunctionArgs) {
  const {t} = i18nFor(context.market.language);
  return {
    presets: presetPercentList(context.market.language),
    seo: {
      title: t('promos.discounts.title'),
      description: t('promos.discounts.description'),
      url: canonicalUrl(request.url),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

export default function DiscountsPage() {
  const {presets} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <div className="container">
      <header className="page-heading promo-heading">
        <h1>{t('promos.discounts.title')}</h1>
        <p className="lede">{t('promos.discounts.lede')}</p>
      </header>
      <ul className="promo-list" aria-label={t('promos.discounts.listLabel')}>
        {PROMOS.map((promo) => (
          <li key={promo.id}>
            <PromoEntry promo={promo} presets={presets} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PromoEntry({promo, presets}: {promo: Promo; presets: string}) {
  const {t} = useTranslation();
  const headingId = `promo-${promo.id}`;
  switch (promo.id) {
    case 'surveyDiscount': {
      const values = {
        percent: percentOff(promo.discount),
        items: promo.maxItems,
        days: promo.feedbackDays,
      };
      return (
        <article className="promo-entry" aria-labelledby={headingId}>
          <p className="promo-entry__figure">
            {t('promos.discounts.surveyDiscount.figure', values)}
          </p>
          <div className="promo-entry__text">
            <h2 id={headingId}>{t('promos.discounts.surveyDiscount.name')}</h2>
            <p className="promo-entry__headline">
              {t('promos.discounts.surveyDiscount.headline', values)}
            </p>
            <p>{t('promos.discounts.surveyDiscount.body', values)}</p>
            <p className="promo-entry__terms">
              {t('promos.discounts.surveyDiscount.how')}
            </p>
          </div>
        </article>
      );
    }
    case 'welcomeOffer': {
      const values = {
        percent: percentOff(promo.discount),
        pay: 100 - percentOff(promo.discount),
        items: promo.maxItems,
        days: promo.feedbackDaysAfterShipping,
      };
      return (
        <article className="promo-entry" aria-labelledby={headingId}>
          <p className="promo-entry__figure">
            {t('promos.discounts.welcomeOffer.figure', values)}
          </p>
          <div className="promo-entry__text">
            <h2 id={headingId}>{t('promos.discounts.welcomeOffer.name')}</h2>
            <p className="promo-entry__headline">
              {t('promos.discounts.welcomeOffer.headline', values)}
            </p>
            <p>{t('promos.discounts.welcomeOffer.body', values)}</p>
            <p className="promo-entry__terms">
              {t('promos.discounts.welcomeOffer.terms', values)}
            </p>
          </div>
        </article>
      );
    }
    case 'pwyw': {
      const percent = percentOff(Math.max(...promo.presets));
      return (
        <article className="promo-entry" aria-labelledby={headingId}>
          <p className="promo-entry__figure">
            {t('promos.discounts.pwyw.figure', {percent})}
          </p>
          <div className="promo-entry__text">
            <h2 id={headingId}>{t('promos.discounts.pwyw.name')}</h2>
            <p className="promo-entry__headline">
              {t('promos.discounts.pwyw.headline', {presets})}
            </p>
            <p>{t('promos.discounts.pwyw.body')}</p>
            <p className="promo-entry__terms">{t('promos.discounts.pwyw.terms')}</p>
            <Link to={promo.href} className="button button--secondary" prefetch="intent">
              {t('promos.discounts.pwyw.cta')}
            </Link>
          </div>
        </article>
      );
    }
  }
}
