import {lazy, Suspense, type ReactNode} from 'react';
import {useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {isCartPage, showsFooter, showsSurveyBanner} from '~/lib/navigation';
import {useHydrated} from '~/ui/hydrated';
import {SurveyBanner} from '~/features/growth/SurveyBanner';

import {BottomBar} from './BottomBar';
import {Footer, type FooterProps} from './Footer';
import {Header, type HeaderProps} from './Header';

type PageLayoutProps = Omit<HeaderProps, 'onCartPage'> &
  FooterProps & {children: ReactNode};

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
