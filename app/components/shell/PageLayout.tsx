import type {ReactNode} from 'react';
import {useLocation} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import type {CartApiQueryFragment, FooterQuery} from 'graphql/storefrontapi.generated';
import {Footer} from './Footer';
import {Header} from './Header';
import type {MenuItem} from './menu';

export interface PageLayoutProps {
  shopName: string;
  cart: Promise<CartApiQueryFragment | null>;
  footer: Promise<FooterQuery | null>;
  headerMenuItems: MenuItem[];
  shopOrigins: string[];
  children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main';

export function PageLayout({
  shopName,
  cart,
  footer,
  headerMenuItems,
  shopOrigins,
  children,
}: PageLayoutProps) {
  const {t} = useTranslation();
  const {pathname} = useLocation();
  const onCartPage = pathname === '/cart';
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <Header
        shopName={shopName}
        cart={cart}
        menuItems={headerMenuItems}
        shopOrigins={shopOrigins}
        onCartPage={onCartPage}
      />
      <main id={MAIN_CONTENT_ID}>{children}</main>
      {/* The spec hides the footer on /cart. */}
      {!onCartPage && (
        <Footer shopName={shopName} footer={footer} shopOrigins={shopOrigins} />
      )}
    </>
  );
}
