import {COUNTRIES, SUPPORTED_LANGUAGES} from '@brush/rules/countries';
import {CURRENCY_SYMBOLS, isKnownCurrency} from '@brush/rules/currency';
import {regionForCountry} from '@brush/rules/regions';
import {RESTRICTED_SHIP_COUNTRIES} from '@brush/rules/shipping';
import {
  isHiddenFromSearch,
  products,
  type CollectionDocument,
  type PageDocument,
} from '../../catalog/documents';
import {
  compareWith,
  evaluateQuery,
  parseSearchQuery,
  textMatches,
} from '../../catalog/search-syntax';
import {displayCurrency, DISPLAY_ONLY_SYMBOLS} from '../../markets';
import {SHOP} from '../../seed/shop';
import type {DocumentStore, RequestContext, Resolvers, StoredDocument} from '../../types';
import {byGidOrHandle, sortedConnection} from './lookup';
import {STOREFRONT_API_VERSION} from '../schema';

/** Shopify's sitemap pages hold this many resources. */
export const SITEMAP_PAGE_SIZE = 250;

const currencyNames = new Intl.DisplayNames(['en'], {type: 'currency'});
const languageNames = new Intl.DisplayNames(['en'], {type: 'language'});

function currency(code: string) {
  return {
    isoCode: code,
    name: currencyNames.of(code) ?? code,
    symbol: isKnownCurrency(code)
      ? CURRENCY_SYMBOLS[code]
      : (DISPLAY_ONLY_SYMBOLS[code] ?? code),
  };
}

function language(isoCode: string) {
  const tag = isoCode.toLowerCase().replace('_', '-');
  let endonymName = isoCode;
  try {
    endonymName = new Intl.DisplayNames([tag], {type: 'language'}).of(tag) ?? isoCode;
  } catch {
    // A LanguageCode Intl does not know keeps its code as its name.
  }
  return {isoCode, name: languageNames.of(tag) ?? isoCode, endonymName};
}

const LANGUAGES = SUPPORTED_LANGUAGES.map((code) => language(code.toUpperCase()));

/** Markets follow the spec's regions: the US region and the EU region. */
function market(countryCode: string) {
  const region = regionForCountry(countryCode);
  return {
    __typename: 'Market',
    id: `gid://shopify/Market/${region === 'US' ? 1000000001 : 1000000002}`,
    handle: region.toLowerCase(),
    metafields: [],
  };
}

/** Imperial units where they are used. */
const IMPERIAL_COUNTRIES = new Set(['US', 'LR', 'MM']);

function country(code: string) {
  const entry = COUNTRIES.find((candidate) => candidate.code === code);
  return {
    isoCode: code,
    name: entry?.name ?? code,
    currency: currency(displayCurrency(code, entry?.currency ?? 'USD')),
    availableLanguages: LANGUAGES,
    market: market(code),
    unitSystem: IMPERIAL_COUNTRIES.has(code) ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
  };
}

let availableCountries: ReturnType<typeof country>[] | undefined;

function localization(context: RequestContext) {
  availableCountries ??= COUNTRIES.map((entry) => country(entry.code));
  return {
    availableCountries,
    availableLanguages: LANGUAGES,
    country: country(context.country),
    language: language(context.language),
    market: market(context.country),
  };
}

function paymentSettings(context: RequestContext) {
  return {
    acceptedCardBrands: SHOP.acceptedCardBrands,
    cardVaultUrl: `${context.origin}/sessions`,
    countryCode: SHOP.countryCode,
    currencyCode: SHOP.currencyCode,
    enabledPresentmentCurrencies: [
      ...new Set(COUNTRIES.map((entry) => entry.currency)),
    ].sort(),
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  };
}

type SitemapType = 'PRODUCT' | 'COLLECTION' | 'PAGE' | 'ARTICLE' | 'BLOG' | 'METAOBJECT';

function sitemapResources(store: DocumentStore, type: SitemapType) {
  const visible = (list: readonly StoredDocument[]) =>
    list.filter((document) => !isHiddenFromSearch(store, document));
  switch (type) {
    case 'PRODUCT':
      return visible(products(store)).map((product) => ({
        __typename: 'SitemapResource',
        handle: product.handle,
        updatedAt: product.updatedAt,
        title: product.title,
        image: product.featuredImage
          ? {
              alt: (product.featuredImage as {altText?: string}).altText ?? null,
              filepath: (product.featuredImage as {url: string}).url,
              updatedAt: product.updatedAt,
            }
          : null,
      }));
    case 'COLLECTION':
      return visible(store.list('Collection')).map((document) => {
        const collection = document as CollectionDocument;
        return {
          __typename: 'SitemapResource',
          handle: collection.handle,
          updatedAt: collection.updatedAt,
          title: collection.title,
          image: null,
        };
      });
    case 'PAGE':
      return visible(store.list('Page')).map((document) => {
        const page = document as PageDocument;
        return {
          __typename: 'SitemapResource',
          handle: page.handle,
          updatedAt: page.updatedAt,
          title: page.title,
          image: null,
        };
      });
    default:
      return [];
  }
}

export const contentResolvers: Resolvers = {
  QueryRoot: {
    node: (_root, args, context) => context.store.get(args.id) ?? null,
    nodes: (_root, args, context) =>
      (args.ids as string[]).map((id) => context.store.get(id) ?? null),
    page: (_root, args, context) => byGidOrHandle(context.store, 'Page', args),
    pageByHandle: (_root, args, context) =>
      byGidOrHandle(context.store, 'Page', {handle: args.handle}),
    pages: (_root, args, context) => {
      const query = parseSearchQuery(args.query);
      const list = (context.store.list('Page') as PageDocument[]).filter((page) =>
        evaluateQuery(query, (term) => {
          switch (term.field) {
            case 'title':
              return textMatches(page.title, term);
            case 'handle':
              return compareWith(term, page.handle);
            case 'created_at':
              return compareWith(term, page.createdAt.slice(0, 10));
            case 'updated_at':
              return compareWith(term, page.updatedAt.slice(0, 10));
            default:
              return textMatches(`${page.title}\n${page.body}`, term);
          }
        }),
      );
      return sortedConnection(list, args);
    },
    menu: (_root, args, context) => context.store.byHandle('Menu', args.handle) ?? null,
    shop: (_root, _args, context) => context.store.list('Shop')[0] ?? {},
    paymentSettings: (_root, _args, context) => paymentSettings(context),
    localization: (_root, _args, context) => localization(context),
    sitemap: (_root, args) => ({type: args.type}),
    publicApiVersions: () => [
      {
        handle: STOREFRONT_API_VERSION,
        displayName: `${STOREFRONT_API_VERSION} (Latest)`,
        supported: true,
      },
      {handle: 'unstable', displayName: 'unstable', supported: false},
    ],
  },
  Shop: {
    primaryDomain: (_shop, _args, context) => {
      const url = new URL(context.origin);
      return {host: url.host, url: context.origin, sslEnabled: url.protocol === 'https:'};
    },
    paymentSettings: (_shop, _args, context) => paymentSettings(context),
    shipsToCountries: () =>
      COUNTRIES.map((entry) => entry.code).filter(
        (code) => !(RESTRICTED_SHIP_COUNTRIES as readonly string[]).includes(code),
      ),
  },
  Sitemap: {
    pagesCount: (sitemap: {type: SitemapType}, _args, context) => ({
      count: Math.ceil(
        sitemapResources(context.store, sitemap.type).length / SITEMAP_PAGE_SIZE,
      ),
      precision: 'EXACT',
    }),
    resources: (sitemap: {type: SitemapType}, args, context) => {
      const all = sitemapResources(context.store, sitemap.type);
      const page = Math.max(1, args.page as number);
      const start = (page - 1) * SITEMAP_PAGE_SIZE;
      return {
        hasNextPage: start + SITEMAP_PAGE_SIZE < all.length,
        items: all.slice(start, start + SITEMAP_PAGE_SIZE),
      };
    },
  },
};
