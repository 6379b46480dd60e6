import {remember} from '@brush/rules/cache';
import {useFetcher, useRouteLoaderData} from '@remix-run/react';
import type {AccountMenuState} from '~/features/account/account-session.server';
import type {Cart} from './cart.server';

/** One fetcher for the whole page, read by every part that shows the shopper's things. */
export const SHOPPER_FETCHER_KEY = 'shopper';

interface ShopperAnswer {
  cart: Cart | null;
  account: AccountMenuState;
}

export type ShopperParts = {[Key in keyof ShopperAnswer]: Promise<ShopperAnswer[Key]>};

// The root's own on a page rendered for the shopper; on a shared page /api/shopper's answer
// (decision 0106), null until it comes.
export function useShopperParts(): ShopperParts | null {
  // Read structurally, so this needs no server types.
  const root = useRouteLoaderData('root') as
    | (ShopperParts & {personal: boolean})
    | undefined;
  const answer = useFetcher<ShopperAnswer>({key: SHOPPER_FETCHER_KEY}).data;
  if (root?.personal) return root;
  return answer ? partsOf(answer) : null;
}

const answered = new WeakMap<ShopperAnswer, ShopperParts>();

// One pair of promises per answer, made outside React's state: a render that suspends on
// a promise it made itself would make a new one on every retry and never show the answer.
function partsOf(answer: ShopperAnswer): ShopperParts {
  return remember(answered, answer, () => ({
    cart: Promise.resolve(answer.cart),
    account: Promise.resolve(answer.account),
  }));
}
