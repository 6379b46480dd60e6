// The account dropdown's states (docs/product/accounts.md#account-dropdown).
export type PointerKind = 'mouse' | 'touch' | 'pen';

export type AccountDropdownState =
  | {open: false}
  | {
      open: true;
      /** Opened by hovering, or held open by a click or a key on the trigger. */
      openedBy: 'hover' | 'click';
      /** The mouse has left: the close delay is running. */
      closing: boolean;
    };

export type AccountDropdownEvent =
  | {type: 'pointerEnter'; pointer: PointerKind}
  | {type: 'pointerLeave'; pointer: PointerKind}
  /** A click, Enter or Space on the trigger. */
  | {type: 'toggle'}
  /** The close delay ran out without the mouse coming back. */
  | {type: 'closeDelayElapsed'}
  /** A press outside the dropdown, Escape, focus leaving it, or a navigation. */
  | {type: 'dismiss'};

export const ACCOUNT_DROPDOWN_CLOSED: AccountDropdownState = {open: false};

export function accountDropdown(
  state: AccountDropdownState,
  event: AccountDropdownEvent,
): AccountDropdownState {
  switch (event.type) {
    case 'pointerEnter':
      if (event.pointer !== 'mouse') return state;
      return state.open
        ? {...state, closing: false}
        : {open: true, openedBy: 'hover', closing: false};
    case 'pointerLeave':
      if (event.pointer !== 'mouse' || !state.open) return state;
      return {...state, closing: true};
    case 'toggle':
      // A mouse click usually lands after the hover already opened it: it holds it open.
      return state.open && state.openedBy === 'click'
        ? ACCOUNT_DROPDOWN_CLOSED
        : {open: true, openedBy: 'click', closing: false};
    case 'closeDelayElapsed':
      return state.open && state.closing ? ACCOUNT_DROPDOWN_CLOSED : state;
    case 'dismiss':
      return ACCOUNT_DROPDOWN_CLOSED;
  }
}
