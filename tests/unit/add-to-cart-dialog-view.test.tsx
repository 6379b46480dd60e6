// @vitest-environment happy-dom
import {useFetcher} from '@remix-run/react';
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {useState, type ReactElement} from 'react';
import {TextsProvider} from '~/i18n/react';
import {createMemoryRouter, RouterProvider} from 'react-router-dom';
import {afterEach, describe, expect, it} from 'vitest';
import {AddToCartDialog} from '~/features/cart/AddToCartDialog';
import {useAddToCartDialog} from '~/features/cart/use-add-to-cart-dialog';
import {i18nFor} from '~/i18n';
import type {PurchaseType} from '@brush/rules/add-to-cart-dialog';

/**
 * The shop's add-to-cart dialog against a real data router: a purchase type's screen posts
 * through the dialog's fetcher, and the /cart action's answer (held by a gate the test opens,
 * so LOADING is observed, not timed) moves the dialog to its confirmation or its error.
 */

const FETCHER_KEY = 'test-add';

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {opened, open};
}

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
function EarlyAdd() {
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
let learnCart: () => void = () => {};

function LateCart() {
  const [limitReached, setLimitReached] = useState(false);
  learnCart = () => setLimitReached(true);
  return <Purchase type="pwyw" limitReached={limitReached} />;
}

function setup({
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

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', {name: 'buy'}));
  return screen.findByRole('dialog');
}

const closeButton = () => screen.getByRole('button', {name: 'close'});

afterEach(cleanup);

describe('AddToCartDialog', () => {
  it('opens on the purchase type’s screen, under its title and summary', async () => {
    setup();
    const dialog = await openDialog();
    expect(screen.getByRole('heading', {name: 'your price'})).toBeTruthy();
    expect(dialog.textContent).toContain('a brush');
    expect(screen.getByRole('button', {name: 'add at 5.00'})).toBeTruthy();
    expect(closeButton().hasAttribute('disabled')).toBe(false);
  });

  it('cannot be closed while the add is on its way, then confirms it with the way on', async () => {
    const {actionGate} = setup();
    await openDialog();
    fireEvent.click(screen.getByRole('button', {name: 'add at 5.00'}));
    await waitFor(() => expect(closeButton().hasAttribute('disabled')).toBe(true));

    await act(async () => actionGate.open());
    await screen.findByRole('heading', {name: 'added to cart'});
    expect(screen.getByRole('status').textContent).toBe('a brush is in your cart.');
    expect(screen.getByRole('link', {name: 'view cart'}).getAttribute('href')).toBe(
      '/cart',
    );

    fireEvent.click(screen.getByRole('button', {name: 'keep shopping'}));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it.each([
    {
      case: 'the action’s own messages',
      answer: {cart: null, errors: [{message: 'sold out.'}, {message: 'try later.'}]},
      shown: 'sold out. try later.',
    },
    {
      case: 'a generic message when it gives none',
      answer: {cart: null},
      shown: 'something went wrong',
    },
  ])('shows a failed add as an error with $case', async ({answer, shown}) => {
    const {actionGate} = setup({answer});
    await openDialog();
    fireEvent.click(screen.getByRole('button', {name: 'add at 5.00'}));
    await act(async () => actionGate.open());
    await screen.findByRole('heading', {name: 'not added'});
    expect(screen.getByRole('alert').textContent).toBe(shown);
    expect(screen.getByRole('link', {name: 'view cart'})).toBeTruthy();
  });

  it('opens on the limit, not the screen, when the cart already holds its one item', async () => {
    setup({limitReached: true});
    const dialog = await openDialog();
    expect(screen.getByRole('heading', {name: 'one per customer'})).toBeTruthy();
    expect(dialog.textContent).toContain('one pay-what-you-want brush per cart.');
    expect(screen.queryByRole('button', {name: 'add at 5.00'})).toBeNull();
    fireEvent.click(closeButton());
    await waitFor(() =>
      expect(screen.queryByRole('heading', {name: 'one per customer'})).toBeNull(),
    );
  });

  it('moves to the limit when the cart, learnt after it opened, already holds its one item', async () => {
    setup({element: <LateCart />});
    await openDialog();
    expect(screen.getByRole('button', {name: 'add at 5.00'})).toBeTruthy();
    act(() => learnCart());
    await screen.findByRole('heading', {name: 'one per customer'});
    expect(screen.queryByRole('button', {name: 'add at 5.00'})).toBeNull();
  });

  it('follows an add its fetcher has not seen yet through LOADING, never straight to an error', async () => {
    const {actionGate} = setup({element: <EarlyAdd />});
    fireEvent.click(await screen.findByRole('button', {name: 'buy'}));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('heading', {name: 'not added'})).toBeNull();
    expect(closeButton().hasAttribute('disabled')).toBe(true);
    await act(async () => actionGate.open());
    await screen.findByRole('heading', {name: 'added to cart'});
  });
});
