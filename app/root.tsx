import {useNonce} from '@shopify/hydrogen';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from '@remix-run/react';
import {useContext, type ReactNode} from 'react';
import type {RootLoader} from '~/features/shell/root-data.server';
import {BrushMark} from '~/ui/icons';
import {LocalizationLoadingOverlay} from '~/features/markets/LocalizationLoading';
import {NavigationProgress} from '~/features/shell/NavigationProgress';
import {MAIN_CONTENT_ID, PageLayout} from '~/features/shell/PageLayout';
import {useShopperParts} from '~/features/cart/shopper';
import {RouteErrorBoundary} from '~/features/shell/StatusPage';
import {ConnectionNotices, StatusNoticeProvider} from '~/features/shell/StatusNotice';
import {FALLBACK_LANGUAGE, fallbackI18n} from '~/features/shell/translations';
import {
  browserPageTexts,
  PAGE_TEXTS_ID,
  ServerTexts,
  serverPageTexts,
} from '~/i18n/page-texts';
import {TextsProvider, useTranslation} from '~/i18n/react';
import shopStyles from '~/styles/shop.css?url';
import favicon from '~/assets/favicon.svg';

export {rootLoader as loader} from '~/features/shell/root-data.server';
export {
  rootMeta as meta,
  rootShouldRevalidate as shouldRevalidate,
} from '~/features/shell/root-data';

export function links() {
  return [{rel: 'icon', type: 'image/svg+xml', href: favicon}];
}

export function Layout({children}: {children?: ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootLoader>('root');
  const shopper = useShopperParts() ?? data;
  const language = data?.market.language ?? FALLBACK_LANGUAGE;
  const serverTexts = useContext(ServerTexts);
  // Without the root's data (its loader failed) the bundled English texts frame the error.
  const texts = data
    ? serverTexts
      ? serverPageTexts(serverTexts, language)
      : browserPageTexts(language)
    : null;
  const translator = texts?.translator ?? fallbackI18n();

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <link rel="stylesheet" href={shopStyles} />
        {texts?.preload && (
          // The browser hydrates once these texts are in (~/i18n/page-texts).
          <link
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={texts.preload}
            id={PAGE_TEXTS_ID}
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        <TextsProvider translator={translator}>
          <StatusNoticeProvider>
            <NavigationProgress />
            {data && shopper ? (
              <PageLayout
                shopName={data.layout.shop.name}
                cart={shopper.cart}
                account={shopper.account}
                mailingList={data.mailingList}
                collectionLinks={data.collectionLinks}
                discountCount={data.discountCount}
                destination={{
                  country: data.market.country,
                  countryName: data.layout.localization.country.name,
                  currency: data.layout.localization.country.currency.isoCode,
                  region: data.market.region,
                }}
              >
                {children}
              </PageLayout>
            ) : (
              <BareLayout>{children}</BareLayout>
            )}
            <LocalizationLoadingOverlay />
            <ConnectionNotices />
          </StatusNoticeProvider>
        </TextsProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Without the root's data (its own loader failed) the page keeps the brand and a way home.
function BareLayout({children}: {children: ReactNode}) {
  const {t} = useTranslation();
  return (
    <>
      <header className="site-header">
        <div className="container site-header__bar">
          <Link to="/" className="logo" aria-label={t('shell.home')} reloadDocument>
            <BrushMark />
          </Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID}>{children}</main>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
