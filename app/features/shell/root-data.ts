import {
  isRouteErrorResponse,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {errorsEnglish} from '~/i18n/errors';
import {documentTitle} from '~/lib/seo';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {LayoutQuery} from '#graphql/storefrontapi.generated';
import type {Language} from '@brush/rules/countries';
import type {Region} from '@brush/rules/regions';
import type {AccountMenuState} from '~/features/account/account-menu.types';
import type {Cart} from '~/features/cart/cart.types';
import {knownTranslator} from '~/i18n/instances';
import type {CollectionLink} from './menu';

/**
 * The root's data, which root.tsx loads and every page can read (`useRouteLoaderData('root')`),
 * apart from the server code that loads it; root.tsx holds the root loader to it.
 */
export interface RootData {
  mailingList: string | null;
  layout: {
    shop: Pick<LayoutQuery['shop'], 'id' | 'name' | 'description'>;
    localization: LayoutQuery['localization'];
  };
  /** The secondary bar's links, as paths (decision 0125). */
  collectionLinks: CollectionLink[];
  market: {country: CountryCode; region: Region; language: Language};
  discountCount: number;
  /** Public by design: a DSN only lets a browser send events to the project. */
  sentryDsn: string | null;
  /** The embedded form provider, when the shop uses one instead of the built-in forms. */
  embeds: {sdkUrl: string; surveyFormId: string} | null;
  /** Where the browser sends analytics (the platform's own domain) and as which storefront. */
  analytics: {origin: string; storefrontId: string} | null;
  /** False on a shared page, whose shopper parts come from /api/shopper instead. */
  personal: boolean;
  cart: Promise<Cart | null>;
  account: Promise<AccountMenuState>;
}

export type RootLoader = (args: LoaderFunctionArgs) => Promise<RootData>;

/**
 * The shell's data changes only when the shopper changes something (a cart action, a country,
 * a sign-in), so plain navigation keeps it.
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
}) => {
  if (formMethod && formMethod !== 'GET') return true;
  // useRevalidator() asks again for the same URL.
  return currentUrl.toString() === nextUrl.toString();
};

/**
 * The shop's own title and description, for pages without meta of their own. An error page
 * (the root's boundary) says what happened in its title and stays out of search indexes.
 */
export const rootMeta: MetaFunction<RootLoader> = ({data, error}) => {
  const shopName = data?.layout.shop.name ?? '';
  if (error) {
    // Without the root's data (its own loader failed) the bundled English texts say it.
    const texts = (data && errorTexts(data.market.language)) ?? errorsEnglish;
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

/** The error texts of the language the layout renders in (every page carries them). */
function errorTexts(language: Language): typeof errorsEnglish | undefined {
  const texts = knownTranslator(language)?.texts as
    | {errors?: typeof errorsEnglish}
    | undefined;
  return texts?.errors;
}
