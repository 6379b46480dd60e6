import {graphqlDocument} from './document';

/**
 * The countries the shop sells to, with their names and currencies as the platform's markets
 * set them, from the platform's localization (docs/product/markets.md#country-picker). It feeds
 * the country picker only, never a first paint, so it is cached long.
 */
export const AVAILABLE_COUNTRIES_QUERY = graphqlDocument(`#graphql
  query AvailableCountries($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    localization {
      availableCountries {
        isoCode
        name
        currency {
          isoCode
          name
        }
      }
    }
  }
`);
