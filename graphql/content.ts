import {graphqlDocument} from './document';

/**
 * Content pages are the merchant's: title, body HTML and SEO fields come from the shop. The
 * fallback lets a section (the /pro paths) answer with its own page in the same request when
 * no page exists for a deeper path.
 */
export const CONTENT_PAGE_QUERY = graphqlDocument(`#graphql
  query ContentPage(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $fallbackHandle: String!
  ) @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      ...ContentPageFields
    }
    fallback: page(handle: $fallbackHandle) {
      ...ContentPageFields
    }
  }
  fragment ContentPageFields on Page {
    id
    handle
    title
    body
    bodySummary
    updatedAt
    seo {
      title
      description
    }
  }
`);
