import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {
  accountMessageFor,
  accountNotice,
  passwordMessage,
  type AccountMessage,
} from './account-messages';
import type {ParseKeys} from 'i18next';
import {i18nFor} from '~/i18n';
import {LOGIN_PATH, ORDERS_PATH} from '~/lib/navigation';
import {safeRedirectPath} from '~/server/safe-redirect';
import {canonicalUrl} from '~/lib/seo';
import type {PageSeo} from '~/ui/page-meta';
import {isValidEmail, passwordProblem} from '@brush/rules/validation';
import type {RateLimitedAction} from '~/server/rate-limit';
import {TOO_MANY_REQUESTS, withinRateLimits} from '~/server/rate-limit.server';
import {AuthError} from './auth-errors';
import {FirebaseAuthClient} from './firebase.server';
import {
  endEverySession,
  fetchCustomer,
  isSignedIn,
  signIn,
  signOut,
} from './account-session.server';

/** Where every emailed link (verify, reset, sign-in) lands. */
export const ACTION_PATH = '/account/action';
export const RETURN_TO_PARAM = 'return_to';
/** docs/product/accounts.md#session. */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

/** No account page is cached by the edge or a shared cache. */
export const PRIVATE_HEADERS = {'Cache-Control': 'no-store'};

/** A signed-out visitor goes to login and comes back to this page after signing in. */
export function redirectToLogin(request: Request): never {
  const url = new URL(request.url);
  throw redirect(
    `${LOGIN_PATH}?${new URLSearchParams({[RETURN_TO_PARAM]: `${url.pathname}${url.search}`})}`,
  );
}

type Args = Pick<LoaderFunctionArgs | ActionFunctionArgs, 'request' | 'context'>;

/** The signed-in customer; a visitor, or a token the platform no longer knows, signs in. */
export async function signedInCustomer({request, context}: Args) {
  if (!isSignedIn(context)) redirectToLogin(request);
  const customer = await fetchCustomer(context);
  if (!customer) {
    await signOut(context);
    redirectToLogin(request);
  }
  return customer;
}

/** A page never indexed (a customer's own, a form), titled in the shopper's language. */
export function privateSeo({request, context}: Args, title: ParseKeys): PageSeo {
  const {t} = i18nFor(context.market.language);
  return {title: t(title), url: canonicalUrl(request.url), noindex: true};
}

export const actionUrl = (request: Request) => new URL(ACTION_PATH, request.url).href;

function returnTo(request: Request): string {
  return safeRedirectPath(
    new URL(request.url).searchParams.get(RETURN_TO_PARAM),
    ORDERS_PATH,
  );
}

function loginWith(notice: AccountMessage, request?: Request): string {
  const params = new URLSearchParams({notice});
  if (request) {
    const back = new URL(request.url).searchParams.get(RETURN_TO_PARAM);
    if (back) params.set(RETURN_TO_PARAM, back);
  }
  return `${LOGIN_PATH}?${params}`;
}

/** What an account form's page shows; an emailed link's page also its mode and code. */
interface AccountFormAnswer {
  message: AccountMessage | null;
  email?: string;
  seo?: PageSeo;
  mode?: 'resetPassword' | 'signIn';
  oobCode?: string;
}

function answer(fields: AccountFormAnswer, status = 200) {
  return data(fields, {status, headers: PRIVATE_HEADERS});
}

function failed(message: AccountMessage, email?: string) {
  return answer({message, email}, 400);
}

/** Counts the request against its limits (decision 0113). */
async function overLimit(
  request: Request,
  context: Args['context'],
  action: RateLimitedAction,
  email: string,
) {
  if (await withinRateLimits(context, request, action, email)) return null;
  const message = action === 'signIn' ? 'tooManyAttempts' : 'tooManyRequests';
  return answer({message, email}, TOO_MANY_REQUESTS);
}

function failure(error: unknown, email?: string) {
  if (!(error instanceof AuthError)) throw error;
  // The Auth service's own throttling reads as the worker's own limit does.
  const status = error.code === 'too-many-requests' ? TOO_MANY_REQUESTS : 400;
  return answer({message: accountMessageFor(error.code), email}, status);
}

const succeeds = (attempt: Promise<unknown>) =>
  attempt.then(
    () => true,
    () => false,
  );

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function formPageLoader(title: 'account.loginTitle' | 'account.signupTitle') {
  return async (args: LoaderFunctionArgs) => {
    const {request, context} = args;
    if (isSignedIn(context)) throw redirect(returnTo(request));
    const notice = accountNotice(new URL(request.url).searchParams.get('notice'));
    return answer({message: notice, seo: privateSeo(args, title)});
  };
}

export const loginLoader = formPageLoader('account.loginTitle');
export const signupLoader = formPageLoader('account.signupTitle');

/** Password sign-in, a sign-in link, a reset or the verification sent again. */
export async function loginAction({request, context}: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const email = text(form, 'email').trim();
  if (!isValidEmail(email)) return failed('invalidEmail', email);
  const sendsEmail = intent === 'link' || intent === 'reset' || intent === 'resend';
  const limited =
    (intent !== 'link' && intent !== 'reset'
      ? await overLimit(request, context, 'signIn', email)
      : null) ?? (sendsEmail ? await overLimit(request, context, 'email', email) : null);
  if (limited) return limited;
  const firebase = new FirebaseAuthClient(context.env);
  const continueUrl = actionUrl(request);
  try {
    if (intent === 'link') {
      const linkUrl = new URL(continueUrl);
      linkUrl.searchParams.set(RETURN_TO_PARAM, returnTo(request));
      await firebase.sendOobCode({requestType: 'EMAIL_SIGNIN', email}, linkUrl.href);
      context.session.set(EMAIL_FOR_SIGN_IN_KEY, email);
      return redirect(loginWith('linkSent', request));
    }
    if (intent === 'reset') {
      await firebase.sendOobCode({requestType: 'PASSWORD_RESET', email}, continueUrl);
      return redirect(loginWith('resetSent', request));
    }
    const password = text(form, 'password');
    if (password === '') return failed('passwordTooShort', email);
    const {idToken} = await firebase.signInWithPassword(email, password);
    if (intent === 'resend') {
      await firebase.sendOobCode({requestType: 'VERIFY_EMAIL', idToken}, continueUrl);
      return redirect(loginWith('verificationSent', request));
    }
    await signIn(context, idToken);
    return redirect(returnTo(request));
  } catch (error) {
    return failure(error, email);
  }
}

export async function signupAction({request, context}: ActionFunctionArgs) {
  const form = await request.formData();
  const email = text(form, 'email').trim();
  const password = text(form, 'password');
  if (!isValidEmail(email)) return failed('invalidEmail', email);
  const problem = passwordProblem(password, text(form, 'confirmPassword'));
  if (problem) return failed(passwordMessage(problem), email);
  const limited = await overLimit(request, context, 'signUp', email);
  if (limited) return limited;
  const firebase = new FirebaseAuthClient(context.env);
  try {
    const {idToken} = await firebase.signUp(email, password);
    await firebase.sendOobCode(
      {requestType: 'VERIFY_EMAIL', idToken},
      actionUrl(request),
    );
    return redirect(loginWith('verificationSent', request));
  } catch (error) {
    return failure(error, email);
  }
}

/** Where an emailed link lands (Firebase's mode and oobCode). */
export async function actionPageLoader(args: LoaderFunctionArgs) {
  const {request, context} = args;
  const params = new URL(request.url).searchParams;
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  const firebase = new FirebaseAuthClient(context.env);
  if (mode === 'verifyEmail') {
    const ok = await succeeds(firebase.confirmEmailVerification(oobCode));
    throw redirect(loginWith(ok ? 'verified' : 'verificationLinkInvalid'));
  }
  if (mode === 'resetPassword') {
    const ok = await succeeds(firebase.resetPassword(oobCode));
    if (!ok) throw redirect(loginWith('resetLinkInvalid'));
  } else if (mode === 'signIn') {
    const email = context.session.get(EMAIL_FOR_SIGN_IN_KEY);
    if (typeof email === 'string' && email !== '') {
      return completeLinkSignIn(request, context, email, oobCode);
    }
  } else {
    throw redirect(LOGIN_PATH);
  }
  const title = mode === 'resetPassword' ? 'account.resetTitle' : 'account.loginTitle';
  return answer({mode, oobCode, message: null, seo: privateSeo(args, title)});
}

export async function actionPageAction({request, context}: ActionFunctionArgs) {
  const form = await request.formData();
  const mode = text(form, 'mode');
  const oobCode = text(form, 'oobCode');
  if (mode === 'resetPassword') {
    const password = text(form, 'password');
    const problem = passwordProblem(password, text(form, 'confirmPassword'));
    if (problem) {
      return answer({mode, oobCode, message: passwordMessage(problem)}, 400);
    }
    const firebase = new FirebaseAuthClient(context.env);
    let email: string;
    try {
      email = await firebase.resetPassword(oobCode, password);
    } catch (error) {
      // A failed password reset is logged (docs/product/accounts.md#auth-error-codes).
      console.error('password reset failed', error);
      if (error instanceof AuthError) throw redirect(loginWith('resetLinkInvalid'));
      throw error;
    }
    // Whoever knew the old password may still be signed in somewhere: those sessions end.
    await firebase
      .signInWithPassword(email, password)
      .then((user) => endEverySession(context, user.idToken))
      .catch((error: unknown) =>
        console.error('password reset: sessions not ended', error),
      );
    // This browser's session ended with the others; it signs in anew.
    await signOut(context);
    return redirect(loginWith('resetSuccessful'));
  }
  const email = text(form, 'email').trim();
  if (!isValidEmail(email)) {
    return answer({mode: 'signIn', oobCode, message: 'invalidEmail', email}, 400);
  }
  const limited = await overLimit(request, context, 'signIn', email);
  if (limited) return limited;
  return completeLinkSignIn(request, context, email, oobCode);
}

async function completeLinkSignIn(
  request: Request,
  context: Args['context'],
  email: string,
  oobCode: string,
) {
  try {
    const user = await new FirebaseAuthClient(context.env).signInWithEmailLink(
      email,
      oobCode,
    );
    context.session.unset(EMAIL_FOR_SIGN_IN_KEY);
    await signIn(context, user.idToken);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'invalid-action-code') {
      throw redirect(loginWith('verificationLinkInvalid'));
    }
    return failure(error, email);
  }
  throw redirect(returnTo(request));
}

export async function logoutAction({context}: ActionFunctionArgs) {
  await signOut(context);
  return redirect(LOGIN_PATH);
}

/** Deleting asks for the password again. */
export async function deleteAction({request, context}: ActionFunctionArgs) {
  const form = await request.formData();
  const email = text(form, 'email').trim();
  const limited = await overLimit(request, context, 'signIn', email);
  if (limited) return limited;
  const firebase = new FirebaseAuthClient(context.env);
  try {
    const user = await firebase.signInWithPassword(email, text(form, 'password'));
    await endEverySession(context, user.idToken);
    await firebase.deleteAccount(user.idToken);
  } catch (error) {
    return failure(error, email);
  }
  await signOut(context);
  return redirect(LOGIN_PATH);
}
