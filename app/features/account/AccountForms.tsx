import {Form, Link, useActionData, useLoaderData, useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import type {AccountMessage} from './account-messages';
import type {
  actionPageAction,
  actionPageLoader,
  loginAction,
  loginLoader,
  signupAction,
} from './account-forms.server';

const SUCCESS_MESSAGES: ReadonlySet<AccountMessage> = new Set([
  'resetSuccessful',
  'verificationSent',
  'resetSent',
  'verified',
  'linkSent',
]);

function Message({message}: {message: AccountMessage | null}) {
  const {t} = useTranslation();
  if (!message) return null;
  const success = SUCCESS_MESSAGES.has(message);
  return (
    <p
      role={success ? 'status' : 'alert'}
      className={`account-form__message${success ? '' : ' account-form__message--error'}`}
    >
      {t(`account.${message}`)}
    </p>
  );
}

function EmailField({defaultValue}: {defaultValue?: string}) {
  const {t} = useTranslation();
  return (
    <label className="account-form__field">
      {t('account.email')}
      <input
        type="email"
        name="email"
        autoComplete="email"
        defaultValue={defaultValue}
        required
      />
    </label>
  );
}

function PasswordField({
  name,
  label,
  autoComplete,
  required = true,
}: {
  name: string;
  label: string;
  autoComplete: string;
  required?: boolean;
}) {
  return (
    <label className="account-form__field">
      {label}
      <input
        type="password"
        name={name}
        autoComplete={autoComplete}
        required={required}
      />
    </label>
  );
}

function IntentButton({
  intent,
  label,
  primary = false,
}: {
  intent: string;
  label: string;
  primary?: boolean;
}) {
  const className = primary
    ? 'button button--block'
    : 'button button--secondary button--block';
  return (
    <button type="submit" name="intent" value={intent} className={className}>
      {label}
    </button>
  );
}

// The forms keep return_to (the search), so the visitor comes back after signing in.
export function LoginPage() {
  const {t} = useTranslation();
  const loaded = useLoaderData<typeof loginLoader>();
  const acted = useActionData<typeof loginAction>();
  const {search} = useLocation();
  const message = acted?.message ?? loaded.message;
  return (
    <div className="container account-form">
      <h1>{t('account.loginTitle')}</h1>
      <Message message={message} />
      <Form
        method="post"
        action={`/account/login${search}`}
        className="account-form__form"
      >
        <EmailField defaultValue={acted?.email} />
        <PasswordField
          name="password"
          label={t('account.password')}
          autoComplete="current-password"
          required={false}
        />
        <IntentButton intent="password" label={t('account.signIn')} primary />
        {message === 'verificationRequired' ? (
          <IntentButton intent="resend" label={t('account.resendVerification')} />
        ) : null}
        <IntentButton intent="link" label={t('account.sendLink')} />
        <IntentButton intent="reset" label={t('account.forgotPassword')} />
      </Form>
      <p className="account-form__switch">
        <Link to={`/account/signup${search}`}>{t('account.noAccount')}</Link>
      </p>
    </div>
  );
}

export function SignupPage() {
  const {t} = useTranslation();
  const acted = useActionData<typeof signupAction>();
  const {search} = useLocation();
  return (
    <div className="container account-form">
      <h1>{t('account.signupTitle')}</h1>
      <Message message={acted?.message ?? null} />
      <Form
        method="post"
        action={`/account/signup${search}`}
        className="account-form__form"
      >
        <EmailField defaultValue={acted?.email} />
        <PasswordField
          name="password"
          label={t('account.password')}
          autoComplete="new-password"
        />
        <PasswordField
          name="confirmPassword"
          label={t('account.confirmPassword')}
          autoComplete="new-password"
        />
        <button type="submit" className="button button--block">
          {t('account.createAccount')}
        </button>
      </Form>
      <p className="account-form__switch">
        <Link to={`/account/login${search}`}>{t('account.haveAccount')}</Link>
      </p>
    </div>
  );
}

/** The page an emailed reset or sign-in link opens. */
export function ActionPage() {
  const {t} = useTranslation();
  const loaded = useLoaderData<typeof actionPageLoader>();
  const acted = useActionData<typeof actionPageAction>();
  const {search} = useLocation();
  const message = acted?.message ?? loaded.message;
  return (
    <div className="container account-form">
      <h1>
        {loaded.mode === 'resetPassword'
          ? t('account.resetTitle')
          : t('account.loginTitle')}
      </h1>
      <Message message={message} />
      <Form
        method="post"
        action={`/account/action${search}`}
        className="account-form__form"
      >
        <input type="hidden" name="mode" value={loaded.mode} />
        <input type="hidden" name="oobCode" value={loaded.oobCode} />
        {loaded.mode === 'resetPassword' ? (
          <>
            <PasswordField
              name="password"
              label={t('account.newPassword')}
              autoComplete="new-password"
            />
            <PasswordField
              name="confirmPassword"
              label={t('account.confirmPassword')}
              autoComplete="new-password"
            />
            <button type="submit" className="button button--block">
              {t('account.savePassword')}
            </button>
          </>
        ) : (
          <>
            <EmailField defaultValue={acted?.email} />
            <button type="submit" className="button button--block">
              {t('account.signIn')}
            </button>
          </>
        )}
      </Form>
    </div>
  );
}
