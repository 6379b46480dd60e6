import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {i18nFor} from '~/i18n';
import {PROMOS, percentOff, presetPercentList, type Promo} from '@brush/rules/promos';
import {canonicalUrl} from '~/lib/seo';
import {Link, useLoaderData} from '@remix-run/react';
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

export {loaderSeoMeta as meta} from '~/ui/page-meta';

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

function promoValues(promo: Promo, presets: string) {
  switch (promo.id) {
    case 'surveyDiscount':
      return {
        percent: percentOff(promo.discount),
        items: promo.maxItems,
        days: promo.feedbackDays,
      };
    case 'welcomeOffer':
      return {
        percent: percentOff(promo.discount),
        pay: 100 - percentOff(promo.discount),
        items: promo.maxItems,
        days: promo.feedbackDaysAfterShipping,
      };
    case 'pwyw':
      return {percent: percentOff(Math.max(...promo.presets)), presets};
  }
}

function PromoEntry({promo, presets}: {promo: Promo; presets: string}) {
  const {t} = useTranslation();
  const headingId = `promo-${promo.id}`;
  const values = promoValues(promo, presets);
  return (
    <article className="promo-entry" aria-labelledby={headingId}>
      <p className="promo-entry__figure">
        {t(`promos.discounts.${promo.id}.figure`, values)}
      </p>
      <div className="promo-entry__text">
        <h2 id={headingId}>{t(`promos.discounts.${promo.id}.name`)}</h2>
        <p className="promo-entry__headline">
          {t(`promos.discounts.${promo.id}.headline`, values)}
        </p>
        <p>{t(`promos.discounts.${promo.id}.body`, values)}</p>
        <p className="promo-entry__terms">
          {promo.id === 'surveyDiscount'
            ? t('promos.discounts.surveyDiscount.how')
            : t(`promos.discounts.${promo.id}.terms`, values)}
        </p>
        {promo.id === 'pwyw' && (
          <Link to={promo.href} className="button button--secondary" prefetch="intent">
            {t('promos.discounts.pwyw.cta')}
          </Link>
        )}
      </div>
    </article>
  );
}
