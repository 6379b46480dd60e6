import {lazy, Suspense, type ReactNode} from 'react';
import {useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import type {CartApiQueryFragment} from '#graphql/storefrontapi.generated';
import {isCartPage, showsFooter, showsSurveyBanner} from '~/lib/navigation';
import type {AccountMenuState} from '~/features/account/account-session.server';
import {useHydrated} from '~/ui/hydrated';
import {SurveyBanner} from '~/features/growth/SurveyBanner';

import {BottomBar} from './BottomBar';
import {Footer} from './Footer';
import {Header} from './Header';
import type {CollectionLink} from './menu';
import type {ShippingDestination} from '~/features/markets/ShippingInfo';

export interface PageLayoutProps {
  shopName: string;
  cart: Promise<CartApiQueryFragment | null>;
  collectionLinks: CollectionLink[];
  destination: ShippingDestination;
  /** The promos badge: how many discounts the promos page lists. */
  discountCount: number;
  account: Promise<AccountMenuState>;
  /** The outcome of a mailing-list sign-up posted without JavaScript, once. */
  mailingList: string | null;
  children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main';

// The consent banner, analytics and Sentry arrive after hydration, in a chunk of their own.
const ShopServices = lazy(() => import('./ShopServices'));

export function PageLayout({
  shopName,
  cart,
  collectionLinks,
  destination,
  discountCount,
  account,
  mailingList,
  children,
}: PageLayoutProps) {
  const {t} = useTranslation();
  const {pathname} = useLocation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <Header
        shopName={shopName}
        cart={cart}
        collectionLinks={collectionLinks}
        account={account}
        discountCount={discountCount}
        onCartPage={isCartPage(pathname)}
      />
      {showsSurveyBanner(pathname) && <SurveyBanner cart={cart} />}
      <main id={MAIN_CONTENT_ID}>{children}</main>
      {showsFooter(pathname) && (
        <Footer shopName={shopName} destination={destination} mailingList={mailingList} />
      )}
      <BottomBar account={account} discountCount={discountCount} />
      <ShopServicesOnceHydrated />
    </>
  );
}

// A component of its own so that hydration re-renders only it: a re-render of the layout would
// reach Suspense boundaries still hydrating, which React then renders again (error 421).
function ShopServicesOnceHydrated() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense>
      <ShopServices />
    </Suspense>
  );
}
