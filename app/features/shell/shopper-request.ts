import {useEffect} from 'react';
import {useFetcher, useRouteLoaderData} from '@remix-run/react';
import {SHOPPER_FETCHER_KEY, type RootShopperData} from '~/features/cart/shopper';

/** Where a shared page's browser asks for its shopper's parts. */
const SHOPPER_PATH = '/api/shopper';

/** On a shared page, asks for the shopper's parts once the page is interactive. */
export function useShopperRequest(): void {
  const root = useRouteLoaderData('root') as RootShopperData | undefined;
  const shared = root?.personal === false;
  const {load} = useFetcher({key: SHOPPER_FETCHER_KEY});
  useEffect(() => {
    if (shared) void load(SHOPPER_PATH);
  }, [shared, load]);
}
