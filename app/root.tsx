import {useNonce} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {useMemo, type ReactNode} from 'react';
import {I18nextProvider} from 'react-i18next';
import {FOOTER_QUERY, LAYOUT_QUERY} from 'graphql/layout';
import {GenericError, NotFound} from '~/components/shell/StatusPage';
import {PageLayout} from '~/components/shell/PageLayout';
import {i18nFor} from '~/i18n';
import {loadCart} from '~/lib/cart.server';
import {DEFAULT_LANGUAGE} from '~/lib/countries';
import {originOf} from '~/lib/csp.server';
import appStyles from '~/styles/app.css?url';
import tokenStyles from '~/styles/tokens.css?url';
import favicon from '~/assets/favicon.svg';

export type RootLoader = typeof loader;

export const HEADER_MENU_HANDLE = 'main-menu';
export const FOOTER_MENU_HANDLE = 'footer';

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

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.layout.shop.name ?? ''},
  {name: 'description', content: data?.layout.shop.description ?? ''},
];

export async function loader(args: LoaderFunctionArgs) {
  const deferredData = loadDeferredData(args);
  const criticalData = await loadCriticalData(args);
  return {...deferredData, ...criticalData};
}

/** One Storefront request: the shop, the shopper's market as the API resolved it, the header menu. */
async function loadCriticalData({context}: LoaderFunctionArgs) {
  const {storefront, env, market} = context;
  const layout = await storefront.query(LAYOUT_QUERY, {
    cache: storefront.CacheLong(),
    variables: {headerMenuHandle: HEADER_MENU_HANDLE},
  });
  const shopOrigins = [
    originOf(layout.shop.primaryDomain.url),
    originOf(env.PUBLIC_STORE_DOMAIN),
  ].filter((origin): origin is string => origin !== null);
  return {layout, market, shopOrigins};
}

/** Streamed after the first byte; a failure here leaves the page whole (empty cart, no footer links). */
function loadDeferredData({context}: LoaderFunctionArgs) {
  const {storefront, cart} = context;
  const footer = storefront
    .query(FOOTER_QUERY, {
      cache: storefront.CacheLong(),
      variables: {footerMenuHandle: FOOTER_MENU_HANDLE},
    })
    .catch((error: unknown) => {
      console.error(error);
      return null;
    });
  return {cart: loadCart(cart), footer};
}

export function Layout({children}: {children?: ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootLoader>('root');
  const language = data?.market.language ?? DEFAULT_LANGUAGE;
  const i18n = useMemo(() => i18nFor(language), [language]);

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
          {data ? (
            <PageLayout
              shopName={data.layout.shop.name}
              cart={data.cart}
              footer={data.footer}
              headerMenuItems={data.layout.headerMenu?.items ?? []}
              shopOrigins={data.shopOrigins}
            >
              {children}
            </PageLayout>
          ) : (
            <main id="main">{children}</main>
          )}
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

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  console.error(error);
  return <GenericError />;
}
