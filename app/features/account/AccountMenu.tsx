import {lazy, Suspense, type ReactNode} from 'react';
import {Await, Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {LOGIN_PATH} from '~/lib/navigation';
import {useHydrated} from '~/ui/hydrated';
import type {AccountMenuState} from './account-session.server';

// Not in every page's first load: the login link stands in until someone reaches for it.
const AccountDropdown = lazy(() =>
  import('./AccountDropdown').then((module) => ({default: module.AccountDropdown})),
);

export interface AccountMenuProps {
  /** Streamed after the page: the shell never waits for the customer. */
  account: Promise<AccountMenuState>;
  /** Which way the panel opens: down from the header, up from the mobile bottom bar. */
  placement: 'below' | 'above';
  /** The trigger's look; the panel is the same wherever it opens. */
  renderTrigger: (props: {open: boolean}) => ReactNode;
  triggerClassName: string;
  /** Marks the trigger as the current section (the bottom bar highlights it). */
  current?: boolean;
}

/** The account dropdown (docs/product/accounts.md#account-dropdown). */
export function AccountMenu(props: AccountMenuProps) {
  const hydrated = useHydrated();
  const loginLink = <LoginLink {...props} />;
  if (!hydrated) return loginLink;
  return (
    <Suspense fallback={loginLink}>
      {/* Handed down, not imported there: the dropdown's chunk then needs nothing from the
          root's own chunk, which would otherwise be split in two. */}
      <Await resolve={props.account} errorElement={loginLink}>
        {(account) => (
          <AccountDropdown {...props} account={account} loginPath={LOGIN_PATH} />
        )}
      </Await>
    </Suspense>
  );
}

function LoginLink({renderTrigger, triggerClassName, current = false}: AccountMenuProps) {
  const {t} = useTranslation();
  return (
    <div className="account-menu">
      <Link
        to={LOGIN_PATH}
        className={triggerClassName}
        aria-label={t('shell.account')}
        aria-current={current ? 'true' : undefined}
      >
        {renderTrigger({open: false})}
      </Link>
    </div>
  );
}
