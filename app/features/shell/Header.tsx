import {Suspense, useEffect, useState} from 'react';
import {Await, Link, NavLink} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/react';
import type {CartApiQueryFragment} from '#graphql/storefrontapi.generated';
import {cartBadgeCount} from '@brush/rules/cart-attributes';
import {AccountMenu} from '~/features/account/AccountMenu';
import type {AccountMenuState} from '~/features/account/account-session.server';
import {AccountIcon, BagIcon, BrushMark, SearchIcon} from '~/ui/icons';
import {isExternalPath, type CollectionLink} from './menu';
import {CART_PATH} from '~/lib/navigation';

export interface HeaderProps {
  shopName: string;
  cart: Promise<CartApiQueryFragment | null>;
  collectionLinks: CollectionLink[];
  account: Promise<AccountMenuState>;
  /** The promos badge: how many discounts the promos page lists. */
  discountCount: number;
  /** The spec hides the secondary bar on the cart page on mobile. */
  onCartPage: boolean;
}

export function Header({
  shopName,
  cart,
  collectionLinks,
  account,
  discountCount,
  onCartPage,
}: HeaderProps) {
  const {t} = useTranslation();
  const raised = useScrolled();

  return (
    <header className="site-header" data-raised={raised}>
      <div className="container site-header__bar">
        <Link to="/" className="logo" prefetch="intent">
          <BrushMark />
          <span>{shopName}</span>
        </Link>
        <nav className="site-nav" aria-label={t('shell.mainNavigation')}>
          <NavLink to="/collections" prefetch="intent">
            {t('shell.shop')}
          </NavLink>
          <NavLink to="/concept-store" prefetch="intent">
            {t('shell.conceptStore')}
          </NavLink>
          <NavLink to="/discounts" prefetch="intent">
            {t('shell.promos')}
            <span className="badge badge--inline" aria-hidden="true">
              {discountCount}
            </span>{' '}
            <span className="visually-hidden">
              {t('shell.discountCount', {count: discountCount})}
            </span>
          </NavLink>
        </nav>
        <div className="site-header__icons">
          <Link
            to="/search"
            prefetch="intent"
            className="icon-button desktop-only"
            aria-label={t('shell.search')}
          >
            <SearchIcon />
          </Link>
          <Suspense fallback={<CartLink count={0} />}>
            <Await resolve={cart} errorElement={<CartLink count={0} />}>
              {(resolved) => <CartBadge cart={resolved} />}
            </Await>
          </Suspense>
          <div className="site-header__account desktop-only">
            <AccountMenu
              account={account}
              placement="below"
              triggerClassName="icon-button"
              renderTrigger={() => <AccountIcon />}
            />
          </div>
        </div>
      </div>
      {collectionLinks.length > 0 && (
        <nav
          className={`secondary-bar${onCartPage ? ' secondary-bar--hidden-mobile' : ''}`}
          aria-label={t('shell.collectionsNavigation')}
        >
          <ul className="container">
            {collectionLinks.map(({title, path}) => (
              <li key={path}>
                {isExternalPath(path) ? (
                  <a href={path} rel="noopener noreferrer">
                    {title}
                  </a>
                ) : (
                  <NavLink to={path} prefetch="intent">
                    {title}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

function CartBadge({cart}: {cart: CartApiQueryFragment | null}) {
  const optimisticCart = useOptimisticCart(cart);
  return <CartLink count={cartBadgeCount(optimisticCart?.lines?.nodes ?? [])} />;
}

function CartLink({count}: {count: number}) {
  const {t} = useTranslation();
  return (
    <Link
      to={CART_PATH}
      prefetch="intent"
      className="icon-button"
      aria-label={t('shell.cartBadge', {count})}
    >
      <BagIcon />
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

/** The header's raised look: on as soon as the page is scrolled at all. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
