import {lazy, Suspense} from 'react';
import type {PurchaseType} from '@brush/rules/add-to-cart-dialog';
import {useHydrated} from '~/ui/hydrated';

const PromoAddDialog = lazy(() => import('./PromoAddDialog'));

/** The add-to-cart dialog of a card whose form adds straight to the cart. */
export function CardAddDialog(props: {
  fetcherKey: string;
  type: PurchaseType;
  productTitle: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense>
      <PromoAddDialog {...props} />
    </Suspense>
  );
}
