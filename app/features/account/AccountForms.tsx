import type {ReactNode} from 'react';
import {Form, Link, useActionData, useLoaderData, useLocation} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {SUCCESS_MESSAGES, type AccountMessage} from './account-messages';
import type {
  actionPageAction,
  actionPageLoader,
  loginAction,
  loginLoader,
  signupAction,
} from './account-forms.server';

// The forms keep return_to (the search), so the visitor comes back after signing in.
function FormPage({
  title,
  message,
  action,
  switchTo,
  children,
}: {
  title: string;
  message: AccountMessage | null;
  action: string;
  switchTo?: {path: string; label: string};
  children: ReactNode;
}) {
  const {t} = useTranslation();
  const {search} = useLocation();
  const success = message !== null && SUCCESS_MESSAGES.has(message);
  return (
    <div className="container account-form">
      <h1>{title}</h1>
      {message && (
        <p
          role={success ? 'status' : 'alert'}
          className={`account-form__message${success ? '' : ' account-form__message--error'}`}
        >
          {t(`account.${message}`)}
        </p>
      )}
      <Form method="post" action={`${action}${search}`} className="account-form__form">
        {children}
      </Form>
      {switchTo && (
        <p className="account-form__switch">
          <Link to={`${switchTo.path}${search}`}>{switchTo.label}</Link>
        </p>
      )}
    </div>
  );
}

export function EmailField({defaultValue}: {defaultValue?: string}) {
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

export function PasswordField({
  name = 'password',
  label,
  autoComplete = 'new-password',
  required = true,
}: {
  name?: string;
  label: string;
  autoComplete?: string;
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

function NewPasswordFields({label}: {label: string}) {
  const {t} = useTranslation();
  return (
    <>
      <PasswordField label={label} />
      <PasswordField name="confirmPassword" label={t('account.confirmPassword')} />
    </>
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

export function LoginPage() {
  const {t} = useTranslation();
  const loaded = useLoaderData<typeof loginLoader>();
  const acted = useActionData<typeof loginAction>();
  const message = acted?.message ?? loaded.message;
  return (
    <FormPage
      title={t('account.loginTitle')}
      message={message}
      action="/account/login"
      switchTo={{path: '/account/signup', label: t('account.noAccount')}}
    >
      <EmailField defaultValue={acted?.email} />
      <PasswordField
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
    </FormPage>
  );
}

export function SignupPage() {
  const {t} = useTranslation();
  const acted = useActionData<typeof signupAction>();
  return (
    <FormPage
      title={t('account.signupTitle')}
      message={acted?.message ?? null}
      action="/account/signup"
      switchTo={{path: '/account/login', label: t('account.haveAccount')}}
    >
      <EmailField defaultValue={acted?.email} />
      <NewPasswordFields label={t('account.password')} />
      <button type="submit" className="button button--block">
        {t('account.createAccount')}
      </button>
    </FormPage>
  );
}

/** The page an emailed reset or sign-in link opens. */
export function ActionPage() {
  const {t} = useTranslation();
  const loaded = useLoaderData<typeof actionPageLoader>();
  const acted = useActionData<typeof actionPageAction>();
  const resetting = loaded.mode === 'resetPassword';
  return (
    <FormPage
      title={resetting ? t('account.resetTitle') : t('account.loginTitle')}
      message={acted?.message ?? loaded.message}
      action="/account/action"
    >
      <input type="hidden" name="mode" value={loaded.mode} />
      <input type="hidden" name="oobCode" value={loaded.oobCode} />
      {resetting ? (
        <NewPasswordFields label={t('account.newPassword')} />
      ) : (
        <EmailField defaultValue={acted?.email} />
      )}
      <button type="submit" className="button button--block">
        {resetting ? t('account.savePassword') : t('account.signIn')}
      </button>
    </FormPage>
  );
}
