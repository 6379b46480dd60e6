import {
  useEffect,
  useId,
  useReducer,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {Form, Link, useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {HOVER_CLOSE_DELAY_MS} from '@brush/rules/limits';
import {
  ACCOUNT_DROPDOWN_CLOSED,
  accountDropdown,
  type PointerKind,
} from './account-dropdown';
import {accountDisplayName} from '@brush/rules/customer';
import {LOGOUT_PATH, ORDERS_PATH, SECRET_SHOP_PATH} from '~/lib/navigation';
import type {AccountMenuProps} from './AccountMenu';
import type {AccountMenuState} from './account-session.server';
import {LockIcon} from '~/ui/icons';

const SIGNUP_PATH = '/account/signup';

/** The three account links (docs/product/accounts.md#account-dropdown). */
const ACCOUNT_ITEMS = [
  ['orders', ORDERS_PATH],
  ['feedback', '/account/feedback'],
  ['secretShop', SECRET_SHOP_PATH],
] as const;

type AccountDropdownProps = Omit<AccountMenuProps, 'account'> & {
  account: AccountMenuState;
  loginPath: string;
};

function pointerKind(event: PointerEvent): PointerKind {
  return event.pointerType === 'mouse' || event.pointerType === 'pen'
    ? event.pointerType
    : 'touch';
}

// Hover on desktop, click otherwise (accounts.md#account-dropdown); loaded once interactive.
export function AccountDropdown({
  account,
  placement,
  renderTrigger,
  triggerClassName,
  current = false,
  loginPath,
}: AccountDropdownProps) {
  const {t} = useTranslation();
  const [state, dispatch] = useReducer(accountDropdown, ACCOUNT_DROPDOWN_CLOSED);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const {key: locationKey} = useLocation();
  const closeTimer = useRef<number | undefined>(undefined);

  // The delay starts in the very event that ends the hover, not in a later render.
  const onPointerEnter = (event: PointerEvent) => {
    window.clearTimeout(closeTimer.current);
    dispatch({type: 'pointerEnter', pointer: pointerKind(event)});
  };
  const onPointerLeave = (event: PointerEvent) => {
    const pointer = pointerKind(event);
    if (pointer === 'mouse') {
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(
        () => dispatch({type: 'closeDelayElapsed'}),
        HOVER_CLOSE_DELAY_MS,
      );
    }
    dispatch({type: 'pointerLeave', pointer});
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Listening from the start, not from the render that opens it.
  useEffect(() => {
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({type: 'dismiss'});
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  // A link in the panel was followed: the new page starts with the dropdown closed.
  useEffect(() => {
    dispatch({type: 'dismiss'});
  }, [locationKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !state.open) return;
    event.stopPropagation();
    dispatch({type: 'dismiss'});
    triggerRef.current?.focus();
  };

  return (
    // Pointer and key handlers here only watch what happens inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="account-menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          dispatch({type: 'dismiss'});
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={t('shell.account')}
        aria-expanded={state.open}
        aria-controls={panelId}
        aria-current={current ? 'true' : undefined}
        onClick={() => dispatch({type: 'toggle'})}
      >
        {renderTrigger({open: state.open})}
      </button>
      <div
        id={panelId}
        className={`account-menu__panel account-menu__panel--${placement}`}
        hidden={!state.open}
      >
        {account.status === 'signedOut' ? (
          <SignedOutPanel loginPath={loginPath} />
        ) : (
          <SignedInPanel account={account} mobile={placement === 'above'} />
        )}
      </div>
    </div>
  );
}

function SignedOutPanel({loginPath}: {loginPath: string}) {
  const {t} = useTranslation();
  const hintId = useId();
  return (
    <>
      <div className="account-menu__actions">
        <Link to={loginPath} className="button button--block">
          {t('shell.signIn')}
        </Link>
        <Link to={SIGNUP_PATH} className="button button--secondary button--block">
          {t('shell.createAccount')}
        </Link>
      </div>
      <p id={hintId} className="account-menu__hint">
        {t('shell.signInToSee')}
      </p>
      <ul className="account-menu__items">
        {ACCOUNT_ITEMS.map(([item]) => (
          <li key={item}>
            <Link
              to={loginPath}
              className="account-menu__item"
              aria-disabled="true"
              aria-describedby={hintId}
            >
              <span>{t(`shell.accountItems.${item}`)}</span>
              <LockIcon />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function SignedInPanel({
  account,
  mobile,
}: {
  account: Extract<AccountMenuState, {status: 'signedIn'}>;
  mobile: boolean;
}) {
  const {t} = useTranslation();
  const name = accountDisplayName(account, {mobile, fallback: t('shell.myAccount')});
  return (
    <>
      <p className="account-menu__name">{name}</p>
      {account.storeCredit ? (
        <p className="account-menu__credit">
          {t('shell.storeCredit', {amount: account.storeCredit})}
        </p>
      ) : null}
      <ul className="account-menu__items">
        {ACCOUNT_ITEMS.map(([item, path]) => (
          <li key={item}>
            <Link to={path} className="account-menu__item">
              <span>{t(`shell.accountItems.${item}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action={LOGOUT_PATH} className="account-menu__actions">
        <button type="submit" className="button button--secondary button--block">
          {t('shell.signOut')}
        </button>
      </Form>
    </>
  );
}
