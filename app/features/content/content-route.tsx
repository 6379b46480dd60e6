import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {formatLongDate} from '~/lib/dates';
import {pageMeta} from '~/ui/page-meta';
import type {loadContentPage} from './content-page.server';

// A content page's route differs from the others only in the handle its loader asks
// loadContentPage for; these are the rest of its exports.
type ContentPageLoader = () => ReturnType<typeof loadContentPage>;

export const contentPageMeta: MetaFunction<ContentPageLoader> = ({data, matches}) =>
  pageMeta(matches, data?.seo);

export function ContentPageRoute() {
  const {page} = useLoaderData<ContentPageLoader>();
  const {t, i18n} = useTranslation();
  const updated = formatLongDate(page.updatedAt, i18n.language);
  return (
    <article className="container content-page" aria-labelledby="content-page-title">
      <header className="page-heading content-page__heading">
        <h1 id="content-page-title">{page.title}</h1>
      </header>
      {/* The merchant's HTML, as the shop's editor saved it. */}
      <div className="prose" dangerouslySetInnerHTML={{__html: page.body}} />
      {updated && (
        <p className="content-page__updated">
          <time dateTime={page.updatedAt}>{t('content.updatedOn', {date: updated})}</time>
        </p>
      )}
    </article>
  );
}
