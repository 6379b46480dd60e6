import {lazy, Suspense, type ComponentProps} from 'react';
import {useHydrated} from '~/ui/hydrated';

const PromoAddDialog = lazy(() => import('./PromoAddDialog'));

export function CardAddDialog(props: ComponentProps<typeof PromoAddDialog>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense>
      <PromoAddDialog {...props} />
    </Suspense>
  );
}
