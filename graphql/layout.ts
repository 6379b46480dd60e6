import {graphqlDocument} from './document';
import {MENU_FRAGMENT} from './fragments';

/**
 * The shell's critical data in one request: the shop, the market the Storefront API resolved
 * for the shopper's country, and the header menu.
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
      ...MenuFields
    }
  }
  ${MENU_FRAGMENT}
`);
