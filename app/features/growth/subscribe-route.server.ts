import {redirect, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {MAILING_LIST_ERRORS} from '~/lib/mailing-list';
import {safeRedirectPath} from '~/server/safe-redirect';
import {isValidEmail} from '@brush/rules/validation';
import {TOO_MANY_REQUESTS, withinRateLimits} from '~/server/rate-limit.server';
import {MAILING_LIST_ANCHOR, SUBSCRIBED} from './mailing-list';
import {INVALID_REQUEST, SignupRequest, subscribe} from './mailing-list.server';

const TOO_MANY_SIGNUPS = 'too many requests';

/** The session flash a form post without JavaScript leaves for the page it returns to. */
export const MAILING_LIST_FLASH_KEY = 'mailingList';

const ERROR_STATUS: Readonly<Record<string, number>> = {
  [MAILING_LIST_ERRORS.invalidEmail]: 400,
  [INVALID_REQUEST]: 400,
  [MAILING_LIST_ERRORS.alreadySubscribed]: 409,
  [TOO_MANY_SIGNUPS]: TOO_MANY_REQUESTS,
};

/** POST /api/subscribe-sendgrid (docs/product/growth.md#mailing-list). */
export async function subscribeAction({request, context}: ActionFunctionArgs) {
  const isJson = request.headers.get('Content-Type')?.includes('application/json');
  let body: Record<string, unknown> = {};
  let back = '/';
  if (isJson) {
    body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  } else {
    const form = await request.formData();
    body = Object.fromEntries(form);
    back = safeRedirectPath(form.get('redirectTo'), '/');
  }
  const parsed = SignupRequest.safeParse(body);
  const allowed = await withinRateLimits(
    context,
    request,
    'mailingList',
    typeof body.email === 'string' ? body.email : null,
  );
  const error = !allowed
    ? TOO_MANY_SIGNUPS
    : parsed.success
      ? await subscribe(context.env, parsed.data)
      : isValidEmail(body.email)
        ? INVALID_REQUEST
        : MAILING_LIST_ERRORS.invalidEmail;

  if (isJson) {
    return Response.json(error ? {error} : {ok: true}, {
      status: error ? (ERROR_STATUS[error] ?? 502) : 200,
      headers: {'Cache-Control': 'no-store'},
    });
  }
  context.session.flash(MAILING_LIST_FLASH_KEY, error ?? SUBSCRIBED);
  return redirect(`${back.split('#')[0]}#${MAILING_LIST_ANCHOR}`, 303);
}

/** The outcome a form post without JavaScript left for this page, read once. */
export function mailingListFlash(session: {
  has(key: string): boolean;
  get(key: string): unknown;
  unset(key: string): void;
}): string | null {
  if (!session.has(MAILING_LIST_FLASH_KEY)) return null;
  const outcome = session.get(MAILING_LIST_FLASH_KEY);
  // Reading a flash does not mark the session for saving; unsetting does, so it goes.
  session.unset(MAILING_LIST_FLASH_KEY);
  return typeof outcome === 'string' ? outcome : null;
}
