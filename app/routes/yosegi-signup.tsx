import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {i18nFor} from '~/i18n';
import {canonicalUrl} from '~/lib/seo';
import {Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';

/** The yosegi launch page (docs/product/catalog.md#routes). */
export async function loader({context, request}: LoaderFunctionArgs) {
  const {t} = i18nFor(context.market.language);
  return {
    seo: {
      title: t('promos.yosegi.title'),
      description: t('promos.yosegi.description'),
      url: canonicalUrl(request.url),
    },
  };
}

export {loaderSeoMeta as meta} from '~/ui/page-meta';

/** Where a shopper can ask to be told. */
const CONTACT_PATH = '/pages/contact-us';

const BROWSE_PATH = '/collections/all-products';

export default function YosegiSignupPage() {
  const {t} = useTranslation();
  return (
    <article className="yosegi" aria-labelledby="yosegi-title">
      <p className="yosegi-banner">{t('promos.yosegi.banner')}</p>
      <div className="container yosegi__layout">
        <div className="yosegi__text">
          <header className="page-heading promo-heading">
            <p className="eyebrow">{t('promos.yosegi.eyebrow')}</p>
            <h1 id="yosegi-title">{t('promos.yosegi.title')}</h1>
            <p className="lede">{t('promos.yosegi.lede')}</p>
          </header>
          <p>{t('promos.yosegi.intro')}</p>
          <p>{t('promos.yosegi.edition')}</p>
          <h2>{t('promos.yosegi.smallBatchTitle')}</h2>
          <p>{t('promos.yosegi.smallBatch')}</p>
          <section className="yosegi__notify" aria-labelledby="yosegi-notify">
            <h2 id="yosegi-notify">{t('promos.yosegi.notifyTitle')}</h2>
            <p>{t('promos.yosegi.notify')}</p>
            <div className="yosegi__actions">
              <Link to={CONTACT_PATH} className="button" prefetch="intent">
                {t('promos.yosegi.contact')}
              </Link>
              <Link
                to={BROWSE_PATH}
                className="button button--secondary"
                prefetch="intent"
              >
                {t('promos.yosegi.browse')}
              </Link>
            </div>
          </section>
        </div>
        <div className="yosegi__pattern" aria-hidden="true" />
      </div>
    </article>
  );
}
