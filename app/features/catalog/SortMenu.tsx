import {Link, useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {
  COLLECTION_SORT_NAMES,
  collectionSortSearch,
  type CollectionSort,
} from './collection-sort';

// The order as a <details> of links: it opens by keyboard and without JavaScript.
export function SortMenu({current}: {current: CollectionSort}) {
  const {t} = useTranslation();
  const {pathname} = useLocation();
  return (
    <details key={current} className="sort-menu">
      <summary className="sort-menu__summary">
        {t('catalog.sortCurrent', {sort: t(`catalog.sorts.${current}`)})}
      </summary>
      <nav className="sort-menu__panel" aria-label={t('catalog.sortBy')}>
        <ul>
          {COLLECTION_SORT_NAMES.map((sort) => (
            <li key={sort}>
              <Link
                to={`${pathname}${collectionSortSearch(sort)}`}
                preventScrollReset
                aria-current={sort === current ? 'true' : undefined}
              >
                {t(`catalog.sorts.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
