import {useEffect, useRef, useState} from 'react';
import {useFetcher} from '@remix-run/react';
import {
  DIALOG_CLOSED,
  dialogTransition,
  entryStep,
  type DialogEntry,
  type DialogEvent,
  type DialogNext,
} from '@brush/rules/add-to-cart-dialog';
import type {Cart} from './cart.server';
import type {CartActionData} from './cart-action-data';
import {useShopperParts} from './shopper';

function outcome(answer: CartActionData | undefined): DialogEvent {
  const failed = !answer?.cart || (answer.errors ?? []).length > 0;
  return {type: failed ? 'ADD_FAILED' : 'ADD_SUCCEEDED'};
}

/** The shopper's cart as the root loader streams it (null until it arrives, or none). */
export function useRootCart(): Cart | null {
  const cart = useShopperParts()?.cart;
  const [resolved, setResolved] = useState<Cart | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.resolve(cart).then((value) => {
      if (current) setResolved(value ?? null);
    });
    return () => {
      current = false;
    };
  }, [cart]);
  return resolved;
}

/** The add-to-cart dialog (docs/product/cart.md#add-to-cart-dialog) as state. */
export function useAddToCartDialog({
  fetcherKey,
  entry,
}: {
  fetcherKey: string;
  /** What decides the step the dialog opens on, as it stands when it opens. */
  entry: DialogEntry;
}) {
  const fetcher = useFetcher<CartActionData>({key: fetcherKey});
  const [step, setStep] = useState<DialogNext>(DIALOG_CLOSED);

  const send = (event: DialogEvent) =>
    setStep((current) =>
      current === DIALOG_CLOSED ? current : dialogTransition(current, event),
    );

  // Every add passes LOADING; the fetcher's answer decides COMPLETED or ERROR.
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      if (!submitted.current) {
        submitted.current = true;
        send({type: 'SUBMIT'});
      }
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    send(outcome(fetcher.data));
  }, [fetcher.state, fetcher.data]);

  // A cached page learns the cart after load: a dialog still on the step it opened on
  // follows what the cart says (LIMITED once a free item shows up).
  const entered = entryStep(entry);
  const openedOn = useRef<DialogNext>(DIALOG_CLOSED);
  useEffect(() => {
    if (step === DIALOG_CLOSED || step === 'LOADING' || entered === 'LOADING') return;
    if (step === openedOn.current && step !== entered) {
      openedOn.current = entered;
      setStep(entered);
    }
  }, [entered, step]);

  return {
    step,
    errors: fetcher.data?.errors ?? [],
    open: () => {
      openedOn.current = entered;
      setStep(entered);
    },
    /** Opens on an add that started before the dialog was ready. */
    follow: () => {
      if (fetcher.state !== 'idle') {
        submitted.current = true;
        setStep('LOADING');
      } else if (fetcher.data === undefined) {
        setStep('LOADING');
      } else {
        setStep(dialogTransition('LOADING', outcome(fetcher.data)));
      }
    },
    send,
  };
}
