import {graphqlDocument} from './document';

/**
 * The shell's critical data in one request: the shop, the market the Storefront API resolved
 * for the shopper's country, and the header menu. Of the menu only what the secondary bar
 * shows: its sections' items, by title and address (decision 0125).
 */
export const LAYOUT_QUERY = graphqlDocument(`#graphql
  query Layout(
    $country: CountryCode
    $language: LanguageCode
    $headerMenuHandle: String!
  ) @inContext(country: $country, language: $language) {
    shop {
      id
      name
      description
      primaryDomain {
        url
      }
    }
    localization {
      country {
        isoCode
        name
        currency {
          isoCode
          symbol
        }
      }
      language {
        isoCode
      }
    }
    headerMenu: menu(handle: $headerMenuHandle) {
      items {
        items {
          title
          url
        }
      }
    }
  }
`);
