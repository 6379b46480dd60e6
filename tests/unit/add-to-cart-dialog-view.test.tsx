// @vitest-environment happy-dom
import {act, cleanup, fireEvent, screen, waitFor} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {
  EarlyAdd,
  LateCart,
  closeButton,
  learnCart,
  openDialog,
  setup,
} from './support/add-to-cart-dialog-harness';

/**
 * The shop's add-to-cart dialog against a real data router: a purchase type's screen posts
 * through the dialog's fetcher, and the /cart action's answer (held by a gate the test opens,
 * so LOADING is observed, not timed) moves the dialog to its confirmation or its error.
 */

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
