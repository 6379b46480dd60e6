import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';

export {changeCountryAction as action} from '~/features/markets/change-country.server';

/**
 * GET /api/country returns the shopper's country (docs/product/markets.md#country-loading-overlay).
 * It varies per shopper: never shared-cached.
 */
export function loader({context}: LoaderFunctionArgs) {
  return Response.json(
    {country: context.market.country},
    {headers: {'Cache-Control': 'private, no-store'}},
  );
}
