/** Search engines cut snippets near this length. */
export const SEO_DESCRIPTION_MAX_LENGTH = 160;

const SCHEMA_ORG = 'https://schema.org';

export interface SeoInput {
  /** The page's own title; the site name is appended for the document title. */
  title: string;
  description?: string | null;
  /** Absolute canonical URL, as built by canonicalUrl. */
  url: string;
  siteName: string;
  image?: {
    url: string;
    altText?: string | null;
    width?: number | null;
    height?: number | null;
  } | null;
  type?: 'website' | 'product';
  /** Open Graph locale, as built by ogLocale ('fr_FR'). */
  locale?: string | null;
  /** Pages that must not be indexed (search results, account pages). */
  noindex?: boolean;
}

/** A Remix meta descriptor, kept structural so this module needs no Remix import. */
export type SeoMetaDescriptor =
  | {title: string}
  | {name: string; content: string}
  | {property: string; content: string}
  | {tagName: 'link'; rel: string; href: string};

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Plain text cut to at most `maxLength` characters. */
export function truncateDescription(
  text: string | null | undefined,
  maxLength: number = SEO_DESCRIPTION_MAX_LENGTH,
): string {
  const collapsed = collapseWhitespace(text ?? '');
  const characters = Array.from(collapsed);
  if (characters.length <= maxLength) return collapsed;
  if (maxLength <= 0) return '';
  const head = characters.slice(0, maxLength - 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  // A word boundary in the last third keeps the cut readable.
  const cut = lastSpace >= (head.length * 2) / 3 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The canonical address: the URL without its fragment or queries but `keepParams`. */
export function canonicalUrl(
  requestUrl: string | URL,
  keepParams: readonly string[] = [],
): string {
  const source = new URL(requestUrl);
  const canonical = new URL(source.origin);
  canonical.pathname =
    source.pathname.length > 1 ? source.pathname.replace(/\/+$/, '') : source.pathname;
  for (const name of keepParams) {
    const value = source.searchParams.get(name);
    if (value) canonical.searchParams.set(name, value);
  }
  return canonical.toString();
}

/** Open Graph locale from the shopper's language and country: ('fr', 'FR') -> 'fr_FR'. */
export function ogLocale(language: string, country?: string | null): string {
  const lang = language.trim().toLowerCase();
  const region = country?.trim().toUpperCase();
  return region && /^[A-Z]{2}$/.test(region) ? `${lang}_${region}` : lang;
}

/** The document title: 'Kumo Blending Brush | Shop', or the site name alone for its home. */
export function documentTitle(title: string, siteName: string): string {
  const page = collapseWhitespace(title);
  const site = collapseWhitespace(siteName);
  if (!page || page === site) return site;
  if (!site) return page;
  return `${page} | ${site}`;
}

export function seoMeta({
  title,
  description,
  url,
  siteName,
  image,
  type = 'website',
  locale,
  noindex = false,
}: SeoInput): SeoMetaDescriptor[] {
  const pageTitle = collapseWhitespace(title) || collapseWhitespace(siteName);
  const summary = truncateDescription(description);
  const shown = image?.url ? image : null;
  // An absent field's tag is left out.
  const tags: (SeoMetaDescriptor | false | null | undefined | '' | 0)[] = [
    {title: documentTitle(title, siteName)},
    {name: 'description', content: summary},
    {tagName: 'link', rel: 'canonical', href: url},
    {property: 'og:title', content: pageTitle},
    {property: 'og:description', content: summary},
    {property: 'og:url', content: url},
    {property: 'og:type', content: type},
    {property: 'og:site_name', content: siteName},
    locale && {property: 'og:locale', content: locale},
    shown && {property: 'og:image', content: shown.url},
    shown?.width && {property: 'og:image:width', content: String(shown.width)},
    shown?.height && {property: 'og:image:height', content: String(shown.height)},
    shown?.altText && {property: 'og:image:alt', content: shown.altText},
    {name: 'twitter:card', content: shown ? 'summary_large_image' : 'summary'},
    noindex && {name: 'robots', content: 'noindex, follow'},
  ];
  return tags.filter((tag): tag is SeoMetaDescriptor => Boolean(tag));
}

/** How an offer reads to search engines. */
export function offerAvailability({
  availableForSale,
  currentlyNotInStock,
  soldInCountry = true,
}: {
  availableForSale: boolean | null | undefined;
  currentlyNotInStock?: boolean | null;
  soldInCountry?: boolean;
}): 'InStock' | 'OutOfStock' | 'BackOrder' {
  if (!soldInCountry || !availableForSale) return 'OutOfStock';
  return currentlyNotInStock ? 'BackOrder' : 'InStock';
}

type JsonLdObject = Record<string, unknown>;

/** A decimal price with two places. */
function offerPrice(amount: string): string | null {
  const value = Number(amount);
  return amount.trim() !== '' && Number.isFinite(value) ? value.toFixed(2) : null;
}

/** Sets only the fields that have a value. */
function compact(entries: JsonLdObject): JsonLdObject {
  const result: JsonLdObject = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result;
}

/** schema.org Product with one Offer per variant the shopper may buy. */
export function productJsonLd({
  name,
  description,
  url,
  brand,
  sku,
  images = [],
  offers,
}: {
  name: string;
  description?: string | null;
  url: string;
  brand?: string | null;
  sku?: string | null;
  images?: readonly string[];
  offers: readonly {
    price: {amount: string; currencyCode: string};
    availability: ReturnType<typeof offerAvailability>;
    url: string;
    sku?: string | null;
    name?: string | null;
  }[];
}): JsonLdObject {
  const offerObjects = offers.flatMap((offer): JsonLdObject[] => {
    const price = offerPrice(offer.price.amount);
    if (price === null) return [];
    return [
      compact({
        '@type': 'Offer',
        name: offer.name ?? undefined,
        sku: offer.sku ?? undefined,
        price,
        priceCurrency: offer.price.currencyCode,
        availability: `${SCHEMA_ORG}/${offer.availability}`,
        itemCondition: `${SCHEMA_ORG}/NewCondition`,
        url: offer.url,
      }),
    ];
  });
  return compact({
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name,
    description: description ? collapseWhitespace(description) : undefined,
    url,
    sku: sku ?? undefined,
    image: images.filter(Boolean),
    brand: brand ? {'@type': 'Brand', name: brand} : undefined,
    offers: offerObjects,
  });
}

/** JSON for the body of <script type="application/ld+json">. */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
