import {useTranslation} from '~/i18n/react';
import {formatLongDate} from '~/lib/dates';

export interface ContentPageView {
  handle: string;
  title: string;
  /** The merchant's HTML, as the shop's editor saved it. */
  body: string;
  updatedAt: string;
}

export function ContentPage({page}: {page: ContentPageView}) {
  const {t, i18n} = useTranslation();
  const updated = formatLongDate(page.updatedAt, i18n.language);
  return (
    <article className="container content-page" aria-labelledby="content-page-title">
      <header className="page-heading content-page__heading">
        <h1 id="content-page-title">{page.title}</h1>
      </header>
      <div className="prose" dangerouslySetInnerHTML={{__html: page.body}} />
      {updated && (
        <p className="content-page__updated">
          <time dateTime={page.updatedAt}>{t('content.updatedOn', {date: updated})}</time>
        </p>
      )}
    </article>
  );
}
