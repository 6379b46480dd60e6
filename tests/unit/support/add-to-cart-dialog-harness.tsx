import {useFetcher} from '@remix-run/react';
import {fireEvent, render, screen} from '@testing-library/react';
import {useState, type ReactElement} from 'react';
import {createMemoryRouter, RouterProvider} from 'react-router-dom';
import {TextsProvider} from '~/i18n/react';
import {AddToCartDialog} from '~/features/cart/AddToCartDialog';
import {useAddToCartDialog} from '~/features/cart/use-add-to-cart-dialog';
import {i18nFor} from '~/i18n';
import type {PurchaseType} from '@brush/rules/add-to-cart-dialog';
import {gate} from './gate';
// The dialog's view is lazy in the shop; loaded here up front, since its first transform on a
// busy machine outlasts a findBy's wait and the tests are about the dialog, not the chunk.
import '~/features/cart/AddToCartDialogView';

/**
 * The add-to-cart dialog's test harness: a purchase type's button and dialog on a real data
 * router whose /cart action answers once the test opens its gate, so LOADING is observed, not
 * timed.
 */

const FETCHER_KEY = 'test-add';

function Purchase({type, limitReached}: {type: PurchaseType; limitReached: boolean}) {
  const dialog = useAddToCartDialog({
    fetcherKey: FETCHER_KEY,
    entry: {
      hasVariant: true,
      type,
      freeOrPwywInCart: limitReached,
      secondWhiteCheekBrush: false,
    },
  });
  const fetcher = useFetcher({key: FETCHER_KEY});
  return (
    <>
      <button type="button" onClick={dialog.open}>
        buy
      </button>
      <AddToCartDialog
        step={dialog.step}
        onClose={() => dialog.send({type: 'CLOSE'})}
        titles={{
          VARIANT_SELECT: 'pick one',
          PWYW: 'your price',
          WELCOME_BONUS: 'your email',
          LOADING: 'your price',
          COMPLETED: 'added to cart',
        }}
        summary={<p>a brush</p>}
        screens={{
          PWYW: (
            <fetcher.Form method="post" action="/cart">
              <button type="submit">add at 5.00</button>
            </fetcher.Form>
          ),
        }}
        limitedMessage="one pay-what-you-want brush per cart."
        completedMessage="a brush is in your cart."
        errors={dialog.errors}
      />
    </>
  );
}

/**
 * An add that went ahead before the dialog was ready: the dialog follows it from the moment
 * the form is submitted, before its fetcher has seen the submission.
 */
export function EarlyAdd() {
  const dialog = useAddToCartDialog({
    fetcherKey: FETCHER_KEY,
    entry: {
      hasVariant: true,
      type: 'standard',
      freeOrPwywInCart: false,
      secondWhiteCheekBrush: false,
    },
  });
  const fetcher = useFetcher({key: FETCHER_KEY});
  return (
    <>
      <fetcher.Form method="post" action="/cart" onSubmitCapture={dialog.follow}>
        <button type="submit">buy</button>
      </fetcher.Form>
      <AddToCartDialog
        step={dialog.step}
        onClose={() => dialog.send({type: 'CLOSE'})}
        titles={{
          VARIANT_SELECT: 'pick one',
          PWYW: 'your price',
          WELCOME_BONUS: 'your email',
          LOADING: 'adding',
          COMPLETED: 'added to cart',
        }}
        summary={<p>a brush</p>}
        screens={{}}
        limitedMessage=""
        completedMessage="a brush is in your cart."
        errors={dialog.errors}
      />
    </>
  );
}

/** Learns the cart after the page is interactive, as a cached page does. */
export let learnCart: () => void = () => {};

export function LateCart() {
  const [limitReached, setLimitReached] = useState(false);
  learnCart = () => setLimitReached(true);
  return <Purchase type="pwyw" limitReached={limitReached} />;
}

export function setup({
  type = 'pwyw',
  limitReached = false,
  answer = {cart: {id: 'gid://shopify/Cart/1'}},
  element = <Purchase type={type} limitReached={limitReached} />,
}: {
  type?: PurchaseType;
  limitReached?: boolean;
  answer?: object;
  element?: ReactElement;
} = {}) {
  const actionGate = gate();
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => null,
        element,
      },
      {
        path: '/cart',
        action: async () => {
          await actionGate.opened;
          return answer;
        },
      },
    ],
    {initialEntries: ['/']},
  );
  render(
    <TextsProvider translator={i18nFor('en')}>
      <RouterProvider router={router} future={{v7_startTransition: true}} />
    </TextsProvider>,
  );
  return {actionGate};
}

export async function openDialog() {
  fireEvent.click(await screen.findByRole('button', {name: 'buy'}));
  return screen.findByRole('dialog');
}

export const closeButton = () => screen.getByRole('button', {name: 'close'});
