import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {rebuildCartForCountry} from '~/features/cart/country-rebuild.server';
import {changeCountryAction} from '~/features/markets/change-country.server';

/** The route joins the two features: a change of country rebuilds the cart for it. */
export const action = (args: ActionFunctionArgs) =>
  changeCountryAction(args, rebuildCartForCountry);

/** The shopper's country (docs/product/markets.md#country-loading-overlay). */
export function loader({context}: LoaderFunctionArgs) {
  return Response.json(
    {country: context.market.country},
    {headers: {'Cache-Control': 'private, no-store'}},
  );
}
