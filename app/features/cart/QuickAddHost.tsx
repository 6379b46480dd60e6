import {lazy, Suspense, useEffect, useState} from 'react';
import {QUICK_ADD_EVENT} from '~/lib/navigation';
import type {QuickAddRequest} from './quick-add-input';

const QuickAddDialog = lazy(() => import('./QuickAddDialog'));

// Takes a card's QUICK_ADD_EVENT (cancelled, so its form or link stays put) and shows the
// dialog, whose code loads on the first one.
export function QuickAddHost() {
  const [request, setRequest] = useState<(QuickAddRequest & {opened: number}) | null>(
    null,
  );
  useEffect(() => {
    const take = (event: Event) => {
      const {detail} = event as CustomEvent<QuickAddRequest>;
      event.preventDefault();
      setRequest((current) => ({...detail, opened: (current?.opened ?? 0) + 1}));
    };
    window.addEventListener(QUICK_ADD_EVENT, take);
    return () => window.removeEventListener(QUICK_ADD_EVENT, take);
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <QuickAddDialog key={request.productId} {...request} />
    </Suspense>
  );
}
