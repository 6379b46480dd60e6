import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {isValidEmail, passwordProblem} from '@brush/rules/validation';
import type {RateLimitedAction} from '~/server/rate-limit';
import {withinRateLimits} from '~/server/rate-limit.server';
import {AuthError} from './auth-errors';
import {actionUrl, EMAIL_FOR_SIGN_IN_KEY, PRIVATE_HEADERS} from './account-forms.server';
import {multipassTokenFor} from './account-session.server';
import {FirebaseAuthClient} from './firebase.server';
import {verifyIdToken} from './id-token.server';

// The auth backend (docs/product/accounts.md#routes) as JSON routes for the Firebase SDK.

/** A resource route's answer is a Response of its own, so its status reaches the client. */
function answer(body: object, status = 200): Response {
  return Response.json(body, {status, headers: PRIVATE_HEADERS});
}

const EmailBody = z.object({email: z.string().trim().refine(isValidEmail)});
const SignUpBody = EmailBody.extend({password: z.string()});

function failure(error: unknown) {
  if (!(error instanceof AuthError)) throw error;
  return answer({error: {code: error.code, message: error.message}}, error.status);
}

// The JSON body, or the code accounts.md#auth-error-codes gives for a missing or bad one.
async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const body: unknown = await request.json().catch(() => null);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const email = (body as {email?: unknown} | null)?.email;
  throw new AuthError(
    typeof email === 'string' && email.trim() !== '' ? 'invalid-email' : 'missing-email',
  );
}

/** Counts the request against its limits (decision 0113). */
async function limit(
  request: Request,
  context: ActionFunctionArgs['context'],
  action: RateLimitedAction,
  email: string,
): Promise<void> {
  if (!(await withinRateLimits(context, request, action, email))) {
    throw new AuthError('too-many-requests');
  }
}

function bearerToken(request: Request): string {
  const match = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match) throw new AuthError('unauthenticated');
  return match[1] ?? '';
}

/** A POST's JSON answer; an AuthError is answered with its code and status. */
function jsonAction(handler: (args: ActionFunctionArgs) => Promise<Response>) {
  return async (args: ActionFunctionArgs) => {
    if (args.request.method !== 'POST') {
      throw answer({error: {code: 'method-not-allowed'}}, 405);
    }
    try {
      return await handler(args);
    } catch (error) {
      return failure(error);
    }
  };
}

/** GET /auth/multipass: a verified ID token for a Multipass token into the shop. */
export async function multipassLoader({request, context}: LoaderFunctionArgs) {
  try {
    const multipassToken = await multipassTokenFor(context, bearerToken(request));
    return answer({multipassToken});
  } catch (error) {
    return failure(error);
  }
}

/** POST /auth/sign-up {email, password}. */
export const signUpAction = jsonAction(async ({request, context}) => {
  const {email, password} = await readBody(request, SignUpBody);
  if (password === '') throw new AuthError('missing-password');
  if (passwordProblem(password, password)) throw new AuthError('invalid-password');
  await limit(request, context, 'signUp', email);
  const firebase = new FirebaseAuthClient(context.env);
  const user = await firebase.signUp(email, password);
  const verify = {requestType: 'VERIFY_EMAIL', idToken: user.idToken} as const;
  await firebase.sendOobCode(verify, actionUrl(request));
  return answer({data: {uid: user.localId, email: user.email}});
});

export const sendVerificationEmailAction = jsonAction(async ({request, context}) => {
  const idToken = bearerToken(request);
  const {email} = await readBody(request, EmailBody);
  await limit(request, context, 'email', email);
  const user = await verifyIdToken(idToken, context.env);
  if (user.email.toLowerCase() !== email.toLowerCase()) {
    throw new AuthError('invalid-id-token');
  }
  if (user.emailVerified) throw new AuthError('user-already-verified');
  await new FirebaseAuthClient(context.env).sendOobCode(
    {requestType: 'VERIFY_EMAIL', idToken},
    actionUrl(request),
  );
  return answer({sent: true});
});

/** POST {email}: the password reset email, or the sign-in link. */
function emailAction(requestType: 'PASSWORD_RESET' | 'EMAIL_SIGNIN') {
  return jsonAction(async ({request, context}) => {
    const {email} = await readBody(request, EmailBody);
    await limit(request, context, 'email', email);
    await new FirebaseAuthClient(context.env).sendOobCode(
      {requestType, email},
      actionUrl(request),
    );
    if (requestType === 'EMAIL_SIGNIN') context.session.set(EMAIL_FOR_SIGN_IN_KEY, email);
    return answer({sent: true});
  });
}

export const resetPasswordAction = emailAction('PASSWORD_RESET');
export const sendSignInLinkAction = emailAction('EMAIL_SIGNIN');
