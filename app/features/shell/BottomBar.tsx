import type {ReactNode} from 'react';
import {Link, useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {bottomBarSection, type BottomBarSection} from '~/lib/navigation';
import {AccountMenu} from '~/features/account/AccountMenu';
import type {HeaderProps} from './Header';
import {AccountIcon, ConceptStoreIcon, PromoIcon, SearchIcon, ShopIcon} from '~/ui/icons';

const LINKS: readonly {
  section: Exclude<BottomBarSection, 'account'>;
  path: string;
  icon: ReactNode;
}[] = [
  {section: 'shop', path: '/collections', icon: <ShopIcon />},
  {section: 'search', path: '/search', icon: <SearchIcon />},
  {section: 'conceptStore', path: '/concept-store', icon: <ConceptStoreIcon />},
  {section: 'promos', path: '/discounts', icon: <PromoIcon />},
];

/** The mobile bottom bar (docs/product/operations.md#shell). */
export function BottomBar({
  account,
  discountCount,
}: Pick<HeaderProps, 'account' | 'discountCount'>) {
  const {t} = useTranslation();
  const {pathname} = useLocation();
  const current = bottomBarSection(pathname);
  return (
    <nav className="bottom-bar" aria-label={t('shell.bottomNavigation')}>
      <ul>
        {LINKS.map(({section, path, icon}) => (
          <li key={section}>
            <Link
              to={path}
              prefetch="intent"
              className="bottom-bar__item"
              aria-current={current === section ? 'true' : undefined}
            >
              <span className="bottom-bar__icon">
                {icon}
                {section === 'promos' && (
                  <span className="badge" aria-hidden="true">
                    {discountCount}
                  </span>
                )}
              </span>
              <span className="bottom-bar__label">{t(`shell.${section}`)}</span>
              {section === 'promos' && (
                <span className="visually-hidden">
                  {' '}
                  {t('shell.discountCount', {count: discountCount})}
                </span>
              )}
            </Link>
          </li>
        ))}
        <li>
          <AccountMenu
            account={account}
            placement="above"
            triggerClassName="bottom-bar__item"
            current={current === 'account'}
            renderTrigger={() => (
              <>
                <span className="bottom-bar__icon">
                  <AccountIcon />
                </span>
                <span className="bottom-bar__label" aria-hidden="true">
                  {t('shell.account')}
                </span>
              </>
            )}
          />
        </li>
      </ul>
    </nav>
  );
}
