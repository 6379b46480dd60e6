import {useId, useState, type FormEvent} from 'react';
import {useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {
  footerSignupOutcome,
  MAILING_LIST_SOURCES,
  type SignupOutcome,
} from '~/lib/mailing-list';
import {useHydrated} from '~/ui/hydrated';
import {
  MAILING_LIST_ANCHOR,
  rememberEmailRegistered,
  SUBSCRIBE_PATH,
  SUBSCRIBED,
} from './mailing-list';

type FormState = {kind: 'idle'} | SignupOutcome;

const IDLE: FormState = {kind: 'idle'};

const ERROR_KEYS = {
  'invalid-email': 'growth.mailingList.invalidEmail',
  'already-subscribed': 'growth.mailingList.alreadySubscribed',
  generic: 'growth.mailingList.generic',
} as const;

/** The footer's sign-up (docs/product/growth.md#mailing-list). */
export function MailingListForm({flash}: {flash: string | null}) {
  const {t} = useTranslation();
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  const [state, setState] = useState<FormState>(() =>
    flash === null ? IDLE : footerSignupOutcome(flash === SUBSCRIBED ? null : flash),
  );
  const [busy, setBusy] = useState(false);
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setBusy(true);
    let outcome: SignupOutcome;
    try {
      const response = await fetch(SUBSCRIBE_PATH, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({email, from: MAILING_LIST_SOURCES.footer}),
      });
      const answer = (await response.json().catch(() => ({}))) as {error?: string};
      outcome = footerSignupOutcome(response.ok ? null : (answer.error ?? 'failed'));
    } catch {
      outcome = footerSignupOutcome('failed');
    }
    if (outcome.kind === 'success') rememberEmailRegistered();
    setState(outcome);
    setBusy(false);
  };

  return (
    <form
      id={MAILING_LIST_ANCHOR}
      className="mailing-list"
      method="post"
      action={SUBSCRIBE_PATH}
      noValidate
      onSubmit={hydrated ? onSubmit : undefined}
    >
      <h2 className="mailing-list__title">{t('growth.mailingList.title')}</h2>
      <p className="mailing-list__lede">{t('growth.mailingList.lede')}</p>
      <input type="hidden" name="from" value={MAILING_LIST_SOURCES.footer} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <div className="mailing-list__row">
        <label className="visually-hidden" htmlFor={`${messageId}-email`}>
          {t('growth.mailingList.email')}
        </label>
        <input
          id={`${messageId}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('growth.mailingList.email')}
          aria-describedby={messageId}
          onChange={() => setState(IDLE)}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('growth.mailingList.submit')}
        </button>
      </div>
      <p
        id={messageId}
        className={`mailing-list__message${state.kind === 'error' ? ' mailing-list__message--error' : ''}`}
        role={state.kind === 'error' ? 'alert' : 'status'}
      >
        {state.kind === 'success' && t('growth.mailingList.subscribed')}
        {state.kind === 'error' && t(ERROR_KEYS[state.error])}
      </p>
    </form>
  );
}
