import {useTranslation} from 'react-i18next';

export interface ContentPageView {
  handle: string;
  title: string;
  /** The merchant's HTML, as the shop's editor saved it. */
  body: string;
  updatedAt: string;
}

/** UTC on both sides, so the server's date and the hydrated one never differ. */
function formatDate(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, {dateStyle: 'long', timeZone: 'UTC'}).format(
    date,
  );
}

export function ContentPage({page}: {page: ContentPageView}) {
  const {t, i18n} = useTranslation();
  const updated = formatDate(page.updatedAt, i18n.language);
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
