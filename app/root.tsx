import {useNonce} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {useMemo, type ReactNode} from 'react';
import {I18nextProvider, useTranslation} from 'react-i18next';
import {LAYOUT_QUERY} from 'graphql/layout';
import {BrushMark} from '~/components/shell/icons';
import {LocalizationLoadingOverlay} from '~/components/shell/LocalizationLoading';
import {NavigationProgress} from '~/components/shell/NavigationProgress';
import {MAIN_CONTENT_ID, PageLayout} from '~/components/shell/PageLayout';
import {RouteErrorBoundary} from '~/components/shell/StatusPage';
import {ConnectionNotices, StatusNoticeProvider} from '~/components/shell/StatusNotice';
import {FALLBACK_LANGUAGE, fallbackI18n} from '~/components/shell/translations';
import {resources} from '~/i18n';
import {i18nInstance} from '~/i18n/instances';
import {providedI18n} from '~/i18n/provider';
import {errorsEnglish} from '~/i18n/errors';
import {loadCart} from '~/lib/cart.server';
import {criticalData} from '~/lib/critical-data.server';
import {discountBadgeCount, PROMOS} from '~/lib/promos';
import {originOf} from '~/lib/csp.server';
import {documentTitle} from '~/lib/seo';
import appStyles from '~/styles/app.css?url';
import tokenStyles from '~/styles/tokens.css?url';
import favicon from '~/assets/favicon.svg';

export type RootLoader = typeof loader;

export const HEADER_MENU_HANDLE = 'main-menu';

/**
 * The shell's data changes only when the shopper changes something (a cart action, a country,
 * a sign-in), so plain navigation keeps it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
}) => {
  if (formMethod && formMethod !== 'GET') return true;
  // useRevalidator() asks again for the same URL.
  return currentUrl.toString() === nextUrl.toString();
};

export function links() {
  return [{rel: 'icon', type: 'image/svg+xml', href: favicon}];
}

/**
 * The shop's own title and description, for pages without meta of their own. An error page
 * (the root's boundary) says what happened in its title and stays out of search indexes.
 */
export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  const shopName = data?.layout.shop.name ?? '';
  if (error) {
    // Without the root's data (its own loader failed) the bundled English texts say it.
    const texts = data?.translations.errors ?? errorsEnglish;
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      {title: documentTitle(notFound ? texts.notFoundTitle : texts.generic, shopName)},
      {name: 'description', content: notFound ? texts.notFoundBody : texts.render},
      {name: 'robots', content: 'noindex'},
    ];
  }
  return [
    {title: shopName},
    {name: 'description', content: data?.layout.shop.description ?? ''},
  ];
};

export async function loader(args: LoaderFunctionArgs) {
  const deferredData = loadDeferredData(args);
  const criticalData = await loadCriticalData(args);
  return {...deferredData, ...criticalData};
}

/** One Storefront request: the shop, the shopper's market as the API resolved it, the header menu. */
async function loadCriticalData({context}: LoaderFunctionArgs) {
  const {storefront, env, market} = context;
  const layout = await criticalData(
    storefront.query(LAYOUT_QUERY, {
      cache: storefront.CacheLong(),
      variables: {headerMenuHandle: HEADER_MENU_HANDLE},
    }),
    'Layout',
  );
  const shopOrigins = [
    originOf(layout.shop.primaryDomain.url),
    originOf(env.PUBLIC_STORE_DOMAIN),
  ].filter((origin): origin is string => origin !== null);
  return {
    layout,
    market,
    shopOrigins,
    translations: resources[market.language].translation,
    // Counted here, so the promos table stays out of every page's scripts.
    discountCount: discountBadgeCount(PROMOS),
  };
}

/**
 * Streamed after the first byte; a failure here leaves the page whole (an empty cart badge).
 * The footer's links are the spec's own, translated, so they need no request.
 */
function loadDeferredData({context}: LoaderFunctionArgs) {
  return {cart: loadCart(context.cart)};
}

export function Layout({children}: {children?: ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootLoader>('root');
  const language = data?.market.language ?? FALLBACK_LANGUAGE;
  const translations = data?.translations;
  const i18n = useMemo(
    () =>
      providedI18n(translations ? i18nInstance(language, translations) : fallbackI18n()),
    [language, translations],
  );

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <link rel="stylesheet" href={tokenStyles} />
        <link rel="stylesheet" href={appStyles} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <StatusNoticeProvider>
            <NavigationProgress />
            {data ? (
              <PageLayout
                shopName={data.layout.shop.name}
                cart={data.cart}
                headerMenuItems={data.layout.headerMenu?.items ?? []}
                shopOrigins={data.shopOrigins}
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
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Without the root's data (its own loader failed) the page keeps the brand and a way home. */
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
