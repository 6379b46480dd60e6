import {describe, expect, it} from 'vitest';
import {HOVER_CLOSE_DELAY_MS} from '@brush/rules/limits';

import {
  ACCOUNT_DROPDOWN_CLOSED,
  accountDropdown,
  type AccountDropdownEvent,
  type AccountDropdownState,
} from '~/features/account/account-dropdown';

const closed = ACCOUNT_DROPDOWN_CLOSED;
const hovered: AccountDropdownState = {open: true, openedBy: 'hover', closing: false};
const hoverClosing: AccountDropdownState = {open: true, openedBy: 'hover', closing: true};
const clicked: AccountDropdownState = {open: true, openedBy: 'click', closing: false};
const clickClosing: AccountDropdownState = {open: true, openedBy: 'click', closing: true};

const enter = (pointer: 'mouse' | 'touch' | 'pen'): AccountDropdownEvent => ({
  type: 'pointerEnter',
  pointer,
});
const leave = (pointer: 'mouse' | 'touch' | 'pen'): AccountDropdownEvent => ({
  type: 'pointerLeave',
  pointer,
});
const toggle: AccountDropdownEvent = {type: 'toggle'};
const elapsed: AccountDropdownEvent = {type: 'closeDelayElapsed'};
const dismiss: AccountDropdownEvent = {type: 'dismiss'};

describe('accountDropdown', () => {
  it.each<[string, AccountDropdownState, AccountDropdownEvent, AccountDropdownState]>([
    ['a mouse hovering opens it', closed, enter('mouse'), hovered],
    ['a finger touching does not open it', closed, enter('touch'), closed],
    ['a pen touching does not open it', closed, enter('pen'), closed],
    ['a click opens it', closed, toggle, clicked],
    ['the click after a hover keeps it open', hovered, toggle, clicked],
    ['a second click closes it', clicked, toggle, closed],
    ['a click while closing keeps it open', hoverClosing, toggle, clicked],
    ['the mouse leaving starts the delay', hovered, leave('mouse'), hoverClosing],
    ['the delay also closes what a click opened', clicked, leave('mouse'), clickClosing],
    ['a finger leaving does nothing', clicked, leave('touch'), clicked],
    ['leaving a closed dropdown does nothing', closed, leave('mouse'), closed],
    ['the mouse coming back cancels the delay', hoverClosing, enter('mouse'), hovered],
    ['coming back keeps a click-opened one', clickClosing, enter('mouse'), clicked],
    ['the delay running out closes it', hoverClosing, elapsed, closed],
    ['a stale delay does not close it', hovered, elapsed, hovered],
    ['a stale delay on a closed one does nothing', closed, elapsed, closed],
    ['an outside press closes it', clicked, dismiss, closed],
    ['an outside press closes a hovered one', hovered, dismiss, closed],
    ['dismissing a closed one keeps it closed', closed, dismiss, closed],
  ])('%s', (_case, state, event, next) => {
    expect(accountDropdown(state, event)).toEqual(next);
  });

  it('closes 300 ms after the mouse leaves (docs/product/accounts.md#account-dropdown)', () => {
    expect(HOVER_CLOSE_DELAY_MS).toBe(300);
  });
});
